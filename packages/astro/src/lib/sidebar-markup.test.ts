import type { ResolvedSidebarItem } from '@lectern/theme-core';
import { SidebarPins } from '@lectern/theme-react';
import { Sidebar } from '@lectern/theme-react/sidebar';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sidebarMarkup } from './sidebar-markup';

const items: ResolvedSidebarItem[] = [
  {
    text: 'Guide',
    items: [
      { text: 'Intro', link: '/en/guide/' },
      { text: 'Setup & "install"', link: '/en/guide/setup/' },
      {
        text: 'Deep',
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
      { text: 'Open section', collapsed: false, items: [{ text: 'Three', link: '/en/guide/three/' }] },
    ],
  },
  { text: 'Elsewhere', link: 'https://example.com/docs' },
  { text: 'Reference', items: [{ text: 'Intro again', link: '/en/guide/' }] },
];
const labels = { 'sidebar.pinned': 'Pinned pages' };

/** The sidebar drawn in full for one page, as the route drew it before. */
function drawn(currentPath: string, locale = 'en') {
  return renderToStaticMarkup(
    createElement(Sidebar, {
      items,
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
    expect(sidebarMarkup({ items, currentPath, locale: 'en', labels })).toBe(drawn(currentPath));
  });

  it('draws the page address of the pinned pages in the language of the page', () => {
    expect(sidebarMarkup({ items, currentPath: '/zh-CN/a?b="c"', locale: 'zh-CN', labels })).toBe(
      drawn('/zh-CN/a?b="c"', 'zh-CN'),
    );
  });
});
