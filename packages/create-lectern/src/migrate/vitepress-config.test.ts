import { describe, expect, it } from 'vitest';
import type { ConfigSource } from './config-mapping.js';
import { NoteList } from './migration.js';
import { mapVitePressConfig, rootLocaleCode } from './vitepress-config.js';

function source(text = ''): ConfigSource & { notes: NoteList } {
  return { file: '.vitepress/config.mts', source: text, notes: new NoteList() };
}

describe('mapVitePressConfig', () => {
  it('maps a multi-sidebar, applying each group’s base and writing links in Lectern’s form', () => {
    const { config } = mapVitePressConfig(
      {
        themeConfig: {
          sidebar: {
            '/guide/': [{ text: 'Guide', items: [{ text: 'Setup', link: '/guide/setup.md' }] }],
            '/api/': {
              base: '/api/',
              items: [
                { text: 'API', collapsed: true, items: [{ text: 'Button', link: 'button' }] },
                { text: 'Theme', base: '/api/theme-', items: [{ text: 'Nav', link: 'nav' }] },
              ],
            },
          },
        },
      },
      source(),
    );
    expect(config.sidebar).toEqual({
      '/guide/': [{ text: 'Guide', items: [{ text: 'Setup', link: '/guide/setup/' }] }],
      '/api/': [
        { text: 'API', collapsed: true, items: [{ text: 'Button', link: '/api/button/' }] },
        { text: 'Theme', items: [{ text: 'Nav', link: '/api/theme-nav/' }] },
      ],
    });
  });

  it('gives the default language the root and the others their prefix, with translated sidebar texts and menus', () => {
    const settings = mapVitePressConfig(
      {
        themeConfig: { sidebar: [{ text: 'Guide', items: [{ text: 'Setup', link: '/guide/setup' }] }] },
        locales: {
          root: { label: 'English', lang: 'en-US' },
          fr: {
            label: 'Français',
            themeConfig: {
              nav: [{ text: 'Guide', link: '/fr/guide/' }],
              sidebar: [{ text: 'Le guide', items: [{ text: 'Installer', link: '/fr/guide/setup' }] }],
            },
          },
        },
      },
      source(),
    );
    expect(settings.locales).toEqual([
      { code: 'en', prefix: '', title: 'English' },
      { code: 'fr', prefix: 'fr', title: 'Français' },
    ]);
    expect(settings.config.sidebar).toEqual([
      {
        text: 'Guide',
        translations: { fr: 'Le guide' },
        items: [{ text: 'Setup', link: '/guide/setup/', translations: { fr: 'Installer' } }],
      },
    ]);
    expect(settings.config.locales).toEqual([
      { title: 'English', locale: 'en', enabled: true },
      { title: 'Français', locale: 'fr', enabled: true, nav: [{ text: 'Guide', link: '/guide/' }] },
    ]);
  });

  it('maps the edit link, social links, footer, title and algolia search', () => {
    const { config } = mapVitePressConfig(
      {
        title: 'Kit',
        themeConfig: {
          editLink: { pattern: 'https://x.test/edit/:path', text: 'Edit' },
          socialLinks: [
            { icon: 'github', link: 'https://github.com/x' },
            { icon: { svg: '<svg/>' }, link: 'https://y.test' },
          ],
          footer: { message: 'MIT' },
          search: { provider: 'algolia', options: { appId: 'A', apiKey: 'K', indexName: 'I' } },
        },
      },
      source(),
    );
    expect(config).toMatchObject({
      siteTitle: 'Kit',
      editLink: { pattern: 'https://x.test/edit/:path', text: 'Edit' },
      socialLinks: [{ icon: 'github', link: 'https://github.com/x' }],
      footer: { message: 'MIT' },
      search: { provider: 'algolia', appId: 'A', apiKey: 'K', indexName: 'I' },
    });
  });

  it('notes what has no equivalent, with the line it is written on', () => {
    const at = source(
      "export default {\n  title: 'x',\n  vite: {},\n  themeConfig: {\n    carbonAds: {},\n  },\n};\n",
    );
    mapVitePressConfig({ title: 'x', vite: {}, themeConfig: { carbonAds: {} }, rewrites: () => 'x' }, at);
    expect(at.notes.sorted().map((note) => [note.line, note.message])).toEqual([
      [undefined, "rewrites as a function is not carried over: each page keeps its file's address"],
      [3, 'vite has no equivalent in Lectern: left out'],
      [5, 'themeConfig.carbonAds has no equivalent in Lectern: left out'],
    ]);
  });

  it('reads srcDir, srcExclude and static rewrites', () => {
    const settings = mapVitePressConfig(
      { srcDir: './src/', srcExclude: ['parts/**'], rewrites: { 'a.md': 'b.md' } },
      source(),
    );
    expect(settings).toMatchObject({
      srcDir: 'src',
      srcExclude: ['parts/**'],
      rewrites: [{ from: 'a.md', to: 'b.md' }],
    });
  });
});

describe('rootLocaleCode', () => {
  it.each([
    ['en-US', 'en'],
    ['zh-CN', 'zh'],
    [undefined, 'en'],
    ['not a code', 'en'],
  ])('%s → %s', (lang, code) => {
    expect(rootLocaleCode(lang)).toBe(code);
  });
});
