import { type ResolvedSidebarItem, sidebarBranch } from '@lectern/theme-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from '../components/Sidebar';
import { fillDeferredSections, fillGap, loadSidebarTree, parseSidebarTree } from './sidebar-tree';

const items: ResolvedSidebarItem[] = [
  { text: 'Guide', items: [{ text: 'Intro', link: '/en/guide/' }] },
  {
    text: 'API',
    link: '/en/api/',
    listed: true,
    items: [
      { text: 'Props', link: '/en/api/props/' },
      { text: 'Hooks', collapsed: true, items: [{ text: 'useTheme', link: '/en/api/hooks/use-theme/' }] },
    ],
  },
];
const TREE = '/_lectern/sidebar/abc.json';
/** The group drawn whole, as its tree file holds it. */
const treeMarkup = renderToStaticMarkup(createElement(Sidebar, { items, currentPath: '/__no-page__/' }));

/** The page's sidebar as the server draws it: the branch of `path`. */
function drawPage(path: string): HTMLElement {
  history.replaceState(null, '', path);
  document.body.innerHTML = renderToStaticMarkup(
    createElement(Sidebar, { items: sidebarBranch(items, path), currentPath: path, tree: TREE }),
  );
  const sidebar = document.querySelector<HTMLElement>('nav');
  if (!sidebar) throw new Error('no sidebar drawn');
  return sidebar;
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A fetch answering the tree (once `release` is called, when held). */
function stubFetch({ held = false, status = 200 } = {}) {
  let release: () => void = () => undefined;
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const fetch = vi.fn(async (url: string) => {
    await gate;
    return new Response(url === TREE ? JSON.stringify({ markup: treeMarkup }) : 'not found', {
      status: url === TREE ? status : 404,
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release: () => release() };
}

describe('fillDeferredSections', () => {
  it("puts each closed section's items in from the tree, keeping the page's own part", () => {
    const sidebar = drawPage('/en/guide/');
    const list = sidebar.querySelector<HTMLElement>('#lectern-sidebar-1');
    expect(list?.children).toHaveLength(0);
    expect(list?.hasAttribute('data-sidebar-deferred')).toBe(true);

    expect(fillDeferredSections(sidebar, treeMarkup)).toBe(1);
    expect([...(list?.querySelectorAll('a') ?? [])].map((link) => link.textContent)).toEqual([
      'Props',
      'useTheme',
    ]);
    expect(list?.hasAttribute('data-sidebar-deferred')).toBe(false);
    // The section stays as the reader left it: closed.
    expect(list?.closest('details')?.open).toBe(false);
    expect(sidebar.querySelector('[aria-current="page"]')?.textContent).toBe('Intro');
    // No id twice: the nested section's list comes with its own id.
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks a link to the current page in what it puts in (a page listed twice)', () => {
    const twice: ResolvedSidebarItem[] = [
      { text: 'Guide', items: [{ text: 'Intro', link: '/en/guide/' }] },
      {
        text: 'Again',
        link: '/en/again/',
        listed: true,
        items: [
          { text: 'Intro again', link: '/en/guide/' },
          { text: 'Other', link: '/en/x/' },
        ],
      },
    ];
    history.replaceState(null, '', '/en/x/');
    document.body.innerHTML = renderToStaticMarkup(
      createElement(Sidebar, {
        items: sidebarBranch(twice, '/en/guide/'),
        currentPath: '/en/guide/',
        tree: TREE,
      }),
    );
    const sidebar = document.querySelector<HTMLElement>('nav') as HTMLElement;
    history.replaceState(null, '', '/en/guide/');
    fillDeferredSections(
      sidebar,
      renderToStaticMarkup(createElement(Sidebar, { items: twice, currentPath: '/' })),
    );
    expect([...sidebar.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent)).toEqual([
      'Intro',
      'Intro again',
    ]);
  });
});

describe('fillGap', () => {
  const long: ResolvedSidebarItem[] = [
    {
      text: 'Pages',
      link: '/en/p/',
      listed: true,
      items: Array.from({ length: 30 }, (_, index) => ({ text: `Page ${index}`, link: `/en/p/${index}/` })),
    },
  ];
  const longTree = renderToStaticMarkup(
    createElement(Sidebar, { items: long, currentPath: '/__no-page__/' }),
  );

  function drawLong(path: string, group: ResolvedSidebarItem[] = long): HTMLElement {
    history.replaceState(null, '', path);
    document.body.innerHTML = renderToStaticMarkup(
      createElement(Sidebar, {
        items: sidebarBranch(group, path, { window: 3 }),
        currentPath: path,
        tree: TREE,
      }),
    );
    return document.querySelector('nav') as HTMLElement;
  }
  const texts = (sidebar: HTMLElement) =>
    [...sidebar.querySelectorAll('#lectern-sidebar-0 > li')].map((item) =>
      item.hasAttribute('data-sidebar-gap')
        ? `[${item.textContent}]`
        : item.textContent?.replace('Page ', ''),
    );

  it('puts the items a stand-in stood for in its place, in order, and moves the focus to the first', () => {
    const sidebar = drawLong('/en/p/15/');
    expect(texts(sidebar)).toEqual([
      '[Show 12 more]',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '[Show 11 more]',
    ]);
    const gaps = sidebar.querySelectorAll<HTMLElement>('[data-sidebar-gap]');
    gaps[0]?.querySelector('a')?.focus();
    expect(fillGap(gaps[0] as HTMLElement, parseSidebarTree(document, longTree))).toBe(true);
    expect(document.activeElement?.textContent).toBe('Page 0');
    expect(fillGap(gaps[1] as HTMLElement, parseSidebarTree(document, longTree))).toBe(true);
    expect(texts(sidebar)).toEqual(Array.from({ length: 30 }, (_, index) => `${index}`));
    expect(sidebar.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('leaves a stand-in whose list the tree does not have', () => {
    const sidebar = drawLong('/en/p/15/');
    const gap = sidebar.querySelector<HTMLElement>('[data-sidebar-gap]') as HTMLElement;
    expect(fillGap(gap, parseSidebarTree(document, '<ul id="lectern-sidebar-1"></ul>'))).toBe(false);
    expect(gap.isConnected).toBe(true);
  });

  it('is pressed by the reader: the tree is loaded if need be, then the items come', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ markup: longTree }))),
    );
    const sidebar = drawLong('/en/p/0/');
    stops.push(loadSidebarTree(sidebar));
    sidebar.querySelector<HTMLAnchorElement>('[data-sidebar-gap] a')?.click();
    await vi.waitFor(() => expect(texts(sidebar)).toHaveLength(30));
  });

  describe("linking to the section's page, which lists its items", () => {
    const listed = long;
    const drawListed = (path: string) => drawLong(path, listed);

    it('leads there without scripts; a section no page lists keeps its whole list instead', () => {
      const sidebar = drawListed('/en/p/15/');
      const stands = [...sidebar.querySelectorAll('[data-sidebar-gap]')];
      expect(stands.map((gap) => gap.querySelector('a')?.getAttribute('href'))).toEqual(['/en/p/', '/en/p/']);
      const own = drawLong('/en/p/15/', [{ ...(long[0] as ResolvedSidebarItem), listed: undefined }]);
      expect(own.querySelector('[data-sidebar-gap]')).toBeNull();
      expect(texts(own)).toHaveLength(30);
    });

    it('puts the items in place when the link is followed with scripts, unless it is opened in a new tab', async () => {
      vi.stubGlobal('requestIdleCallback', () => 1);
      vi.stubGlobal('cancelIdleCallback', () => undefined);
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(
              JSON.stringify({
                markup: renderToStaticMarkup(
                  createElement(Sidebar, { items: listed, currentPath: '/__no-page__/' }),
                ),
              }),
            ),
        ),
      );
      const sidebar = drawListed('/en/p/0/');
      stops.push(loadSidebarTree(sidebar));
      const link = sidebar.querySelector<HTMLAnchorElement>('[data-sidebar-gap] a') as HTMLAnchorElement;
      const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
      link.dispatchEvent(newTab);
      expect(newTab.defaultPrevented).toBe(false);
      expect(link.closest('[aria-busy]')).toBeNull();
      const here = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(here);
      expect(here.defaultPrevented).toBe(true);
      await vi.waitFor(() => expect(texts(sidebar)).toHaveLength(30));
    });
  });
});

describe('loadSidebarTree', () => {
  it('started before the page has loaded: loads the tree once it has, when the browser is idle', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { fetch } = stubFetch();
    const sidebar = drawPage('/en/guide/');
    stops.push(loadSidebarTree(sidebar));
    window.dispatchEvent(new Event('load'));
    expect(fetch).not.toHaveBeenCalled();
    idle?.();
    await vi.waitFor(() => expect(sidebar.querySelectorAll('#lectern-sidebar-1 a')).toHaveLength(2));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(TREE);
  });

  it('started after the page has loaded: loads it at once; a section opened before is busy until it is there', async () => {
    const { fetch, release } = stubFetch({ held: true });
    const sidebar = drawPage('/en/guide/');
    const details = sidebar.querySelector('details') as HTMLDetailsElement;
    details.open = true;
    stops.push(loadSidebarTree(sidebar));
    expect(fetch).toHaveBeenCalledTimes(1);
    const list = sidebar.querySelector('#lectern-sidebar-1');
    expect(list?.getAttribute('aria-busy')).toBe('true');
    release();
    await vi.waitFor(() => expect(list?.querySelectorAll('a')).toHaveLength(2));
    expect(list?.hasAttribute('aria-busy')).toBe(false);
  });

  it('loads it at once when a closed section is opened, marking the list busy until it is there', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { fetch, release } = stubFetch({ held: true });
    const sidebar = drawPage('/en/guide/');
    stops.push(loadSidebarTree(sidebar));
    expect(fetch).not.toHaveBeenCalled();

    const details = sidebar.querySelector('details') as HTMLDetailsElement;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    const list = sidebar.querySelector('#lectern-sidebar-1');
    expect(list?.getAttribute('aria-busy')).toBe('true');
    expect(fetch).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(() => expect(list?.querySelectorAll('a')).toHaveLength(2));
    expect(list?.hasAttribute('aria-busy')).toBe(false);
  });

  it('tries again at the next opening when the tree could not be loaded', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch } = stubFetch({ status: 503 });
    const sidebar = drawPage('/en/guide/');
    stops.push(loadSidebarTree(sidebar));
    const details = sidebar.querySelector('details') as HTMLDetailsElement;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('503')));
    expect(sidebar.querySelector('[aria-busy]')).toBeNull();
    const tries = fetch.mock.calls.length;

    details.dispatchEvent(new Event('toggle'));
    await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(tries));
    // Every try has failed (and said so) before the console is given back.
    await vi.waitFor(() => expect(warn.mock.calls.length).toBe(fetch.mock.calls.length));
    warn.mockRestore();
  });

  it('does nothing for a sidebar drawn whole', () => {
    const { fetch } = stubFetch();
    document.body.innerHTML = treeMarkup;
    stops.push(loadSidebarTree(document.querySelector('nav') as HTMLElement));
    expect(fetch).not.toHaveBeenCalled();
  });
});
