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
    ['/guide/installation', 'redirect → /en/guide/installation/'],
    ['/guide/installation/', 'redirect → /en/guide/installation/'],
    ['/guide/index.html', 'redirect → /en/guide/'],
    ['/guide/', 'redirect → /en/guide/'],
    ['/guide/theming.html', 'redirect → /en/guide/theming/'],
    ['/components/button.html', 'redirect → /en/components/button/'],
    ['/components/dialog', 'redirect → /en/components/dialog/'],
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

describe('migrate docusaurus', () => {
  let migrated: MigratedSite;
  const locales = [
    { locale: 'en', title: 'English', enabled: true },
    { locale: 'fr', title: 'Français', enabled: true },
  ];
  beforeAll(async () => {
    migrated = await migrateAndBuild('docusaurus', 'docusaurus');
  }, 240_000);
  afterAll(() => {
    if (!process.env.LECTERN_KEEP_SITES) migrated?.remove();
  });

  it('writes the site and says what it could not carry over, with file and line', () => {
    expect(migrated.migration.err).toBe('');
    expect(migrated.migration.status).toBe(0);
    expect(migrated.migration.out).toContain('docs/api/button.mdx:9: component <Preview>');
    expect(migrated.migration.out).toContain('docusaurus.config.js:53: themeConfig.announcementBar');
    expect(migrated.migration.out).toContain('src/pages/: pages outside the docs');
  });

  it('builds green', () => {
    expect(migrated.build.output).not.toMatch(/\berror\b/i);
    expect(migrated.build.status).toBe(0);
  });

  it.each([
    ['/docs/', 'redirect → /en/'],
    ['/docs', 'redirect → /en/'],
    ['/docs/guides/', 'redirect → /en/guides/'],
    ['/docs/guides/installation', 'redirect → /en/guides/installation/'],
    ['/docs/theming-guide', 'redirect → /en/theming-guide/'],
    ['/docs/api/button-api', 'redirect → /en/api/button-api/'],
    ['/docs/api/toggle/', 'redirect → /en/api/toggle/'],
    ['/fr/docs/', 'redirect → /fr/'],
    ['/fr/docs/guides/installation', 'redirect → /fr/guides/installation/'],
    ['/img/logo.svg', 'page'],
  ])('answers the old address %s', (address, expected) => {
    expect(answer(migrated.site, address, locales)).toBe(expected);
  });

  it('keeps tabs, callout titles and relative links to renamed files working', () => {
    const installation = migrated.site.read('en/guides/installation/index.html');
    expect(installation).toContain('Yarn');
    expect(installation).toContain('App.jsx');
    expect(installation).toContain('href="/en/theming-guide/"');
    const home = migrated.site.read('en/index.html');
    expect(home).toContain('Already using version 1?');
    expect(home).toContain('href="/en/guides/installation/"');
    const theming = migrated.site.read('en/theming-guide/index.html');
    expect(theming).toContain('href="/en/api/button-api/#props"');
    expect(theming).toContain('Mind the contrast');
  });

  it('draws <CodeBlock>s with the files their raw-loader imports name, beside the page and under @site/', () => {
    const installation = migrated.site.read('en/guides/installation/index.html');
    const captions = [...installation.matchAll(/<figcaption[^>]*>([^<]*)<\/figcaption>/g)].map(
      (match) => match[1],
    );
    expect(captions).toEqual(expect.arrayContaining(['examples/provider.jsx', 'theme.js']));
    // The files' text, highlighted: words of each file, and the numbered block's class.
    expect(installation).toMatch(/theme.*dusk/s);
    expect(installation).toContain('#7a4cff');
    expect(installation).toContain('lectern-code-numbered');
    expect(installation).not.toContain('&lt;CodeBlock');
    expect(migrated.migration.out).not.toMatch(/raw-loader|CodeBlock/);
  });

  it('carries the sidebars, their translations, the menu, the logo and the footer over', () => {
    const fr = migrated.site.read('fr/guides/installation/index.html');
    expect(fr).toContain('Guides pratiques');
    expect(fr).toContain('Installer');
    const api = migrated.site.read('en/api/toggle/index.html');
    expect(api).toContain('href="/en/api/button-api/"');
    expect(api).toContain('/img/logo.svg');
    expect(api).toContain('Copyright © 2026 Lumen Kit contributors.');
    expect(api).toContain('https://github.com/example/lumen-kit');
  });
});

describe('migrate starlight', () => {
  let migrated: MigratedSite;
  const locales = [
    { locale: 'en', title: 'English', enabled: true },
    { locale: 'de', title: 'Deutsch', enabled: true },
  ];
  beforeAll(async () => {
    migrated = await migrateAndBuild('starlight', 'starlight');
  }, 240_000);
  afterAll(() => {
    if (!process.env.LECTERN_KEEP_SITES) migrated?.remove();
  });

  it('writes the site and says what it could not carry over, with file and line', () => {
    expect(migrated.migration.err).toBe('');
    expect(migrated.migration.status).toBe(0);
    expect(migrated.migration.out).toContain('src/content/docs/index.mdx:20: component <CardGrid>');
    expect(migrated.migration.out).toContain('astro.config.mjs:37: starlight.plugins');
    expect(migrated.migration.out).toContain('imports starlight-links-validator');
  });

  it('builds green', () => {
    expect(migrated.build.output).not.toMatch(/\berror\b/i);
    expect(migrated.build.status).toBe(0);
  });

  it.each([
    ['/guides/getting-started/', 'redirect → /en/guides/getting-started/'],
    ['/guides/sizing/', 'redirect → /en/guides/sizing/'],
    ['/reference/icon-component/', 'redirect → /en/reference/icon-component/'],
    ['/reference/design-tokens/', 'redirect → /en/reference/design-tokens/'],
    ['/de/', 'page'],
    ['/de/guides/getting-started/', 'page'],
    ['/assets/quartz.svg', 'page'],
  ])('answers the old address %s', (address, expected) => {
    expect(answer(migrated.site, address, locales)).toBe(expected);
  });

  it('keeps the home hero, tabs, callouts and links, and the generated reference sidebar', () => {
    const home = migrated.site.read('en/index.html');
    expect(home).toContain('Four hundred icons drawn on one grid.');
    expect(home).toContain('href="/en/guides/getting-started/"');
    expect(home).toContain('/assets/quartz.svg');
    const start = migrated.site.read('en/guides/getting-started/index.html');
    expect(start).toContain('pnpm');
    expect(start).toContain('Tree shaking');
    expect(start).toContain('href="/en/guides/sizing/"');
    expect(start).toContain('Start here');
    expect(start).toContain('href="/en/reference/design-tokens/"');
    expect(start).toContain('https://github.com/example/quartz-icons');
    const de = migrated.site.read('de/guides/getting-started/index.html');
    expect(de).toContain('Anleitungen');
  });
});
