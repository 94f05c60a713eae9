import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Launcher } from 'chrome-launcher';
import { CHROME_FLAGS } from './lighthouse-run.mjs';

test("Chromium runs with the launcher's flags, less the one that turns RenderDocument off", () => {
  assert.ok(Launcher.defaultFlags().some((flag) => flag.includes('RenderDocument')));
  assert.ok(CHROME_FLAGS.every((flag) => !flag.includes('RenderDocument')));
  const disabled = CHROME_FLAGS.filter((flag) => flag.startsWith('--disable-features='));
  assert.equal(disabled.length, 1);
  assert.match(disabled[0], /\bTranslate\b/);
  for (const flag of Launcher.defaultFlags().filter((flag) => !flag.startsWith('--disable-features=')))
    assert.ok(CHROME_FLAGS.includes(flag), flag);
  assert.ok(CHROME_FLAGS.includes('--headless=new'));
});
