import type { ThemeConfig } from '@lectern/theme-core';
import { describe, expect, it, vi } from 'vitest';
import { localeSidebars, pageChrome } from './page-data.js';
import { createSiteSidebars } from './site-sidebars.js';

const themeConfig: ThemeConfig = {
  nav: [
    { text: 'Guide', link: '/guide/introduction/' },
    { text: 'Reference', link: '/reference/layouts/' },
  ],
  sidebar: {
    '/guide/': [{ text: 'Guide', items: [{ text: 'What is Lectern?', link: '/guide/introduction/' }] }],
    '/reference/': [
      {
        text: 'Reference',
        items: [
          { text: 'Layouts', link: '/reference/layouts/' },
          { text: 'Frontmatter', link: '/reference/frontmatter/' },
        ],
      },
    ],
  },
  outline: 2,
};

describe('pageChrome', () => {
  const chrome = (currentPath: string, headings = [{ depth: 2, slug: 'doc', text: 'doc' }]) =>
    pageChrome({
      siteSidebars: createSiteSidebars(),
      theme: themeConfig,
      frontmatter: {},
      locale: 'en',
      currentPath,
      headings,
    });

  it("puts the page's language in front of the menu's site links", () => {
    expect(chrome('/en/reference/layouts/').nav.map((item) => item.link)).toEqual([
      '/en/guide/introduction/',
      '/en/reference/layouts/',
    ]);
  });

  it('picks the sidebar of the section and links it in the language', () => {
    const items = chrome('/en/reference/layouts/').sidebar;
    expect(items[0]?.text).toBe('Reference');
    expect(items[0]?.items?.map((item) => item.link)).toEqual([
      '/en/reference/layouts/',
      '/en/reference/frontmatter/',
    ]);
  });

  it('leads from one page to the next in sidebar order', () => {
    expect(chrome('/en/reference/layouts/').prevNext).toEqual({
      next: { text: 'Frontmatter', link: '/en/reference/frontmatter/' },
    });
  });

  it('builds the outline from the headings of the configured levels', () => {
    const headers = chrome('/en/guide/introduction/', [
      { depth: 2, slug: 'what-you-get', text: 'What you get' },
      { depth: 3, slug: 'details', text: 'Details' },
    ]).headers;
    expect(headers).toEqual([{ title: 'What you get', link: '#what-you-get', level: 2, children: [] }]);
  });
});

describe('localeSidebars', () => {
  const theme: ThemeConfig = {
    sidebar: { '/guide/': [{ text: 'Guide', autogenerate: { directory: 'guide' } }] },
  };
  const pages = [
    { locale: 'en', slug: 'guide/a', entry: { data: { title: 'A', order: 1 } } },
    { locale: 'zh-CN', slug: 'guide/a', entry: { data: { title: '甲' } } },
  ];

  it("fills the generated parts of each language's sidebar from that language's pages", () => {
    const sidebars = localeSidebars(theme, pages);
    expect(sidebars.get('en')).toEqual({
      '/guide/': [{ text: 'Guide', items: [{ text: 'A', link: '/en/guide/a/' }] }],
    });
    expect(sidebars.get('zh-CN')).toEqual({
      '/guide/': [{ text: 'Guide', items: [{ text: '甲', link: '/zh-CN/guide/a/' }] }],
    });
    expect([...sidebars.keys()]).toEqual(['en', 'zh-CN']);
  });

  it('warns about a generated group whose folder holds no page, naming where it is written', () => {
    const warn = vi.fn();
    localeSidebars({ sidebar: [{ text: 'Old', autogenerate: { directory: 'gide' } }] }, pages, { warn });
    expect(warn.mock.calls).toEqual([
      [
        'astro.config: sidebar[0].autogenerate.directory: no page is in the folder "gide", so its group is empty (did you mean "guide"?)',
      ],
    ]);
  });

  it('is what pageChrome resolves for the page', () => {
    const chrome = pageChrome({
      siteSidebars: createSiteSidebars(),
      theme,
      frontmatter: {},
      locale: 'en',
      currentPath: '/en/guide/a/',
      headings: [],
      expandedSidebar: localeSidebars(theme, pages).get('en'),
    });
    expect(chrome.sidebar).toEqual([{ text: 'Guide', items: [{ text: 'A', link: '/en/guide/a/' }] }]);
  });
});
