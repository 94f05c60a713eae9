// End to end: `create-lectern migrate` on each fixture docs folder, the result built with the real
// `astro build` without one edit, and every address of the old site answered by the new one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, type MigratedSite, migrateAndBuild } from '../test/migrated-site.js';

/** Every file of a folder with its text, for comparing two runs. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(folder, file)] = readFileSync(file, 'utf8');
  }
  return files;
}

describe('migrate vitepress', () => {
  let migrated: MigratedSite;
  const locales = [
    { locale: 'en', title: 'English', enabled: true },
    { locale: 'zh', title: '简体中文', enabled: true },
  ];
  beforeAll(async () => {
    migrated = await migrateAndBuild('vitepress', 'vitepress');
  }, 240_000);
  afterAll(() => {
    if (!process.env.LECTERN_KEEP_SITES) migrated?.remove();
  });

  it('writes the site and says what it could not carry over, with file and line', () => {
    expect(migrated.migration.err).toBe('');
    expect(migrated.migration.status).toBe(0);
    expect(migrated.migration.out).toContain('components/button.md:9: component <PebbleDemo>');
    expect(migrated.migration.out).toContain('.vitepress/config.mts:57: themeConfig.carbonAds');
    expect(migrated.migration.out).toContain('imports markdown-it-fancy-marks');
  });

  it('builds green', () => {
    expect(migrated.build.output).not.toMatch(/\berror\b/i);
    expect(migrated.build.status).toBe(0);
  });

  it.each([
    ['/guide/installation.html', 'redirect → /en/guide/installation/'],
    ['/guide/installation', 'language → /en/guide/installation'],
    ['/guide/installation/', 'language → /en/guide/installation/'],
    ['/guide/index.html', 'language → /en/guide/index.html'],
    ['/guide/', 'language → /en/guide/'],
    ['/guide/theming.html', 'redirect → /en/guide/theming/'],
    ['/components/button.html', 'redirect → /en/components/button/'],
    ['/components/dialog', 'language → /en/components/dialog'],
    ['/index.html', 'page'],
    ['/zh/', 'page'],
    ['/zh/index.html', 'page'],
    ['/zh/guide/', 'page'],
    ['/zh/guide/installation.html', 'redirect → /zh/guide/installation/'],
    ['/zh/guide/installation', 'page'],
    ['/pebble.svg', 'page'],
  ])('answers the old address %s', (address, expected) => {
    expect(answer(migrated.site, address, locales)).toBe(expected);
  });

  it('keeps the pages as VitePress showed them: code groups, snippets, includes, links, callout titles', () => {
    const installation = migrated.site.read('en/guide/installation/index.html');
    expect(installation).toContain('registerStyles');
    expect(installation).toMatch(/>npm</);
    expect(installation).toContain('id="check"');
    const guide = migrated.site.read('en/guide/index.html');
    expect(guide).toContain('Before you start');
    expect(guide).toContain('Requirements');
    expect(guide).toContain('href="/en/guide/installation/"');
    expect(guide).toContain('href="/en/guide/theming/"');
    const theming = migrated.site.read('en/guide/theming/index.html');
    expect(theming).toContain('href="/en/components/button/"');
    expect(theming).toContain('href="/en/guide/installation/#check"');
  });

  it('carries the menu, the sidebars with their translations, the footer and the home page over', () => {
    const zh = migrated.site.read('zh/guide/index.html');
    expect(zh).toContain('安装');
    expect(zh).toContain('指南');
    const home = migrated.site.read('en/index.html');
    expect(home).toContain('Components that stay put');
    expect(home).toContain('href="/en/guide/installation/"');
    expect(home).toContain('Released under the MIT License.');
    expect(home).toContain('https://github.com/example/pebble-ui');
    const button = migrated.site.read('en/components/button/index.html');
    expect(button).toContain('href="/en/components/dialog/"');
  });

  it('writes the same site when run again (--replace)', async () => {
    const { runMigrate } = await import('../test/migrated-site.js');
    const again = path.join(path.dirname(migrated.written), 'again');
    expect((await runMigrate('vitepress', 'vitepress', again)).status).toBe(0);
    const first = snapshot(again);
    const refused = await runMigrate('vitepress', 'vitepress', again);
    expect(refused.status).toBe(1);
    expect(refused.err).toContain('is not empty');
    expect((await runMigrate('vitepress', 'vitepress', again, ['--replace'])).status).toBe(0);
    expect(snapshot(again)).toEqual(first);
  });
});
