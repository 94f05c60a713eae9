import { describe, expect, it } from 'vitest';
import type { ResolvedSidebarItem } from './sidebar-resolve.js';
import { sidebarSectionPages } from './sidebar-section-pages.js';

const group: ResolvedSidebarItem[] = [
  { text: 'Overview', link: '/en/components/' },
  {
    text: 'Data tables',
    collapsed: true,
    items: [
      { text: 'Basics', link: '/en/components/data-tables/basics/' },
      {
        text: 'Editing',
        items: [
          { text: 'Cells', link: '/en/components/data-tables/editing/cells/' },
          { text: 'Rows', link: '/en/components/data-tables/editing/rows/' },
        ],
      },
    ],
  },
  {
    text: 'Forms',
    link: '/en/components/forms/',
    items: [{ text: 'Input', link: '/en/components/forms/input/' }],
  },
];

const free = { isFree: () => true };

describe('sidebarSectionPages', () => {
  it('gives each section without a link the folder that holds its pages, at every depth', () => {
    const { items, pages } = sidebarSectionPages(group, free);
    expect(pages.map(({ path, title }) => ({ path, title }))).toEqual([
      { path: '/en/components/data-tables/', title: 'Data tables' },
      { path: '/en/components/data-tables/editing/', title: 'Editing' },
    ]);
    expect(items[1]).toMatchObject({
      text: 'Data tables',
      link: '/en/components/data-tables/',
      listed: true,
      collapsed: true,
    });
    expect(items[1]?.items?.[1]).toMatchObject({
      text: 'Editing',
      link: '/en/components/data-tables/editing/',
    });
    // The page lists the section's items as the group has them, the inner section linked.
    expect(pages[0]?.items).toEqual(items[1]?.items);
    // A section with a link of its own keeps it; the given group is not changed.
    expect(items[2]).toBe(group[2]);
    expect(items[2]?.listed).toBeUndefined();
    expect(group[1]?.link).toBeUndefined();
  });

  it('leaves a section whose folder has a page, or is another group’s, to the caller’s isFree', () => {
    const asked: string[] = [];
    const { items, pages } = sidebarSectionPages(group, {
      isFree: (path) => {
        asked.push(path);
        return path !== '/en/components/data-tables/';
      },
    });
    expect(asked).toEqual(['/en/components/data-tables/', '/en/components/data-tables/editing/']);
    expect(items[1]?.link).toBeUndefined();
    expect(pages.map((page) => page.path)).toEqual(['/en/components/data-tables/editing/']);
  });

  it('gives no page to sections that share a folder, or whose pages share none', () => {
    const { items, pages } = sidebarSectionPages(
      [
        { text: 'Start', items: [{ text: 'Install', link: '/en/guide/install/' }] },
        { text: 'Go further', items: [{ text: 'Deploy', link: '/en/guide/deploy/' }] },
        {
          text: 'Elsewhere',
          items: [
            { text: 'Home', link: '/en/' },
            { text: 'Chat', link: 'https://chat.example.com/' },
          ],
        },
        { text: 'Anchors', items: [{ text: 'Top', link: '#top' }] },
      ],
      free,
    );
    expect(pages).toEqual([]);
    expect(items.every((item) => item.link === undefined)).toBe(true);
  });

  it('returns the group itself when no section gets a page', () => {
    const plain: ResolvedSidebarItem[] = [{ text: 'Intro', link: '/en/intro/' }];
    expect(sidebarSectionPages(plain, free).items).toBe(plain);
  });
});
