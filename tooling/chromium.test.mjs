import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath, chromiumLaunchOptions } from './chromium.mjs';

const launcher = chromiumLaunchOptions.executablePath;

describe('chromium-launcher.sh', () => {
  let folder = '';
  let binary = '';
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'lectern-launcher-'));
    // A stand-in for Chromium: prints its arguments, one a line.
    binary = path.join(folder, 'browser');
    writeFileSync(binary, '#!/bin/sh\nfor arg; do printf "%s\\n" "$arg"; done\n');
    chmodSync(binary, 0o755);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** The arguments the launcher starts the stand-in with. */
  const startedWith = (args) =>
    execFileSync(launcher, [`--lectern-chromium=${binary}`, ...args], { encoding: 'utf8' })
      .split('\n')
      .slice(0, -1);

  it('passes every other argument on, in order, and every disabled feature in one switch', () => {
    expect(
      startedWith(['--disable-features=A,B', '--headless', '--disable-features=C', 'about:blank']),
    ).toEqual(['--headless', 'about:blank', '--disable-features=A,B,C']);
  });

  it('adds no switch when no feature is disabled, and keeps arguments with spaces whole', () => {
    expect(startedWith(['--lang=en US', '--x'])).toEqual(['--lang=en US', '--x']);
  });

  it('says what is missing when it is not told which binary to start', () => {
    expect(() => execFileSync(launcher, ['--headless'], { stdio: 'pipe' })).toThrow(
      /no --lectern-chromium=<path> given/,
    );
  });
});

/** The command line of every running process of this machine that can be read. */
function commandLines() {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      return [readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')];
    } catch {
      return [];
    }
  });
}

describe.skipIf(!existsSync(chromiumExecutablePath))('Chromium started with the launch options', () => {
  it("keeps Playwright's disabled features and ours, and opens no page of the browser's own interface", async () => {
    // A mark on the command line, to find the browser's process by.
    const mark = `--lectern-test-mark=${process.pid}-${Date.now()}`;
    const browser = await chromium.launch({
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, mark],
    });
    try {
      const page = await (await browser.newContext()).newPage();
      await page.setContent('<p>Hello</p>');
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets');
      expect(targetInfos.map((target) => target.type)).toEqual(['page']);
      // The command line of the running browser: one list, with Playwright's features and ours.
      const args = commandLines().find(
        (line) => line.includes(mark) && !line.some((arg) => arg.startsWith('--type=')),
      );
      expect(args).toBeDefined();
      const lists = (args ?? []).filter((arg) => arg.startsWith('--disable-features='));
      expect(lists).toHaveLength(1);
      expect(lists[0]).toMatch(/PaintHolding/);
      expect(lists[0]).toMatch(/WebUIOmniboxPopup,WebUIOmniboxAimPopup/);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
