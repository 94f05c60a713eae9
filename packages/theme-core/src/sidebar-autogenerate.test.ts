import { describe, expect, it } from 'vitest';
import {
  emptySidebarDirectories,
  expandSidebar,
  folderKey,
  normalizeSlug,
  type SidebarSourcePage,
  sidebarFromPages,
  sidebarWithoutUnknownSlugs,
  unknownSidebarSlugs,
} from './sidebar-autogenerate.js';

const reference: SidebarSourcePage[] = [
  { slug: '', title: 'Home' },
  { slug: 'reference/markdown', title: 'Markdown' },
  { slug: 'reference/frontmatter', title: 'Frontmatter' },
  { slug: 'reference/layouts', title: 'Layouts', order: 2 },
  { slug: 'reference/configuration', title: 'Configuration', order: 1 },
  { slug: 'reference', title: 'Reference' },
  { slug: 'references/other', title: 'Not in the folder' },
  { slug: 'guide/intro', title: 'Intro' },
];

describe('sidebarFromPages', () => {
  it('lists the pages of the folder by order, then by title, without the folder’s own page', () => {
    expect(sidebarFromPages(reference, 'reference')).toEqual([
      { text: 'Configuration', link: '/reference/configuration/' },
      { text: 'Layouts', link: '/reference/layouts/' },
      { text: 'Frontmatter', link: '/reference/frontmatter/' },
      { text: 'Markdown', link: '/reference/markdown/' },
    ]);
  });

  it('accepts the folder with slashes around it', () => {
    expect(sidebarFromPages(reference, '/reference/')).toEqual(sidebarFromPages(reference, 'reference'));
  });

  it('puts the language in front of the links', () => {
    expect(sidebarFromPages(reference, 'guide', { locale: 'zh-CN' })).toEqual([
      { text: 'Intro', link: '/zh-CN/guide/intro/' },
    ]);
  });

  it('uses sidebarText in place of the title, also for sorting', () => {
    const pages = [
      { slug: 'a/one', title: 'Zebra', sidebarText: 'Aardvark' },
      { slug: 'a/two', title: 'Bee' },
    ];
    expect(sidebarFromPages(pages, 'a').map((item) => item.text)).toEqual(['Aardvark', 'Bee']);
  });

  it('sorts titles in the language’s alphabetical order, numbers by value', () => {
    const pages = [
      { slug: 'x/b', title: 'Step 10' },
      { slug: 'x/a', title: 'step 2' },
      { slug: 'x/c', title: 'Émile' },
      { slug: 'x/d', title: 'Eve' },
    ];
    expect(sidebarFromPages(pages, 'x').map((item) => item.text)).toEqual([
      'Émile',
      'Eve',
      'step 2',
      'Step 10',
    ]);
  });

  it('makes a group of each subfolder, named after the folder when it has no page of its own', () => {
    const pages = [
      { slug: 'components/alert', title: 'Alert' },
      { slug: 'components/data-tables/sorting', title: 'Sorting', order: 2 },
      { slug: 'components/data-tables/basics', title: 'Basics', order: 1 },
      { slug: 'components/zebra', title: 'Zebra' },
    ];
    expect(sidebarFromPages(pages, 'components')).toEqual([
      { text: 'Alert', link: '/components/alert/' },
      {
        text: 'Data tables',
        items: [
          { text: 'Basics', link: '/components/data-tables/basics/' },
          { text: 'Sorting', link: '/components/data-tables/sorting/' },
        ],
      },
      { text: 'Zebra', link: '/components/zebra/' },
    ]);
  });

  it('names, places and links a group by the folder’s own page, wherever it comes in the list', () => {
    for (const pages of [
      [
        { slug: 'guide/advanced', title: 'Going further', order: 0 },
        { slug: 'guide/advanced/plugins', title: 'Plugins' },
        { slug: 'guide/basics', title: 'Basics', order: 1 },
      ],
      [
        { slug: 'guide/basics', title: 'Basics', order: 1 },
        { slug: 'guide/advanced/plugins', title: 'Plugins' },
        { slug: 'guide/advanced', title: 'Going further', order: 0 },
      ],
    ]) {
      expect(sidebarFromPages(pages, 'guide', { collapsed: true })).toEqual([
        {
          text: 'Going further',
          link: '/guide/advanced/',
          collapsed: true,
          items: [{ text: 'Plugins', link: '/guide/advanced/plugins/' }],
        },
        { text: 'Basics', link: '/guide/basics/' },
      ]);
    }
  });

  it('nests folders within folders', () => {
    const pages = [{ slug: 'a/b/c/d', title: 'Deep' }];
    expect(sidebarFromPages(pages, 'a')).toEqual([
      { text: 'B', items: [{ text: 'C', items: [{ text: 'Deep', link: '/a/b/c/d/' }] }] },
    ]);
  });

  it('gives nothing for a folder without pages', () => {
    expect(sidebarFromPages(reference, 'nowhere')).toEqual([]);
  });
});

describe('expandSidebar', () => {
  const pages: SidebarSourcePage[] = [
    { slug: 'reference/markdown', title: 'Markdown' },
    { slug: 'reference/layouts', title: 'Layouts' },
  ];

  it('fills autogenerate items after their written items, in every keyed group', () => {
    expect(
      expandSidebar(
        {
          '/reference/': [
            {
              text: 'Reference',
              items: [{ text: 'Packages', link: '/reference/packages/' }],
              autogenerate: { directory: 'reference' },
            },
          ],
          '/guide/': { base: '/guide/', items: [{ text: 'Intro', link: 'intro' }] },
        },
        pages,
      ),
    ).toEqual({
      '/reference/': [
        {
          text: 'Reference',
          items: [
            { text: 'Packages', link: '/reference/packages/' },
            { text: 'Layouts', link: '/reference/layouts/' },
            { text: 'Markdown', link: '/reference/markdown/' },
          ],
        },
      ],
      '/guide/': { base: '/guide/', items: [{ text: 'Intro', link: 'intro' }] },
    });
  });

  it('expands nested items and single-list sidebars, with the language in the links', () => {
    expect(
      expandSidebar(
        [{ text: 'Docs', items: [{ text: 'Reference', autogenerate: { directory: 'reference' } }] }],
        pages,
        { locale: 'en' },
      ),
    ).toEqual([
      {
        text: 'Docs',
        items: [
          {
            text: 'Reference',
            items: [
              { text: 'Layouts', link: '/en/reference/layouts/' },
              { text: 'Markdown', link: '/en/reference/markdown/' },
            ],
          },
        ],
      },
    ]);
  });

  it('leaves a sidebar without autogenerate items as it is, and no sidebar as none', () => {
    const sidebar = [{ text: 'A', link: '/a/' }];
    expect(expandSidebar(sidebar, pages)).toEqual(sidebar);
    expect(expandSidebar(undefined, pages)).toBeUndefined();
  });
});

describe('expandSidebar in one language', () => {
  const pages: SidebarSourcePage[] = [
    { slug: 'guide/intro', title: '简介', sidebarText: '开始' },
    { slug: 'guide/setup', title: 'Setup', sidebarBadge: { text: 'New', type: 'tip' } },
    { slug: 'guide/old', title: 'Old page', sidebarHidden: true },
    { slug: 'guide', title: 'Guide' },
  ];

  it('writes each item in the language of its translations, else as written', () => {
    expect(
      expandSidebar(
        [
          {
            text: 'Guide',
            translations: { 'zh-CN': '指南', ja: 'ガイド' },
            items: [{ text: 'Home', link: '/' }],
          },
        ],
        pages,
        { locale: 'zh-CN' },
      ),
    ).toEqual([{ text: '指南', items: [{ text: 'Home', link: '/' }] }]);
    expect(
      expandSidebar([{ text: 'Guide', translations: { 'zh-CN': '指南' } }], pages, { locale: 'en' }),
    ).toEqual([{ text: 'Guide' }]);
  });

  it('links an item naming a page by slug to that page in the language, with its sidebar text or title', () => {
    expect(
      expandSidebar(
        [
          { slug: 'guide/intro' },
          { slug: '/guide/setup/' },
          { slug: 'guide/setup', text: 'Install', badge: { text: 'Beta', type: 'warning' } },
          { slug: 'guide/index' },
        ],
        pages,
        { locale: 'zh-CN' },
      ),
    ).toEqual([
      { text: '开始', link: '/zh-CN/guide/intro/' },
      { text: 'Setup', link: '/zh-CN/guide/setup/', badge: { text: 'New', type: 'tip' } },
      { text: 'Install', link: '/zh-CN/guide/setup/', badge: { text: 'Beta', type: 'warning' } },
      { text: 'Guide', link: '/zh-CN/guide/' },
    ]);
  });

  it('leaves out an item naming a page that is not built', () => {
    expect(
      expandSidebar([{ slug: 'guide/draft' }, { slug: 'guide/setup' }], pages, { locale: 'en' }),
    ).toEqual([{ text: 'Setup', link: '/en/guide/setup/', badge: { text: 'New', type: 'tip' } }]);
  });

  it('matches a slug written in decomposed Unicode to the page', () => {
    const cafe = [{ slug: 'caf\u00e9', title: 'Café' }];
    expect(expandSidebar([{ slug: 'cafe\u0301' }], cafe, { locale: 'fr' })).toEqual([
      { text: 'Café', link: '/fr/caf\u00e9/' },
    ]);
  });

  it('gives generated entries their badge and leaves hidden pages out', () => {
    expect(
      expandSidebar([{ text: 'Guide', autogenerate: { directory: 'guide' } }], pages, { locale: 'en' }),
    ).toEqual([
      {
        text: 'Guide',
        items: [
          { text: 'Setup', link: '/en/guide/setup/', badge: { text: 'New', type: 'tip' } },
          { text: '开始', link: '/en/guide/intro/' },
        ],
      },
    ]);
  });
});

describe('unknownSidebarSlugs', () => {
  it('names each item whose slug no page has, where it is written, with the closest slug', () => {
    expect(
      unknownSidebarSlugs(
        {
          '/guide/': [{ text: 'Guide', items: [{ slug: 'guide/intro' }, { slug: 'guide/intor' }] }],
          '/api/': { base: '/api/', items: [{ slug: 'nothing/like/it' }] },
        },
        ['guide/intro', 'guide/setup/index'],
      ),
    ).toEqual([
      { path: 'sidebar["/guide/"][0].items[1].slug', slug: 'guide/intor', suggestion: 'guide/intro' },
      { path: 'sidebar["/api/"].items[0].slug', slug: 'nothing/like/it' },
    ]);
    expect(unknownSidebarSlugs([{ slug: 'guide/setup/' }], ['guide/setup/index'])).toEqual([]);
    expect(unknownSidebarSlugs(undefined, [])).toEqual([]);
  });
});

describe('normalizeSlug', () => {
  it.each([
    ['guide/intro', 'guide/intro'],
    ['/guide/intro/', 'guide/intro'],
    ['guide/index', 'guide'],
    ['index', ''],
    ['', ''],
    ['cafe\u0301', 'caf\u00e9'],
  ])('writes %j as %j', (slug, normalized) => {
    expect(normalizeSlug(slug)).toBe(normalized);
  });
});

describe('folders named as written on disk, and in any Unicode normalisation', () => {
  const pages = [
    { slug: 'deprecated-api/old-button', title: 'Old button' },
    { slug: 'guides/caf\u00e9/menu', title: 'Menu' },
    { slug: 'reference/a', title: 'A' },
  ];

  it.each(['Deprecated API', 'deprecated-api', 'deprecated_api/', '/Deprecated API/'])(
    'finds the pages of %j',
    (directory) => {
      expect(sidebarFromPages(pages, directory)).toEqual([
        { text: 'Old button', link: '/deprecated-api/old-button/' },
      ]);
    },
  );

  it('finds a folder written decomposed among slugs written composed', () => {
    expect(sidebarFromPages(pages, 'guides/cafe\u0301')).toEqual([
      { text: 'Menu', link: '/guides/caf\u00e9/menu/' },
    ]);
  });

  it('folderKey reads a name as the content layer spells it', () => {
    expect(folderKey('Deprecated API')).toBe('deprecated-api');
    expect(folderKey('Cafe\u0301 & Bar')).toBe('caf\u00e9-bar');
  });

  it('lists the autogenerated groups whose directory holds no page, with the closest folder', () => {
    expect(
      emptySidebarDirectories(
        {
          '/guide/': [
            { text: 'A', autogenerate: { directory: 'Deprecated API' } },
            { text: 'B', items: [{ text: 'C', autogenerate: { directory: 'refrence' } }] },
            { text: 'All', autogenerate: { directory: '' } },
            { text: 'D', autogenerate: { directory: 'nothing-like-it' } },
          ],
        },
        pages.map((page) => page.slug),
      ),
    ).toEqual([
      {
        path: 'sidebar["/guide/"][1].items[0].autogenerate.directory',
        directory: 'refrence',
        suggestion: 'reference',
      },
      { path: 'sidebar["/guide/"][3].autogenerate.directory', directory: 'nothing-like-it' },
    ]);
  });
});

describe('sidebarWithoutUnknownSlugs', () => {
  it('leaves out the items naming pages the version lacks, and the groups they leave empty', () => {
    expect(
      sidebarWithoutUnknownSlugs(
        [
          { text: 'Guide', items: [{ slug: 'guide/a' }, { slug: 'guide/new' }] },
          { text: 'New', items: [{ slug: 'new/one' }] },
          { text: 'Home', link: '/', items: [{ slug: 'new/two' }] },
          { text: 'Elsewhere', link: 'https://example.com' },
        ],
        ['guide/a/'],
      ),
    ).toEqual([
      { text: 'Guide', items: [{ slug: 'guide/a' }] },
      { text: 'Home', link: '/', items: [] },
      { text: 'Elsewhere', link: 'https://example.com' },
    ]);
  });

  it('keeps the groups of a sidebar per address prefix', () => {
    expect(
      sidebarWithoutUnknownSlugs(
        {
          '/guide/': [{ slug: 'guide/a' }, { slug: 'guide/b' }],
          '/api/': { base: 'api', items: [{ slug: 'x' }] },
        },
        ['guide/b'],
      ),
    ).toEqual({ '/guide/': [{ slug: 'guide/b' }], '/api/': { base: 'api', items: [] } });
    expect(sidebarWithoutUnknownSlugs(undefined, [])).toBeUndefined();
  });
});
