import { describe, expect, it } from 'vitest';
import type { SidebarItem } from './config/index.js';
import {
  containsActive,
  flattenSidebar,
  initialCollapsed,
  type SidebarItemState,
  sidebarItemState,
} from './sidebar-tree.js';

const section = (collapsed: boolean | undefined, link?: string): SidebarItem => ({
  text: 'Components',
  ...(link === undefined ? {} : { link }),
  ...(collapsed === undefined ? {} : { collapsed }),
  items: [
    { text: 'Alerts', link: '/components/alerts' },
    { text: 'Forms', items: [{ text: 'Text field', link: '/components/forms/text-field' }] },
  ],
});

describe('containsActive', () => {
  it.each([
    ['the section links to the current page', '/components/', true],
    ['a child links to the current page', '/components/alerts', true],
    ['a child links to the current page with a trailing slash', '/components/alerts/', true],
    ['a child links to the current page as .html', '/components/alerts.html', true],
    ['a grandchild links to the current page', '/components/forms/text-field', true],
    ['no item links to the current page', '/guide/', false],
    ['a child only shares a prefix with the current page', '/components/alerts/api', false],
    ['the current page is the root', '/', false],
  ])('contains the active page when %s (%s): %s', (_sentence, path, expected) => {
    expect(containsActive(section(true, '/components/'), path)).toBe(expected);
  });

  it('never counts an external link as active', () => {
    expect(containsActive({ text: 'GitHub', link: 'https://github.com/' }, '/')).toBe(false);
  });
});

describe('sidebarItemState', () => {
  it.each<[string, SidebarItem, string, SidebarItemState]>([
    [
      'a section with collapsed: true starts closed',
      section(true),
      '/guide/',
      { collapsible: true, collapsed: true, active: false, hasActiveDescendant: false },
    ],
    [
      'a section with collapsed: true stays open when it contains the active page',
      section(true),
      '/components/alerts',
      { collapsible: true, collapsed: false, active: false, hasActiveDescendant: true },
    ],
    [
      'a section with collapsed: true stays open when a nested section contains the active page',
      section(true),
      '/components/forms/text-field/',
      { collapsible: true, collapsed: false, active: false, hasActiveDescendant: true },
    ],
    [
      'a section with collapsed: true stays open when it is the active page',
      section(true, '/components/'),
      '/components/index.html',
      { collapsible: true, collapsed: false, active: true, hasActiveDescendant: false },
    ],
    [
      'a section with collapsed: false starts open',
      section(false),
      '/guide/',
      { collapsible: true, collapsed: false, active: false, hasActiveDescendant: false },
    ],
    [
      'a section without collapsed cannot be collapsed',
      section(undefined),
      '/guide/',
      { collapsible: false, collapsed: false, active: false, hasActiveDescendant: false },
    ],
    [
      'an item without children cannot be collapsed, even with collapsed set',
      { text: 'Intro', link: '/intro', collapsed: true },
      '/intro',
      { collapsible: false, collapsed: false, active: true, hasActiveDescendant: false },
    ],
    [
      'a section with an empty list of children cannot be collapsed',
      { text: 'Empty', collapsed: true, items: [] },
      '/',
      { collapsible: false, collapsed: false, active: false, hasActiveDescendant: false },
    ],
    [
      'a link matching the page only by prefix is not active',
      { text: 'Guide', link: '/guide/' },
      '/guide/intro',
      { collapsible: false, collapsed: false, active: false, hasActiveDescendant: false },
    ],
    [
      'the root link is active on the root page',
      { text: 'Home', link: '/' },
      '/index.html',
      { collapsible: false, collapsed: false, active: true, hasActiveDescendant: false },
    ],
    [
      'a link under a language root is active on its page',
      { text: '指南', link: '/zh-CN/guide/' },
      '/zh-CN/guide',
      { collapsible: false, collapsed: false, active: true, hasActiveDescendant: false },
    ],
  ])('%s', (_sentence, item, path, expected) => {
    expect(sidebarItemState(item, path)).toEqual(expected);
  });
});

describe('initialCollapsed', () => {
  it.each([
    ['starts closed', true, '/guide/', true],
    ['stays open when it contains the active page', true, '/components/alerts#props', false],
    ['starts open with collapsed: false', false, '/guide/', false],
    ['never closes without a collapsed setting', undefined, '/guide/', false],
  ])('a section %s', (_sentence, collapsed, path, expected) => {
    expect(initialCollapsed(section(collapsed), path)).toBe(expected);
  });
});

describe('flattenSidebar', () => {
  it('gives nothing for an empty sidebar', () => {
    expect(flattenSidebar([])).toEqual([]);
  });

  it('lists pages depth first, with a section before its children', () => {
    const items: SidebarItem[] = [
      {
        text: 'Guide',
        link: '/guide/',
        items: [
          { text: 'Install', link: '/guide/install' },
          { text: 'Basics', items: [{ text: 'Theme', link: '/guide/theme' }] },
        ],
      },
      { text: 'API', link: '/api/' },
    ];
    expect(flattenSidebar(items)).toEqual([
      { text: 'Guide', link: '/guide/', key: 'guide' },
      { text: 'Install', link: '/guide/install', key: 'guide/install' },
      { text: 'Theme', link: '/guide/theme', key: 'guide/theme' },
      { text: 'API', link: '/api/', key: 'api' },
    ]);
  });

  it('prefers the pager text to the sidebar text', () => {
    expect(flattenSidebar([{ text: 'Intro', link: '/intro', docFooterText: 'Introduction' }])).toEqual([
      { text: 'Introduction', link: '/intro', key: 'intro' },
    ]);
  });

  it('leaves out items without a link, external links and hash-only links', () => {
    const items: SidebarItem[] = [
      { text: 'Heading only', items: [{ text: 'Intro', link: '/intro' }] },
      { text: 'GitHub', link: 'https://github.com/lectern' },
      { text: 'Mail', link: 'mailto:docs@example.com' },
      { text: 'CDN', link: '//cdn.example.com/' },
      { text: 'Top', link: '#top' },
    ];
    expect(flattenSidebar(items)).toEqual([{ text: 'Intro', link: '/intro', key: 'intro' }]);
  });

  it('keeps a page listed twice once, at its first place', () => {
    const items: SidebarItem[] = [
      { text: 'Intro', link: '/guide/intro' },
      { text: 'Setup', link: '/guide/intro#setup' },
      { text: 'Intro again', link: '/guide/intro/' },
      { text: 'Intro as html', link: '/guide/intro.html' },
      { text: 'Next', link: '/guide/next' },
    ];
    expect(flattenSidebar(items)).toEqual([
      { text: 'Intro', link: '/guide/intro', key: 'guide/intro' },
      { text: 'Next', link: '/guide/next', key: 'guide/next' },
    ]);
  });

  it('walks the deepest allowed nesting', () => {
    const deep: SidebarItem = {
      text: '1',
      items: [
        { text: '2', items: [{ text: '3', items: [{ text: '4', items: [{ text: '5', link: '/five' }] }] }] },
      ],
    };
    expect(flattenSidebar([deep, { text: 'After', link: '/' }])).toEqual([
      { text: '5', link: '/five', key: 'five' },
      { text: 'After', link: '/', key: '' },
    ]);
  });
});
