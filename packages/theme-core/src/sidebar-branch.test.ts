import { describe, expect, it } from 'vitest';
import {
  sidebarBranch,
  sidebarLinkCount,
  sidebarSectionKey,
  sidebarSectionsByPage,
} from './sidebar-branch.js';
import type { ResolvedSidebarItem } from './sidebar-resolve.js';
import { sidebarItemState } from './sidebar-tree.js';

const tree: ResolvedSidebarItem[] = [
  { text: 'Home', link: '/en/' },
  {
    text: 'Guide',
    items: [
      { text: 'Install', link: '/en/guide/install/' },
      {
        text: 'Deploy',
        link: '/en/guide/deploy/',
        items: [
          { text: 'Static', link: '/en/guide/deploy/static/' },
          {
            text: 'Edge',
            link: '/en/guide/deploy/edge/',
            listed: true,
            items: [{ text: 'Workers', link: '/en/guide/deploy/edge/workers/' }],
          },
        ],
      },
      {
        text: 'Themes',
        link: '/en/guide/themes/',
        listed: true,
        collapsed: true,
        items: [{ text: 'Dark', link: '/en/guide/themes/dark/' }],
      },
    ],
  },
  { text: 'API', link: '/en/api/', listed: true, items: [{ text: 'Props', link: '/en/api/props/' }] },
];

describe('sidebarBranch', () => {
  it("keeps the top level and the sections that hold the page; the listed others are left to the group's tree", () => {
    expect(sidebarBranch(tree, '/en/guide/deploy/static/')).toEqual([
      { text: 'Home', link: '/en/' },
      {
        text: 'Guide',
        key: '1',
        items: [
          { text: 'Install', link: '/en/guide/install/' },
          {
            text: 'Deploy',
            key: '1.1',
            link: '/en/guide/deploy/',
            items: [
              { text: 'Static', link: '/en/guide/deploy/static/' },
              {
                text: 'Edge',
                link: '/en/guide/deploy/edge/',
                listed: true,
                key: '1.1.1',
                items: [],
                deferred: true,
              },
            ],
          },
          {
            text: 'Themes',
            link: '/en/guide/themes/',
            listed: true,
            collapsed: true,
            key: '1.2',
            items: [],
            deferred: true,
          },
        ],
      },
      { text: 'API', link: '/en/api/', listed: true, key: '2', items: [], deferred: true },
    ]);
  });

  it('keeps the items of a section no page lists, which readers without scripts could not reach otherwise', () => {
    const unlisted: ResolvedSidebarItem[] = [
      { text: 'Guide', items: [{ text: 'Intro', link: '/en/guide/' }] },
      {
        text: 'API',
        link: '/en/api/',
        items: [
          { text: 'Props', link: '/en/api/props/' },
          {
            text: 'Hooks',
            link: '/en/api/hooks/',
            listed: true,
            items: [{ text: 'Use', link: '/en/api/hooks/use/' }],
          },
        ],
      },
    ];
    expect(sidebarBranch(unlisted, '/en/guide/')[1]).toEqual({
      text: 'API',
      link: '/en/api/',
      key: '1',
      items: [
        { text: 'Props', link: '/en/api/props/' },
        { text: 'Hooks', link: '/en/api/hooks/', listed: true, key: '1.1', items: [], deferred: true },
      ],
    });
  });

  it("opens a section whose own link is the page: its items are the page's children", () => {
    const branch = sidebarBranch(tree, '/en/guide/deploy/');
    expect(branch[1]?.items?.[1]?.items?.map((item) => item.text)).toEqual(['Static', 'Edge']);
    expect(branch[1]?.items?.[1]?.items?.[1]?.deferred).toBe(true);
  });

  it('leaves every listed section closed on a page outside the group; the others keep their items', () => {
    const branch = sidebarBranch(tree, '/en/blog/');
    expect(branch.map((item) => item.deferred)).toEqual([undefined, undefined, true]);
    expect(branch[1]?.items?.map((item) => item.deferred)).toEqual([undefined, undefined, true]);
    expect(branch[1]?.items?.[1]?.items?.map((item) => item.deferred)).toEqual([undefined, true]);
  });

  it('finds the branch from the sections known to hold the page, as from searching the group', () => {
    const holders = new Set(sidebarSectionsByPage(tree).get('en/guide/deploy/static'));
    expect(holders).toEqual(new Set(['1', '1.1']));
    expect(sidebarBranch(tree, '/en/guide/deploy/static/', { holders })).toEqual(
      sidebarBranch(tree, '/en/guide/deploy/static/'),
    );
  });

  const long: ResolvedSidebarItem[] = [
    {
      text: 'Pages',
      link: '/en/p/',
      listed: true,
      items: Array.from({ length: 30 }, (_, index) => ({ text: `Page ${index}`, link: `/en/p/${index}/` })),
    },
  ];
  const shown = (path: string, window = 3) =>
    sidebarBranch(long, path, { window })[0]?.items?.map((item) =>
      item.gap ? `gap ${item.gap.from}+${item.gap.count}` : item.text.replace('Page ', ''),
    );

  it("keeps a window of a long list around the page, and a stand-in linking to the section's page for each run left out", () => {
    expect(shown('/en/p/15/')).toEqual(['gap 0+12', '12', '13', '14', '15', '16', '17', '18', 'gap 19+11']);
    expect(sidebarBranch(long, '/en/p/15/', { window: 3 })[0]?.items?.[0]?.gap).toEqual({
      from: 0,
      count: 12,
      href: '/en/p/',
    });
  });

  it('keeps the window whole at the ends of the list', () => {
    expect(shown('/en/p/0/')).toEqual(['0', '1', '2', '3', '4', '5', '6', 'gap 7+23']);
    expect(shown('/en/p/29/')).toEqual(['gap 0+23', '23', '24', '25', '26', '27', '28', '29']);
  });

  it('shows one or two items rather than a stand-in for them', () => {
    expect(shown('/en/p/5/')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', 'gap 9+21']);
    expect(shown('/en/p/5/', 20)?.length).toBe(30);
  });

  it("keeps the first items of a long list on the section's own page", () => {
    expect(shown('/en/p/')).toEqual(['0', '1', '2', '3', '4', '5', '6', 'gap 7+23']);
  });

  it('keeps a long list whole where no page lists it: at the top level, in a section without a page', () => {
    const top = Array.from({ length: 30 }, (_, index) => ({ text: `${index}`, link: `/en/t/${index}/` }));
    expect(sidebarBranch(top, '/en/t/15/', { window: 3 })).toEqual(top);
    const unlisted = [{ text: 'Pages', link: '/en/p/', items: long[0]?.items }];
    expect(shown('/en/p/15/', 3)).toHaveLength(9);
    expect(sidebarBranch(unlisted, '/en/p/15/', { window: 3 })[0]?.items).toHaveLength(30);
  });

  it('keys sections by their positions from the top', () => {
    expect(sidebarSectionKey(undefined, 3)).toBe('3');
    expect(sidebarSectionKey('1.1', 0)).toBe('1.1.0');
  });
});

describe('sidebarLinkCount', () => {
  it('counts every item that leads somewhere, sections with a link included', () => {
    expect(sidebarLinkCount(tree)).toBe(10);
    expect(sidebarLinkCount([])).toBe(0);
  });
});

describe('sidebarItemState of a deferred section', () => {
  it('is collapsible and closed, whatever its collapsed setting', () => {
    for (const collapsed of [undefined, false, true]) {
      expect(
        sidebarItemState({ text: 'API', items: [], deferred: true, collapsed }, '/en/guide/'),
      ).toMatchObject({
        collapsible: true,
        collapsed: true,
      });
    }
  });
});
