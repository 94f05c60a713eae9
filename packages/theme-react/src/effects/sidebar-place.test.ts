import { type ResolvedSidebarItem, sidebarBranch } from '@lectern/theme-core';
import { SIDEBAR_PLACE_STORAGE_KEY } from '@lectern/theme-core/dom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from '../components/Sidebar';
import { sidebarPlaceScript } from '../first-paint/scripts';
import { keepSidebarPlace, keepSidebarTree, restoreSidebarPlace, sidebarPlaceOf } from './sidebar-place';

const items: ResolvedSidebarItem[] = [
  { text: 'Guide', items: [{ text: 'Intro', link: '/en/guide/' }] },
  {
    text: 'API',
    link: '/en/api/',
    listed: true,
    collapsed: true,
    items: [
      { text: 'Props', link: '/en/api/props/' },
      {
        text: 'Hooks',
        link: '/en/api/hooks/',
        listed: true,
        collapsed: false,
        items: [{ text: 'useTheme', link: '/en/api/hooks/use-theme/' }],
      },
    ],
  },
  {
    text: 'Recipes',
    link: '/en/recipes/',
    listed: true,
    collapsed: false,
    items: [{ text: 'Forms', link: '/en/recipes/forms/' }],
  },
];
const TREE = '/_lectern/sidebar/abc.json';

/** A page of the group: its sidebar as the server draws it (whole, or by branch with the tree's address). */
function drawPage(path: string, { branch = false } = {}): HTMLElement {
  history.replaceState(null, '', path);
  document.body.innerHTML = renderToStaticMarkup(
    createElement(Sidebar, {
      items: branch ? sidebarBranch(items, path) : items,
      currentPath: path,
      ...(branch ? { tree: TREE } : {}),
    }),
  );
  return document.getElementById('lectern-sidebar') as HTMLElement;
}

/** A section's `<details>`: its summary holds the title, or names it (a title that is a link). */
const detailsOf = (sidebar: HTMLElement, title: string) =>
  [...sidebar.querySelectorAll('details')].find((details) => {
    const summary = details.querySelector('summary');
    return `${summary?.textContent} ${summary?.getAttribute('aria-label')}`.includes(title);
  }) as HTMLDetailsElement;

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  sessionStorage.clear();
});

/** Leaves the page: the place is kept as the page's effects keep it. */
function leave(sidebar: HTMLElement) {
  stops.push(keepSidebarPlace(sidebar));
  window.dispatchEvent(new Event('pagehide'));
}

describe('the sidebar keeps its place from page to page', () => {
  it('opens what the reader opened and closes what they closed, and scrolls as it was', () => {
    let sidebar = drawPage('/en/guide/');
    detailsOf(sidebar, 'API').open = true;
    detailsOf(sidebar, 'Recipes').open = false;
    sidebar.scrollTop = 120;
    leave(sidebar);

    sidebar = drawPage('/en/guide/');
    expect(detailsOf(sidebar, 'API').open).toBe(false);
    restoreSidebarPlace(document);
    expect(detailsOf(sidebar, 'API').open).toBe(true);
    expect(detailsOf(sidebar, 'Recipes').open).toBe(false);
    expect(sidebar.scrollTop).toBe(120);
  });

  it('never closes the section that holds the current page', () => {
    let sidebar = drawPage('/en/guide/');
    detailsOf(sidebar, 'Recipes').open = false;
    leave(sidebar);
    sidebar = drawPage('/en/recipes/forms/');
    restoreSidebarPlace(document);
    expect(detailsOf(sidebar, 'Recipes').open).toBe(true);
  });

  it('changes nothing on a page of another group', () => {
    let sidebar = drawPage('/en/guide/');
    detailsOf(sidebar, 'API').open = true;
    leave(sidebar);
    sessionStorage.setItem(
      SIDEBAR_PLACE_STORAGE_KEY,
      JSON.stringify({
        ...JSON.parse(sessionStorage.getItem(SIDEBAR_PLACE_STORAGE_KEY) ?? '{}'),
        group: 'whole:other',
      }),
    );
    sidebar = drawPage('/en/guide/');
    restoreSidebarPlace(document);
    expect(detailsOf(sidebar, 'API').open).toBe(false);
  });

  it("opens a section the page did not carry from the group's tree kept for the tab, if it is there", () => {
    let sidebar = drawPage('/en/guide/', { branch: true });
    const api = detailsOf(sidebar, 'API');
    api.open = true;
    expect(sidebarPlaceOf(sidebar).open).toContain('lectern-sidebar-1');
    leave(sidebar);

    sidebar = drawPage('/en/recipes/forms/', { branch: true });
    restoreSidebarPlace(document);
    // No tree kept: the section stays closed rather than open and empty.
    expect(detailsOf(sidebar, 'API').open).toBe(false);

    const tree = renderToStaticMarkup(createElement(Sidebar, { items, currentPath: '/__no-page__/' }));
    sessionStorage.setItem(`lectern-sidebar-tree:${TREE}`, tree);
    sidebar = drawPage('/en/recipes/forms/', { branch: true });
    restoreSidebarPlace(document);
    expect(detailsOf(sidebar, 'API').open).toBe(true);
    expect([...detailsOf(sidebar, 'API').querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Props',
      'Hooks',
      'useTheme',
    ]);
    expect(detailsOf(sidebar, 'API').querySelector('[data-sidebar-deferred]')).toBeNull();
  });

  it('runs the same as the first-paint script, which names nothing of this module', () => {
    let sidebar = drawPage('/en/guide/');
    detailsOf(sidebar, 'API').open = true;
    leave(sidebar);
    sidebar = drawPage('/en/guide/');
    new Function(sidebarPlaceScript())();
    expect(detailsOf(sidebar, 'API').open).toBe(true);
    expect(sidebarPlaceScript()).toBe(sidebarPlaceScript());
  });

  it('keeps the place from first paint: a section opened before any other script loaded is open on the next page', () => {
    let sidebar = drawPage('/en/guide/');
    new Function(sidebarPlaceScript())();
    expect(sidebar.hasAttribute('data-place-kept')).toBe(true);
    detailsOf(sidebar, 'API').open = true;
    sidebar.scrollTop = 40;
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(SIDEBAR_PLACE_STORAGE_KEY) ?? '{}')).toMatchObject({
      open: expect.arrayContaining(['lectern-sidebar-1']),
      scroll: 40,
    });

    sidebar = drawPage('/en/recipes/forms/');
    new Function(sidebarPlaceScript())();
    expect(detailsOf(sidebar, 'API').open).toBe(true);
    // The sidebar's behaviour, loaded later, does not keep it a second time: it is given a stop that
    // leaves the first-paint script's keeping in place.
    keepSidebarPlace(sidebar)();
    expect(sidebar.hasAttribute('data-place-kept')).toBe(true);
  });

  it('keeps a tree once for the tab: its address changes with its content', () => {
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    keepSidebarTree(window, TREE, '<ul id="a"></ul>');
    keepSidebarTree(window, TREE, '<ul id="a"></ul>');
    expect(writes).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(`lectern-sidebar-tree:${TREE}`)).toBe('<ul id="a"></ul>');
    writes.mockRestore();
  });

  it("then scrolls the current page's link into the sidebar's view when it is out of it, on any page", () => {
    const sidebar = drawPage('/en/recipes/forms/');
    sidebar.getBoundingClientRect = () => DOMRect.fromRect({ y: 64, height: 200 });
    const link = sidebar.querySelector<HTMLElement>('[aria-current="page"]') as HTMLElement;
    link.getBoundingClientRect = () => DOMRect.fromRect({ y: 400 - sidebar.scrollTop, height: 30 });
    new Function(sidebarPlaceScript())();
    // The link (400–430) comes to the middle of the sidebar (64–264): 149–179.
    expect(sidebar.scrollTop).toBe(251);
    new Function(sidebarPlaceScript())();
    expect(sidebar.scrollTop).toBe(251);
  });

  it('counts only what shows of the sidebar: below the top bars its box may reach past the window', () => {
    const sidebar = drawPage('/en/recipes/forms/');
    // A sidebar under a banner and two bars, 736 px tall, in a window 800 px tall: 93 px of it below.
    sidebar.getBoundingClientRect = () => DOMRect.fromRect({ y: 157, height: 736 });
    const link = sidebar.querySelector<HTMLElement>('[aria-current="page"]') as HTMLElement;
    link.getBoundingClientRect = () => DOMRect.fromRect({ y: 861 - sidebar.scrollTop, height: 30 });
    const height = vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(800);
    new Function(sidebarPlaceScript())();
    // The link (861–891) comes to the middle of what shows (157–800): 464–494.
    expect(sidebar.scrollTop).toBe(398);
    height.mockRestore();
  });
});
