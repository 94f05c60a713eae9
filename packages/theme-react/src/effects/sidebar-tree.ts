import { isActivePath } from '@lectern/theme-core';
import {
  SIDEBAR_DEFERRED_ATTRIBUTE,
  SIDEBAR_GAP_ATTRIBUTE,
  SIDEBAR_TREE_ATTRIBUTE,
} from '@lectern/theme-core/dom';
import { keepSidebarTree } from './sidebar-place';

/** How long after the page has loaded the tree is fetched at the latest, if the browser is never idle. */
const IDLE_TIMEOUT_MS = 3000;

/** The group's whole tree, parsed: a fragment to take lists from by their `id`. */
export function parseSidebarTree(doc: Document, treeMarkup: string): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = treeMarkup;
  return template.content;
}

/** Marks the links among `nodes` (and inside them) that lead to the current page `aria-current="page"`. */
function markCurrent(nodes: readonly Node[], currentPath: string): void {
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    for (const link of [...(node.matches('a[href]') ? [node] : []), ...node.querySelectorAll('a[href]')]) {
      if (isActivePath(currentPath, link.getAttribute('href') ?? undefined)) {
        link.setAttribute('aria-current', 'page');
      }
    }
  }
}

/**
 * Puts the items of the sections the page did not carry (lists marked `data-sidebar-deferred`) into the
 * sidebar, from the group's whole tree (its markup, or parsed by {@link parseSidebarTree}): each list
 * takes the items of the list with the same `id` in the tree. Links in them to the current page are
 * marked `aria-current="page"`. Lists the tree does not have stay as they are.
 *
 * @returns How many lists were filled.
 * @example fillDeferredSections(sidebar, await (await fetch(sidebar.dataset.sidebarTree)).text());
 */
export function fillDeferredSections(sidebar: HTMLElement, tree: string | DocumentFragment): number {
  const doc = sidebar.ownerDocument;
  const fragment = typeof tree === 'string' ? parseSidebarTree(doc, tree) : tree;
  const currentPath = doc.defaultView?.location.pathname ?? '/';
  let filled = 0;
  for (const list of sidebar.querySelectorAll<HTMLElement>(`[${SIDEBAR_DEFERRED_ATTRIBUTE}]`)) {
    const source = list.id ? fragment.getElementById(list.id) : null;
    if (!source) continue;
    const items = [...doc.importNode(source, true).childNodes];
    list.replaceChildren(...items);
    list.removeAttribute(SIDEBAR_DEFERRED_ATTRIBUTE);
    list.removeAttribute('aria-busy');
    markCurrent(items, currentPath);
    filled += 1;
  }
  return filled;
}

/**
 * Puts the items a stand-in of a long list stood for (`data-sidebar-gap="<from>+<count>"`) in its place,
 * taken from the list with the same `id` in the group's whole tree, and moves the focus to the first of
 * them when it was on the stand-in. Links to the current page are marked `aria-current="page"`.
 *
 * @returns Whether the stand-in was replaced (the tree has its list).
 */
export function fillGap(gap: HTMLElement, tree: DocumentFragment): boolean {
  const doc = gap.ownerDocument;
  const [from = Number.NaN, count = Number.NaN] = (gap.getAttribute(SIDEBAR_GAP_ATTRIBUTE) ?? '')
    .split('+')
    .map(Number);
  const list = gap.parentElement;
  const source = list?.id ? tree.getElementById(list.id) : null;
  if (!source || !Number.isInteger(from) || !Number.isInteger(count)) return false;
  const items = [...source.children]
    .filter((child) => child.tagName === 'LI')
    .slice(from, from + count)
    .map((item) => doc.importNode(item, true));
  const hadFocus = gap.contains(doc.activeElement);
  gap.replaceWith(...items);
  markCurrent(items, doc.defaultView?.location.pathname ?? '/');
  if (hadFocus) items[0]?.querySelector<HTMLElement>('a[href], summary, button')?.focus();
  return true;
}

/**
 * Loads the group's whole tree for a sidebar drawn as the page's branch (`data-sidebar-tree` gives its
 * address): at once when started after the page has loaded (a page of an Astro site starts it when the
 * reader reaches for the sidebar), else once the page has loaded and the browser is idle — so a reader
 * who opens a closed section finds its items there — and at once when a section whose items are not there
 * yet is opened. Such a section's list is `aria-busy` until they arrive, also one opened before this
 * started. A "Show 12 more" stand-in of a long list is replaced by its items when pressed (its link to the
 * section's page is followed when the tree cannot be loaded, or when opened in a new tab). The file's
 * address changes with its content, so the browser's cache serves it to every page of the group. A failed
 * load is tried again at the next opening. A sidebar drawn whole needs nothing: this does nothing then.
 *
 * @returns A function that stops it.
 * @example loadSidebarTree(document.getElementById(SIDEBAR_ID));
 */
export function loadSidebarTree(sidebar: HTMLElement): () => void {
  const url = sidebar.getAttribute(SIDEBAR_TREE_ATTRIBUTE);
  const deferred = `[${SIDEBAR_DEFERRED_ATTRIBUTE}]`;
  if (!url || !sidebar.querySelector(`${deferred}, [${SIDEBAR_GAP_ATTRIBUTE}]`)) return () => undefined;
  const view = sidebar.ownerDocument.defaultView ?? window;
  let stopped = false;
  let loading: Promise<DocumentFragment | undefined> | undefined;

  const load = (): Promise<DocumentFragment | undefined> => {
    loading ??= view
      .fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json() as Promise<{ markup?: unknown }>;
      })
      .then(({ markup }) => {
        if (typeof markup !== 'string') throw new Error(`${url} holds no sidebar markup`);
        keepSidebarTree(view, url, markup);
        const tree = parseSidebarTree(sidebar.ownerDocument, markup);
        if (!stopped) fillDeferredSections(sidebar, tree);
        return tree;
      })
      .catch((error: unknown) => {
        loading = undefined;
        for (const busy of sidebar.querySelectorAll('[aria-busy]')) busy.removeAttribute('aria-busy');
        console.warn(`The sidebar's sections could not be loaded: ${String(error)}`);
        return undefined;
      });
    return loading;
  };

  const onToggle = (event: Event) => {
    const details = event.target;
    if (!(details instanceof view.HTMLDetailsElement) || !details.open) return;
    const list = details.querySelector(`:scope > ${deferred}`);
    if (!list) return;
    list.setAttribute('aria-busy', 'true');
    void load();
  };
  sidebar.addEventListener('toggle', onToggle, true);

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof view.Element ? event.target : null;
    const gap = target?.closest<HTMLElement>(`[${SIDEBAR_GAP_ATTRIBUTE}]`);
    const link = target?.closest<HTMLAnchorElement>('a[href]');
    if (!gap || !link || !gap.contains(link)) return;
    // The stand-in links to the section's page: a click meant for a new tab or window goes there.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const { href } = link;
    event.preventDefault();
    gap.setAttribute('aria-busy', 'true');
    void load().then((tree) => {
      if (stopped) return;
      const filled = tree !== undefined && fillGap(gap, tree);
      if (filled) return;
      gap.removeAttribute('aria-busy');
      // Without the tree, the section's page lists the items.
      view.location.assign(href);
    });
  };
  sidebar.addEventListener('click', onClick);

  let cancelIdle: (() => void) | undefined;
  const whenIdle = () => {
    if (typeof view.requestIdleCallback === 'function') {
      const id = view.requestIdleCallback(() => void load(), { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => view.cancelIdleCallback(id);
    } else {
      const id = view.setTimeout(() => void load(), 200);
      cancelIdle = () => view.clearTimeout(id);
    }
  };
  const opened = sidebar.querySelectorAll(`details[open] > ${deferred}`);
  for (const list of opened) list.setAttribute('aria-busy', 'true');
  if (opened.length > 0 || sidebar.ownerDocument.readyState === 'complete') void load();
  else view.addEventListener('load', whenIdle, { once: true });

  return () => {
    stopped = true;
    sidebar.removeEventListener('toggle', onToggle, true);
    sidebar.removeEventListener('click', onClick);
    view.removeEventListener('load', whenIdle);
    cancelIdle?.();
  };
}
