// The migration of smaller sites written the other ways each tool allows (no build: the fixtures'
// end-to-end tests build): what the new site's files say.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrate } from '../test/migrated-site.js';

const work = mkdtempSync(path.join(tmpdir(), 'lectern-migrate-variants-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Writes a source site, migrates it, and gives what was printed and a reader of the new site's files. */
async function migrateFiles(tool: string, name: string, files: Record<string, string>) {
  const source = path.join(work, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(source, file)), { recursive: true });
    writeFileSync(path.join(source, file), text);
  }
  const target = path.join(work, `${name}-site`);
  const result = await runMigrate(tool, source, target);
  const read = (file: string) => readFileSync(path.join(target, file), 'utf8');
  const has = (file: string) => existsSync(path.join(target, file));
  return { ...result, read, has };
}

describe('migrate vitepress, other ways to write a site', () => {
  it('reads srcDir, srcExclude, rewrites, one sidebar, a root language other than English and title: false', async () => {
    const result = await migrateFiles('vitepress', 'vp-src', {
      '.vitepress/config.js': [
        'export default {',
        "  lang: 'de-DE', srcDir: 'pages', srcExclude: ['drafts/**'], rewrites: { 'old/name.md': 'new/name.md' },",
        "  base: '/docs/', head: [['link', { rel: 'icon', href: '/x.png' }]], appearance: 'force-auto',",
        "  themeConfig: { siteTitle: false, logo: { light: '/l.svg', dark: '/d.svg' }, outline: [2, 3], docFooter: { prev: 'Zurück' },",
        "    editLink: { pattern: ({ filePath }) => filePath }, sidebar: [{ text: 'Alles', items: [{ text: 'Neu', link: '/new/name' }, {}, 7] }], nav: [{ link: '/x' }, { text: 'Leer' }] },",
        '};',
      ].join('\n'),
      'pages/index.md': '# Start\n',
      'pages/old/name.md': '---\nlayout: page\n---\n# Name\n',
      'pages/drafts/wip.md': '# Draft\n',
      'pages/public/x.png': 'png',
    });
    expect(result.status).toBe(0);
    expect(result.has('src/content/docs/de/new/name.md')).toBe(true);
    expect(result.has('src/content/docs/de/drafts/wip.md')).toBe(false);
    expect(result.has('drafts/wip.md')).toBe(true);
    expect(result.has('public/x.png')).toBe(true);
    // The rewritten address is the one VitePress served.
    expect(JSON.parse(result.read('redirects.json'))).toEqual({
      'new/name': '/new/name/',
      'new/name.html': '/new/name/',
    });
    const config = result.read('astro.config.ts');
    expect(config).toContain('siteTitle: false');
    expect(config).toContain("logo: { light: '/l.svg', dark: '/d.svg' }");
    expect(config).toContain("locales: [{ title: 'Deutsch', locale: 'de', enabled: true }]");
    expect(result.out).toContain('themeConfig.editLink.pattern is not a text (a function?): left out');
    expect(result.out).toContain("base (/docs/) is Astro's `base` now");
    expect(result.out).toContain('appearance is not one Lectern knows');
    expect(result.out).toContain('themeConfig.sidebar[0].items[1] has neither text nor link: left out');
    expect(result.out).toContain('themeConfig.nav[1] leads nowhere Lectern can show');
  });

  it('reads a config written as a folder (.vitepress/config/index.ts, importing its parts)', async () => {
    const result = await migrateFiles('vitepress', 'vp-folder', {
      '.vitepress/config/index.ts': [
        "import { defineConfig } from 'vitepress';",
        "import { shared } from './shared';",
        "export default defineConfig({ ...shared, themeConfig: { nav: [{ text: 'Guide', link: '/guide' }] } });",
      ].join('\n'),
      '.vitepress/config/shared.ts': "export const shared = { title: 'Folded' };\n",
      'index.md': '# Home\n',
      'guide.md': '# Guide\n',
    });
    expect(result.status).toBe(0);
    const config = result.read('astro.config.ts');
    expect(config).toContain("siteTitle: 'Folded'");
    expect(config).toContain("{ text: 'Guide', link: '/guide/' }");
  });

  it('leaves out translations on other sites, and entries for pages only a translation has', async () => {
    const result = await migrateFiles('vitepress', 'vp-elsewhere', {
      '.vitepress/config.js': [
        'export default {',
        "  locales: { root: { label: 'English', lang: 'en' }, fr: { label: 'Français', lang: 'fr' },",
        "    es: { label: 'Español', lang: 'es', link: 'https://es.example.test/' } },",
        '};',
      ].join('\n'),
      'index.md': '# Home\n',
      'guide/Setup.md': '# Setup\n',
      'fr/index.md': '# Accueil\n',
      'fr/guide/Setup.md': '# Installation\n',
      'fr/api/Only.Here.md': '# Seulement ici\n',
      'fr/api/same.md': '# Pareil\n',
    });
    expect(result.status).toBe(0);
    const config = result.read('astro.config.ts');
    expect(config).toContain("locale: 'fr'");
    expect(config).not.toContain("locale: 'es'");
    expect(result.out).toContain(
      'locales.es is a translation on another site (https://es.example.test/): not a language of this site',
    );
    const redirects = JSON.parse(result.read('redirects.json'));
    // Both languages have the page: one entry serves both.
    expect(redirects['guide/Setup']).toBe('/guide/setup/');
    // Only French has it: an entry would send English readers to a missing page.
    expect(redirects['api/Only.Here']).toBeUndefined();
    expect(redirects['api/same.html']).toBeUndefined();
    expect(result.out).toContain(
      'fr/api/Only.Here.md: a page only in fr: its old .html address (and its old address, where the new one differs) is not redirected',
    );
    // Pages keep their file names: their addresses are made from them.
    expect(result.has('src/content/docs/fr/api/Only.Here.md')).toBe(true);
  });

  it('says when a page’s frontmatter is not YAML', async () => {
    const result = await migrateFiles('vitepress', 'vp-bad-yaml', {
      '.vitepress/config.mjs': 'export default {};\n',
      'index.md': '---\ntitle: [unclosed\n---\n# Hi\n',
    });
    expect(result.status).toBe(1);
    expect(result.err).toContain('index.md: its frontmatter is not valid YAML');
  });
});

describe('migrate docusaurus, other ways to write a site', () => {
  it('reads an ESM config without i18n or sidebars file, docs at the site’s root and a dark logo', async () => {
    const result = await migrateFiles('docusaurus', 'ds-esm', {
      'docusaurus.config.mjs': [
        'export default {',
        "  title: 'Solo',",
        "  presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/', editUrl: () => 'x' }, blog: false }]],",
        "  themeConfig: { navbar: { logo: { src: '/img/a.svg', srcDark: 'img/b.svg' }, items: [{ to: '/setup', label: 'Setup' }, { href: 'https://x.test', label: 'Elsewhere' }, { type: 'doc', docId: 'nope', label: 'Gone' }] }, footer: { copyright: 'C' }, algolia: {} },",
        '};',
      ].join('\n'),
      'docs/setup.md': '---\nsidebar_position: 2\n---\n# Setup\n',
      'docs/02-more/_category_.yml': 'label: More things\nposition: 1\n',
      'docs/02-more/details.md': '# Details\n\nSee [setup](../setup.md).\n',
    });
    expect(result.status).toBe(0);
    // Docs at the site's root keep their addresses, now under the language: each old one leads there.
    const redirects = JSON.parse(result.read('redirects.json'));
    expect(Object.keys(redirects).length).toBeGreaterThan(0);
    for (const [from, to] of Object.entries(redirects)) expect(to).toBe(`/${from}/`);
    expect(result.read('astro.config.ts')).toContain("redirects: 'redirects.json'");
    expect(result.has('src/content/docs/en/index.md')).toBe(true);
    expect(result.read('src/content/docs/en/index.md')).toContain('link: /en/more/details/');
    const config = result.read('astro.config.ts');
    expect(config).toContain("logo: { light: '/img/a.svg', dark: '/img/b.svg' }");
    expect(config).toContain("{ text: 'Setup', link: '/setup/' }");
    expect(config).toContain("text: 'More things'");
    expect(result.read('src/content/docs/en/more/details.md')).toContain('[setup](../setup.md)');
    expect(result.out).toContain('editUrl is a function: not carried over');
    expect(result.out).toContain(
      'themeConfig.algolia lacks appId, apiKey or indexName: the site searches locally',
    );
    expect(result.out).toContain('names the doc "nope"');
  });

  it('carries Algolia DocSearch over, and says what of it and of custom HTML in the navbar it leaves', async () => {
    const result = await migrateFiles('docusaurus', 'ds-algolia', {
      'docusaurus.config.js': [
        'export default {',
        "  title: 'Found',",
        "  presets: [['classic', { docs: { routeBasePath: '/' } }]],",
        '  themeConfig: {',
        "    navbar: { items: [{ type: 'html', value: '<b>beta</b>' }] },",
        "    algolia: { appId: 'APP1', apiKey: 'search-key', indexName: 'found', contextualSearch: true,",
        "      searchPagePath: 'search', placeholder: 'Search Found' },",
        '  },',
        '};',
      ].join('\n'),
      'docs/intro.md': '# Intro\n',
    });
    expect(result.status).toBe(0);
    const config = result.read('astro.config.ts');
    expect(config).toContain("provider: 'algolia'");
    expect(config).toContain("appId: 'APP1'");
    expect(config).toContain("indexName: 'found'");
    expect(config).toContain("placeholder: 'Search Found'");
    // DocSearch's packages come with the site.
    expect(JSON.parse(result.read('package.json')).dependencies).toHaveProperty('@docsearch/js');
    expect(result.out).toContain('themeConfig.algolia.searchPagePath has no equivalent in Lectern: left out');
    expect(result.out).not.toContain('contextualSearch');
    expect(result.out).toContain('themeConfig.navbar.items[0] is custom HTML: not carried over');
  });

  it('puts sidebars that share their pages’ folder together', async () => {
    const result = await migrateFiles('docusaurus', 'ds-shared', {
      'docusaurus.config.js':
        "export default { title: 'Two', i18n: { defaultLocale: 'fr', locales: ['fr'] }, presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n",
      'sidebars.js': "export default { a: ['guide/one'], b: ['guide/two'] };\n",
      'docs/guide/one.md': '# One\n',
      'docs/guide/two.md': '# Two\n',
    });
    expect(result.status).toBe(0);
    expect(result.read('astro.config.ts')).toContain(
      "'/guide/': [{ slug: 'guide/one' }, { slug: 'guide/two' }]",
    );
    expect(result.read('astro.config.ts')).toContain("locale: 'fr'");
    expect(result.out).toContain('sidebar "b" shares its pages\' folder with another');
  });
});

describe('migrate starlight, other ways to write a site', () => {
  it('reads a prefixed default language, the old social form, light and dark logos, and slugs in a language', async () => {
    const result = await migrateFiles('starlight', 'sl-prefixed', {
      'astro.config.mjs': [
        "import starlight from '@astrojs/starlight';",
        'export default {',
        "  base: '/docs', redirects: { '/old': '/new' },",
        '  integrations: [starlight({',
        "    title: 'Pre', defaultLocale: 'en', locales: { en: { label: 'English' }, fr: { label: 'Français' } },",
        "    social: { github: 'https://g.test' }, tableOfContents: false, components: {},",
        "    logo: { light: './src/l.svg', dark: './src/d.svg', replacesTitle: true },",
        "    sidebar: [{ label: 'G', items: ['guide/a'], attrs: { class: 'x' } }, { link: '/x' }],",
        '  })],',
        '};',
      ].join('\n'),
      'src/l.svg': '<svg/>',
      'src/d.svg': '<svg/>',
      'src/content/docs/en/index.md': '---\ntitle: Home\ntemplate: splash\n---\nHello\n',
      'src/content/docs/en/guide/a.md': '---\ntitle: A\n---\nSee [b](../b/).\n',
      'src/content/docs/fr/guide/b.md': '---\ntitle: B\nslug: fr/guide/bee\n---\nText\n',
      'src/content/docs/en/guide/pic.png': 'png',
    });
    expect(result.status).toBe(0);
    expect(result.has('src/content/docs/fr/guide/bee.md')).toBe(true);
    expect(result.has('src/content/docs/en/guide/pic.png')).toBe(true);
    expect(result.read('src/content/docs/en/index.md')).toContain('layout: page');
    expect(result.read('src/content/docs/en/guide/a.md')).toContain('[b](/en/guide/b/)');
    const config = result.read('astro.config.ts');
    expect(config).toContain('siteTitle: false');
    expect(config).toContain("logo: { light: '/l.svg', dark: '/d.svg' }");
    expect(config).toContain("socialLinks: [{ icon: 'github', link: 'https://g.test' }]");
    expect(config).toContain('outline: false');
    expect(result.out).toContain("base is Astro's `base`");
    expect(result.out).toContain('redirects of the Astro config are not carried over');
    expect(result.out).toContain('sidebar[0].attrs has no equivalent');
    expect(result.out).toContain('sidebar[1] has no label: left out');
    expect(result.out).toContain('starlight.components is not carried over');
  });

  it('says when the Astro config has no Starlight, or the site no pages', async () => {
    const none = await migrateFiles('starlight', 'sl-none', {
      'astro.config.mjs': 'export default { integrations: [] };\n',
    });
    expect(none.err).toContain('no starlight({ … }) in its integrations');
    const empty = await migrateFiles('starlight', 'sl-empty', {
      'astro.config.mjs':
        "import starlight from '@astrojs/starlight';\nexport default { integrations: [starlight({ title: 'E' })] };\n",
    });
    expect(empty.err).toContain('src/content/docs: no such folder');
  });
});
