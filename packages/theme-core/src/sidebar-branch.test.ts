import { describe, expect, it } from 'vitest';
import { sidebarBranch, sidebarLinkCount, sidebarSectionKey } from './sidebar-branch.js';
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
          { text: 'Edge', items: [{ text: 'Workers', link: '/en/guide/deploy/edge/workers/' }] },
        ],
      },
      { text: 'Themes', collapsed: true, items: [{ text: 'Dark', link: '/en/guide/themes/dark/' }] },
    ],
  },
  { text: 'API', items: [{ text: 'Props', link: '/en/api/props/' }] },
];

describe('sidebarBranch', () => {
  it("keeps the top level and the sections that hold the page; the others are left to the group's tree", () => {
    expect(sidebarBranch(tree, '/en/guide/deploy/static/')).toEqual([
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
              { text: 'Edge', items: [], deferred: '1.1.1' },
            ],
          },
          { text: 'Themes', collapsed: true, items: [], deferred: '1.2' },
        ],
      },
      { text: 'API', items: [], deferred: '2' },
    ]);
  });

  it("opens a section whose own link is the page: its items are the page's children", () => {
    const branch = sidebarBranch(tree, '/en/guide/deploy/');
    expect(branch[1]?.items?.[1]?.items?.map((item) => item.text)).toEqual(['Static', 'Edge']);
    expect(branch[1]?.items?.[1]?.items?.[1]?.deferred).toBe('1.1.1');
  });

  it('leaves every section closed on a page outside the group', () => {
    expect(sidebarBranch(tree, '/en/blog/').map((item) => item.deferred)).toEqual([undefined, '1', '2']);
  });

  it('keys sections by their positions from the top', () => {
    expect(sidebarSectionKey(undefined, 3)).toBe('3');
    expect(sidebarSectionKey('1.1', 0)).toBe('1.1.0');
  });
});

describe('sidebarLinkCount', () => {
  it('counts every item that leads somewhere, sections with a link included', () => {
    expect(sidebarLinkCount(tree)).toBe(7);
    expect(sidebarLinkCount([])).toBe(0);
  });
});

describe('sidebarItemState of a deferred section', () => {
  it('is collapsible and closed, whatever its collapsed setting', () => {
    for (const collapsed of [undefined, false, true]) {
      expect(
        sidebarItemState({ text: 'API', items: [], deferred: '2', collapsed }, '/en/guide/'),
      ).toMatchObject({
        collapsible: true,
        collapsed: true,
      });
    }
  });
});
