import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrate } from '../test/migrated-site.js';
import { migrateUsage, parseMigrateArguments } from './migrate-command.js';

const work = mkdtempSync(path.join(tmpdir(), 'lectern-migrate-command-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('parseMigrateArguments', () => {
  it('reads the tool, the folders and the flags', () => {
    expect(
      parseMigrateArguments(
        ['vitepress', 'docs', 'site', '--no-install', '--package-manager', 'pnpm'],
        'npm',
      ),
    ).toEqual({
      ok: true,
      value: {
        tool: 'vitepress',
        source: 'docs',
        target: 'site',
        packageManager: 'pnpm',
        install: false,
        replace: false,
      },
    });
    expect(parseMigrateArguments(['--help'], 'npm')).toEqual({ ok: true, value: 'help' });
  });

  it.each([
    [[], 'migrate: expected <vitepress|starlight|docusaurus> <source folder> <new site folder>'],
    [['gitbook', 'a', 'b'], 'migrate: expected one of vitepress, starlight, docusaurus (got "gitbook")'],
    [['vitepress', 'a', 'b', 'c'], 'migrate: unexpected argument "c"'],
    [
      ['vitepress', 'a', 'b', '--package-manager', 'bun'],
      '--package-manager: expected one of npm, pnpm, yarn (got "bun")',
    ],
    [['vitepress', 'a', 'b', '--force'], "Unknown option '--force'"],
  ])('%j: %s', (argv, problem) => {
    const parsed = parseMigrateArguments(argv, 'npm');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems.join('\n')).toContain(problem);
  });

  it('has a usage text naming every tool', () => {
    expect(migrateUsage()).toMatch(/vitepress[\s\S]*starlight[\s\S]*docusaurus/);
  });
});

describe('create-lectern migrate, when it cannot', () => {
  it('says what is wrong, naming the folder or file, and writes nothing', async () => {
    const target = path.join(work, 'out');
    const missing = await runMigrate('vitepress', 'no-such-fixture', target);
    expect(missing).toMatchObject({ status: 1 });
    expect(missing.err).toContain('no-such-fixture: no such folder');
    const wrongTool = await runMigrate('docusaurus', 'vitepress', target);
    expect(wrongTool.err).toMatch(/has no docusaurus\.config\.js/);
    const noStarlight = await runMigrate('starlight', 'docusaurus', target);
    expect(noStarlight.err).toMatch(/has no astro\.config\.mjs/);
    const usage = await runMigrate('vitepress', 'vitepress', target, ['--bogus']);
    expect(usage.err).toContain('create-lectern migrate --help lists the options');
  });

  it('refuses to write a site into a folder that holds other files, even with --replace', async () => {
    const target = path.join(work, 'busy');
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, 'notes.txt'), 'mine');
    expect((await runMigrate('vitepress', 'vitepress', target)).err).toContain(
      'is not empty (it holds notes.txt)',
    );
    expect((await runMigrate('vitepress', 'vitepress', target, ['--replace'])).err).toContain(
      '--replace only replaces a migrated site',
    );
  });

  it('names the file and line of a config it cannot read', async () => {
    const source = path.join(work, 'broken');
    mkdirSync(path.join(source, '.vitepress'), { recursive: true });
    writeFileSync(path.join(source, '.vitepress', 'config.mts'), 'export default {\n  title: ,\n};\n');
    const result = await runMigrate('vitepress', source, path.join(work, 'broken-out'));
    expect(result.status).toBe(1);
    expect(result.err).toMatch(
      /create-lectern: \.vitepress\/config\.mts: could not read it: .*config\.mts:2: /,
    );
    expect(result.err).not.toContain('    at ');
  });
});
