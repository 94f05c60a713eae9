import { describe, expect, it } from 'vitest';
import type { Sidebar, SidebarItem } from './config/index.js';
import {
  createSidebarResolver,
  freezeSidebarItems,
  resolveSidebar,
  SidebarDepthError,
  validateSidebarDepth,
} from './sidebar-resolve.js';

/** A chain of items nested `depth` levels deep; the deepest is called "Too deep" (or "Deepest"). */
function nested(depth: number, deepest = 'Too deep'): SidebarItem {
  let item: SidebarItem = { text: deepest, link: '/guide/deep' };
  for (let level = depth - 1; level >= 1; level -= 1) item = { text: `Level ${level}`, items: [item] };
  return item;
}

const texts = (items: readonly { text: string }[]) => items.map((item) => item.text);

const sidebar: Sidebar = {
  '/': [{ text: 'Home sidebar', link: '/about' }],
  '/guide/': [{ text: 'Guide', link: '/guide/' }],
  '/guide/advanced': [{ text: 'Advanced', link: '/guide/advanced/' }],
  '/api': { base: '/api/', items: [{ text: 'Props', link: 'props' }] },
  '/zh-CN/guide/': [{ text: '指南', link: '/zh-CN/guide/' }],
};

describe('resolveSidebar picks the group by the longest matching prefix', () => {
  it.each([
    ['/guide/intro', 'Guide'],
    ['/guide/', 'Guide'],
    ['/guide', 'Guide'],
    ['/guide/index.html', 'Guide'],
    ['/guide/intro.html#setup', 'Guide'],
    ['/guide/advanced', 'Advanced'],
    ['/guide/advanced/', 'Advanced'],
    ['/guide/advanced/plugins/writing', 'Advanced'],
    ['/guide/advanced-topics', 'Guide'],
    ['/guides/x', 'Home sidebar'],
    ['/api/props', 'Props'],
    ['/', 'Home sidebar'],
    ['/zh-CN/guide/intro', '指南'],
    ['/zh-CN/about', 'Home sidebar'],
  ])('on %j it shows the %j group', (path, first) => {
    expect(texts(resolveSidebar(sidebar, path))).toEqual([first]);
  });

  it('shows nothing when no key matches', () => {
    expect(resolveSidebar({ '/guide/': [{ text: 'Guide', link: '/guide/' }] }, '/api/')).toEqual([]);
  });

  it('shows nothing without a sidebar', () => {
    expect(resolveSidebar(undefined, '/guide/')).toEqual([]);
  });

  it('shows nothing for an empty group or an empty sidebar', () => {
    expect(resolveSidebar({ '/guide/': [] }, '/guide/intro')).toEqual([]);
    expect(resolveSidebar({}, '/guide/intro')).toEqual([]);
    expect(resolveSidebar([], '/guide/intro')).toEqual([]);
  });

  it('shows a single list on every page', () => {
    const items = [{ text: 'Intro', link: '/intro' }];
    expect(resolveSidebar(items, '/')).toEqual(items);
    expect(resolveSidebar(items, '/anything/else')).toEqual(items);
  });
});

describe('resolveSidebar under a language prefix', () => {
  const localised: Sidebar = {
    '/': [{ text: 'Shared root', link: '/' }],
    '/guide/': [{ text: 'Shared guide', link: '/guide/intro' }],
    '/zh-CN/guide/': [{ text: '指南', link: '/zh-CN/guide/intro' }],
    '/zh-CN/': [{ text: '中文首页', link: '/zh-CN/' }],
  };

  it.each([
    ['a key with the language wins over a shared key of the same depth', '/zh-CN/guide/intro', '指南'],
    ['a key with the language matches the language root', '/zh-CN/', '中文首页'],
    ['the language root key wins over the shared root', '/zh-CN/api/', '中文首页'],
    ['the root language still uses the shared keys', '/guide/intro', 'Shared guide'],
  ])('%s', (_sentence, path, first) => {
    expect(texts(resolveSidebar(localised, path, { localePrefix: '/zh-CN/' }))).toEqual([first]);
  });

  it.each(['/zh-CN/', '/zh-CN', 'zh-CN'])('accepts the prefix written as %j', (localePrefix) => {
    const shared: Sidebar = { '/guide/': [{ text: 'Guide', link: '/guide/intro' }] };
    expect(resolveSidebar(shared, '/zh-CN/guide/', { localePrefix })).toEqual([
      { text: 'Guide', link: '/zh-CN/guide/intro' },
    ]);
  });

  it('matches keys without the language after removing the prefix, and prefixes their links', () => {
    const shared: Sidebar = {
      '/guide/': {
        base: '/guide/',
        items: [
          { text: 'Intro', link: 'intro' },
          { text: 'Already localised', link: '/zh-CN/guide/faq' },
          { text: 'Home', link: '/' },
          { text: 'Language root', link: '/zh-CN' },
          { text: 'GitHub', link: 'https://github.com/lectern' },
          { text: 'CDN', link: '//cdn.example.com/x' },
          { text: 'Anchor', link: '#top' },
          { text: 'Section without link', items: [{ text: 'Deep', link: '/guide/deep/' }] },
        ],
      },
    };
    expect(resolveSidebar(shared, '/zh-CN/guide/intro', { localePrefix: '/zh-CN/' })).toEqual([
      { text: 'Intro', link: '/zh-CN/guide/intro' },
      { text: 'Already localised', link: '/zh-CN/guide/faq' },
      { text: 'Home', link: '/zh-CN/' },
      { text: 'Language root', link: '/zh-CN' },
      { text: 'GitHub', link: 'https://github.com/lectern' },
      { text: 'CDN', link: '//cdn.example.com/x' },
      { text: 'Anchor', link: '/zh-CN/guide/#top' },
      { text: 'Section without link', items: [{ text: 'Deep', link: '/zh-CN/guide/deep/' }] },
    ]);
  });

  it('shares a single-list sidebar between languages', () => {
    const items = [{ text: 'Intro', link: '/intro' }];
    expect(resolveSidebar(items, '/zh-CN/', { localePrefix: '/zh-CN/' })).toEqual([
      { text: 'Intro', link: '/zh-CN/intro' },
    ]);
  });

  it.each([
    ['the page is outside the language', '/guide/', '/zh-CN/'],
    ['the language is the root language', '/guide/', '/'],
    ['no language is given', '/guide/', undefined],
  ])('leaves links alone when %s', (_sentence, path, localePrefix) => {
    const items = [{ text: 'Intro', link: '/intro' }];
    expect(resolveSidebar(items, path, { localePrefix })).toEqual(items);
  });

  it('does not match a key without the language against the full path of another language', () => {
    expect(resolveSidebar({ '/guide/': [{ text: 'Guide', link: '/guide/' }] }, '/zh-CN/guide/')).toEqual([]);
  });
});

describe('resolveSidebar applies bases', () => {
  it.each<[string, Sidebar, string, unknown]>([
    [
      'a group base is joined to relative links',
      { '/guide/': { base: '/guide/', items: [{ text: 'Intro', link: 'intro' }] } },
      '/guide/',
      [{ text: 'Intro', link: '/guide/intro' }],
    ],
    [
      'a group base without a trailing slash is a folder',
      { '/guide/': { base: '/guide', items: [{ text: 'Intro', link: 'intro.html' }] } },
      '/guide/',
      [{ text: 'Intro', link: '/guide/intro.html' }],
    ],
    [
      'absolute and external links ignore the base',
      {
        '/guide/': {
          base: '/guide/',
          items: [
            { text: 'API', link: '/api/' },
            { text: 'GitHub', link: 'https://github.com' },
          ],
        },
      },
      '/guide/',
      [
        { text: 'API', link: '/api/' },
        { text: 'GitHub', link: 'https://github.com' },
      ],
    ],
    [
      'an item base applies to the item and is inherited by its children',
      [
        {
          text: 'Components',
          base: '/components/',
          link: 'overview',
          collapsed: true,
          items: [
            { text: 'Alerts', link: 'alerts?tab=api#props' },
            { text: 'Forms', base: 'forms/', items: [{ text: 'Text field', link: 'text-field' }] },
            { text: 'Other', base: '/other/', items: [{ text: 'Misc', link: './misc' }] },
          ],
        },
        { text: 'Sibling', link: 'relative' },
      ],
      '/',
      [
        {
          text: 'Components',
          link: '/components/overview',
          collapsed: true,
          items: [
            { text: 'Alerts', link: '/components/alerts?tab=api#props' },
            { text: 'Forms', items: [{ text: 'Text field', link: '/components/forms/text-field' }] },
            { text: 'Other', items: [{ text: 'Misc', link: '/other/misc' }] },
          ],
        },
        { text: 'Sibling', link: 'relative' },
      ],
    ],
    [
      'an item base is relative to the group base',
      {
        '/docs/': {
          base: '/docs/',
          items: [{ text: 'Guide', base: 'guide/', items: [{ text: 'Intro', link: 'intro' }] }],
        },
      },
      '/docs/',
      [{ text: 'Guide', items: [{ text: 'Intro', link: '/docs/guide/intro' }] }],
    ],
    [
      'other item fields are kept',
      [{ text: 'Intro', link: '/intro', docFooterText: 'Introduction', target: '_self', rel: 'help' }],
      '/',
      [{ text: 'Intro', link: '/intro', docFooterText: 'Introduction', target: '_self', rel: 'help' }],
    ],
  ])('%s', (_sentence, config, path, expected) => {
    expect(resolveSidebar(config, path)).toEqual(expected);
  });

  it('does not change the config it was given', () => {
    const config: Sidebar = { '/guide/': { base: '/guide/', items: [{ text: 'Intro', link: 'intro' }] } };
    const copy = structuredClone(config);
    resolveSidebar(config, '/guide/', { localePrefix: '/zh-CN/' });
    resolveSidebar(config, '/zh-CN/guide/', { localePrefix: '/zh-CN/' });
    expect(config).toEqual(copy);
  });
});

describe('the sidebar nests up to depth 5', () => {
  it.each([
    ['a list of top-level items', [{ text: 'Intro', link: '/intro' }]],
    ['nesting at depth 5', [nested(5)]],
    ['an empty list', []],
    [
      'groups keyed by prefix within the limit',
      { '/guide/': [nested(5)], '/api/': { base: '/api/', items: [nested(4)] } },
    ],
  ])('accepts %s', (_sentence, config: Sidebar) => {
    expect(() => validateSidebarDepth(config)).not.toThrow();
    expect(() => resolveSidebar(config, '/guide/')).not.toThrow();
  });

  it.each<[string, Sidebar, string, string]>([
    [
      'a keyed group',
      { '/guide/': [{ text: 'Intro', link: '/guide/' }, nested(6)] },
      '/guide/intro',
      'sidebar["/guide/"][1].items[0].items[0].items[0].items[0].items[0]: "Too deep" is nested 6 levels deep; the limit is 5',
    ],
    [
      'a group with a base',
      { '/api/': { base: '/api/', items: [nested(7, 'Deepest')] } },
      '/api/',
      'sidebar["/api/"].items[0].items[0].items[0].items[0].items[0].items[0]: "Level 6" is nested 6 levels deep; the limit is 5',
    ],
    [
      'a single list',
      [nested(6)],
      '/',
      'sidebar[0].items[0].items[0].items[0].items[0].items[0]: "Too deep" is nested 6 levels deep; the limit is 5',
    ],
  ])('rejects nesting at depth 6 in %s, naming the item', (_sentence, config, path, message) => {
    expect(() => validateSidebarDepth(config)).toThrow(message);
    expect(() => resolveSidebar(config, path)).toThrow(message);
  });

  it('reports the depth, the limit and the path on the error', () => {
    try {
      validateSidebarDepth({ '/guide/': [nested(6)] }, 'themeConfig.sidebar');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SidebarDepthError);
      expect(error).toMatchObject({
        name: 'SidebarDepthError',
        path: 'themeConfig.sidebar["/guide/"][0].items[0].items[0].items[0].items[0].items[0]',
        text: 'Too deep',
        depth: 6,
        limit: 5,
      });
    }
  });

  it('only checks the group shown when resolving', () => {
    const config: Sidebar = { '/guide/': [nested(2)], '/deep/': [nested(6)] };
    expect(texts(resolveSidebar(config, '/guide/'))).toEqual(['Level 1']);
    expect(() => validateSidebarDepth(config)).toThrow(SidebarDepthError);
  });
});

describe('createSidebarResolver', () => {
  const sidebar: Sidebar = {
    '/guide/': {
      base: '/guide/',
      items: [
        { text: 'Intro', link: 'intro' },
        { text: 'More', items: [{ text: 'Deep', link: 'deep' }] },
      ],
    },
    '/api/': [{ text: 'Hooks', link: '/api/hooks' }],
  };

  it('gives every page of a group the same frozen array, resolved as resolveSidebar resolves it', () => {
    const sidebars = createSidebarResolver();
    const intro = sidebars.resolve(sidebar, '/guide/intro');
    expect(sidebars.resolve(sidebar, '/guide/deep/')).toBe(intro);
    expect(intro).toEqual(resolveSidebar(sidebar, '/guide/intro'));
    expect(Object.isFrozen(intro) && Object.isFrozen(intro[1]) && Object.isFrozen(intro[1]?.items)).toBe(
      true,
    );
    expect(sidebars.resolve(sidebar, '/api/hooks')).not.toBe(intro);
    expect(sidebars.resolve(sidebar, '/elsewhere/')).toEqual([]);
    expect(sidebars.resolve(undefined, '/guide/')).toEqual([]);
  });

  it('resolves a group shared between languages once per language', () => {
    const sidebars = createSidebarResolver();
    const zh = sidebars.resolve(sidebar, '/zh-CN/guide/intro', { localePrefix: '/zh-CN/' });
    expect(zh[0]?.link).toBe('/zh-CN/guide/intro');
    expect(sidebars.resolve(sidebar, '/zh-CN/guide/deep', { localePrefix: '/zh-CN/' })).toBe(zh);
    expect(sidebars.resolve(sidebar, '/guide/intro')[0]?.link).toBe('/guide/intro');
  });

  it('remembers nothing between resolvers, and resolveSidebar remembers nothing at all', () => {
    expect(createSidebarResolver().resolve(sidebar, '/guide/')).not.toBe(
      createSidebarResolver().resolve(sidebar, '/guide/'),
    );
    const fresh = resolveSidebar(sidebar, '/guide/');
    expect(resolveSidebar(sidebar, '/guide/')).not.toBe(fresh);
    expect(Object.isFrozen(fresh)).toBe(false);
  });

  it("flattens a list once, frozen, each page with its key; the config's own values stay unfrozen", () => {
    const badge = { text: 'new' };
    const sidebars = createSidebarResolver();
    const items = sidebars.resolve({ '/': [{ text: 'Intro', link: '/intro/', badge }] }, '/intro/');
    const pages = sidebars.flatten(items);
    expect(pages).toEqual([{ text: 'Intro', link: '/intro/', key: 'intro' }]);
    expect(sidebars.flatten(items)).toBe(pages);
    expect(Object.isFrozen(pages) && Object.isFrozen(pages[0])).toBe(true);
    expect(Object.isFrozen(badge)).toBe(false);
  });
});

describe('freezeSidebarItems', () => {
  it('freezes a list in place with its items and their lists, leaving the values they share', () => {
    const badge = { text: 'new' };
    const list = [{ text: 'Guide', items: [{ text: 'Intro', link: '/intro/', badge }] }];
    const frozen = freezeSidebarItems(list);
    expect(frozen).toBe(list);
    expect([list, list[0], list[0]?.items, list[0]?.items[0]].every((value) => Object.isFrozen(value))).toBe(
      true,
    );
    expect(Object.isFrozen(badge)).toBe(false);
  });
});
