import { isActivePath } from '@lectern/theme-core';
import { SIDEBAR_DEFERRED_ATTRIBUTE, SIDEBAR_TREE_ATTRIBUTE } from '../components/Sidebar/sidebar-id';

/** How long after the page has loaded the tree is fetched at the latest, if the browser is never idle. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Puts the items of the sections the page did not carry (lists marked `data-sidebar-deferred`) into the
 * sidebar, from the markup of the group's whole tree: each list takes the items of the list with the same
 * `id` in the tree. Links in them to the current page are marked `aria-current="page"`. Lists the tree
 * does not have stay as they are.
 *
 * @returns How many lists were filled.
 * @example fillDeferredSections(sidebar, await (await fetch(sidebar.dataset.sidebarTree)).text());
 */
export function fillDeferredSections(sidebar: HTMLElement, treeMarkup: string): number {
  const doc = sidebar.ownerDocument;
  const template = doc.createElement('template');
  template.innerHTML = treeMarkup;
  const currentPath = doc.defaultView?.location.pathname ?? '/';
  let filled = 0;
  for (const list of sidebar.querySelectorAll<HTMLElement>(`[${SIDEBAR_DEFERRED_ATTRIBUTE}]`)) {
    const source = list.id ? template.content.getElementById(list.id) : null;
    if (!source) continue;
    list.replaceChildren(...doc.importNode(source, true).childNodes);
    list.removeAttribute(SIDEBAR_DEFERRED_ATTRIBUTE);
    list.removeAttribute('aria-busy');
    for (const link of list.querySelectorAll('a[href]')) {
      if (isActivePath(currentPath, link.getAttribute('href') ?? undefined))
        link.setAttribute('aria-current', 'page');
    }
    filled += 1;
  }
  return filled;
}

/**
 * Loads the group's whole tree for a sidebar drawn as the page's branch (`data-sidebar-tree` gives its
 * address): once the page has loaded and the browser is idle — so a reader who opens a closed section
 * finds its items there — or at once when a section whose items are not there yet is opened (its list is
 * `aria-busy` meanwhile). The file's address changes with its content, so the browser's cache serves it
 * to every page of the group. A failed load is tried again at the next opening. A sidebar drawn whole
 * needs nothing: this does nothing then.
 *
 * @returns A function that stops it.
 * @example loadSidebarTree(document.getElementById(SIDEBAR_ID));
 */
export function loadSidebarTree(sidebar: HTMLElement): () => void {
  const url = sidebar.getAttribute(SIDEBAR_TREE_ATTRIBUTE);
  const deferred = `[${SIDEBAR_DEFERRED_ATTRIBUTE}]`;
  if (!url || !sidebar.querySelector(deferred)) return () => undefined;
  const view = sidebar.ownerDocument.defaultView ?? window;
  let stopped = false;
  let loading: Promise<void> | undefined;

  const load = (): Promise<void> => {
    loading ??= view
      .fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.text();
      })
      .then((markup) => {
        if (!stopped) fillDeferredSections(sidebar, markup);
      })
      .catch((error: unknown) => {
        loading = undefined;
        for (const list of sidebar.querySelectorAll(deferred)) list.removeAttribute('aria-busy');
        console.warn(`The sidebar's sections could not be loaded: ${String(error)}`);
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
  if (sidebar.ownerDocument.readyState === 'complete') whenIdle();
  else view.addEventListener('load', whenIdle, { once: true });

  return () => {
    stopped = true;
    sidebar.removeEventListener('toggle', onToggle, true);
    view.removeEventListener('load', whenIdle);
    cancelIdle?.();
  };
}
