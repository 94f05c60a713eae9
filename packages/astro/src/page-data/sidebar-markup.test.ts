import { type ResolvedSidebarItem, sidebarBranch } from '@lectern/theme-core';
import { SidebarPins } from '@lectern/theme-react';
import { Sidebar } from '@lectern/theme-react/sidebar';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createSidebarDrawings } from './sidebar-markup';

const items: ResolvedSidebarItem[] = [
  {
    text: 'Guide',
    items: [
      { text: 'Intro', link: '/en/guide/' },
      { text: 'Setup & "install"', link: '/en/guide/setup/' },
      {
        text: 'Deep',
        link: '/en/guide/deep/',
        listed: true,
        collapsed: true,
        items: [
          { text: 'One', link: '/en/guide/deep/one/' },
          { text: 'Closed', collapsed: true, items: [{ text: 'Two', link: '/en/guide/deep/two/' }] },
        ],
      },
      {
        text: 'Linked section',
        link: '/en/guide/linked/',
        collapsed: true,
        items: [{ text: 'Child', link: '/en/guide/linked/child/' }],
      },
      {
        text: 'Open section',
        link: '/en/guide/open/',
        listed: true,
        collapsed: false,
        items: [{ text: 'Three', link: '/en/guide/three/' }],
      },
    ],
  },
  { text: 'Elsewhere', link: 'https://example.com/docs' },
  { text: 'Reference', items: [{ text: 'Intro again', link: '/en/guide/' }] },
];
const labels = { 'sidebar.pinned': 'Pinned pages' };
// The drawings of one listing of the pages, as `docPageList` makes them (with its `siteSidebars`).
const drawings = createSidebarDrawings();

/** The sidebar drawn in full for one page, as the route drew it before. */
function drawn(currentPath: string, locale = 'en', drawnItems = items, tree?: string) {
  return renderToStaticMarkup(
    createElement(Sidebar, {
      items: drawnItems,
      tree,
      currentPath,
      labels,
      top: createElement(SidebarPins, { locale, currentPath, labels }),
    }),
  );
}

describe('sidebarMarkup', () => {
  it.each([
    '/en/guide/',
    '/en/guide/setup/',
    '/en/guide/deep/one/',
    '/en/guide/deep/two/',
    '/en/guide/linked/',
    '/en/guide/linked/child/',
    '/en/guide/three/',
    '/en/other/',
    '/en/guide/setup',
  ])('draws the same markup as the full drawing on %s', (currentPath) => {
    expect(drawings.markup({ items, currentPath, locale: 'en', labels })).toBe(drawn(currentPath));
  });

  it('draws the page address of the pinned pages in the language of the page', () => {
    expect(drawings.markup({ items, currentPath: '/zh-CN/a?b="c"', locale: 'zh-CN', labels })).toBe(
      drawn('/zh-CN/a?b="c"', 'zh-CN'),
    );
  });

  const paths = [
    '/en/guide/',
    '/en/guide/deep/one/',
    '/en/guide/deep/two/',
    '/en/guide/linked/child/',
    '/en/other/',
  ];

  it.each(paths)('draws the branch of %s when the group has more links than inline', (currentPath) => {
    const tree = drawings.treeFile({ items, locale: 'en', labels, inlineLinks: 0 });
    expect(tree?.path).toMatch(/^\/_lectern\/sidebar\/[\w-]{16}\.json$/);
    expect(drawings.markup({ items, currentPath, locale: 'en', labels, inlineLinks: 0 })).toBe(
      drawn(currentPath, 'en', sidebarBranch(items, currentPath), tree?.path),
    );
  });

  it("leaves out the items of the listed sections off the page's branch", () => {
    const markup = drawings.markup({
      items,
      currentPath: '/en/guide/three/',
      locale: 'en',
      labels,
      inlineLinks: 0,
    });
    expect(markup).toContain('href="/en/guide/three/"');
    expect(markup).not.toContain('/en/guide/deep/one/');
    expect(markup).toContain('<ul id="lectern-sidebar-0.2" class');
    expect(markup).toMatch(/<ul id="lectern-sidebar-0\.2"[^>]* data-sidebar-deferred=""><\/ul>/);
  });

  it('draws the group whole up to inline links, with no tree file', () => {
    expect(drawings.treeFile({ items, locale: 'en', labels, inlineLinks: 11 })).toBeUndefined();
    expect(drawings.markup({ items, currentPath: '/en/guide/', locale: 'en', labels, inlineLinks: 11 })).toBe(
      drawn('/en/guide/'),
    );
  });

  it('names the tree file by its content, under the base, and draws it whole for no page', () => {
    const tree = drawings.treeFile({ items, locale: 'en', labels, inlineLinks: 0, base: '/docs/' });
    expect(tree?.path).toBe(`/docs/_lectern/sidebar/${tree?.name}`);
    expect(tree?.markup).toContain('href="/en/guide/deep/two/"');
    expect(tree?.markup).not.toContain('aria-current');
    const other = drawings.treeFile({ items: items.slice(0, 2), locale: 'en', labels, inlineLinks: 0 });
    expect(other?.name).not.toBe(tree?.name);
  });

  it("draws a long list of the branch as a window around the page, each run left out as a link to the section's page", () => {
    const long: ResolvedSidebarItem[] = [
      {
        text: 'Pages',
        link: '/en/p/',
        listed: true,
        items: Array.from({ length: 60 }, (_, index) => ({ text: `Page ${index}`, link: `/en/p/${index}/` })),
      },
    ];
    const markup = drawings.markup({
      items: long,
      currentPath: '/en/p/30/',
      locale: 'en',
      labels,
      inlineLinks: 50,
    });
    expect(markup.match(/href="\/en\/p\/\d+\/"/g)).toHaveLength(21);
    expect(markup).toContain('href="/en/p/30/" aria-current="page"');
    expect(markup).toMatch(
      /<li data-sidebar-gap="0\+20"><a href="\/en\/p\/" class="[^"]+">Show 20 more<\/a><\/li>/,
    );
    expect(markup).toContain('data-sidebar-gap="41+19"');
  });
});

describe('createSidebarDrawings', () => {
  it('draws a group’s tree once for all its pages', () => {
    const own = createSidebarDrawings();
    const tree = own.treeFile({ items, locale: 'en', labels, inlineLinks: 0 });
    expect(own.treeFile({ items, locale: 'en', labels, inlineLinks: 0 })).toBe(tree);
    expect(own.treeFile({ items, locale: 'en', labels, inlineLinks: 0, base: '/docs/' })).not.toBe(tree);
  });

  it('keeps what it drew to itself: another listing (a second build, another site) draws its own', () => {
    const first = createSidebarDrawings().treeFile({ items, locale: 'en', labels, inlineLinks: 0 });
    // The same group drawn with another site's texts, in a second build in the same process.
    const otherLabels = { 'sidebar.label': 'Seitennavigation' };
    const second = createSidebarDrawings().treeFile({
      items,
      locale: 'en',
      labels: otherLabels,
      inlineLinks: 0,
    });
    expect(first?.markup).not.toContain('Seitennavigation');
    expect(second?.markup).toContain('aria-label="Seitennavigation"');
    expect(second?.name).not.toBe(first?.name);
  });
});
