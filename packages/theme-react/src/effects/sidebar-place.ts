import {
  SIDEBAR_DEFERRED_ATTRIBUTE,
  SIDEBAR_ID,
  SIDEBAR_PLACE_STORAGE_KEY,
  SIDEBAR_TREE_ATTRIBUTE,
  SIDEBAR_TREE_STORAGE_PREFIX,
} from '@lectern/theme-core/dom';

/** The sidebar's place as the reader left it on a page. */
export interface SidebarPlace {
  /** The sidebar group: its tree's address, or a digest of its links when it is drawn whole. */
  group: string;
  /** How far its column was scrolled. */
  scroll: number;
  /** The lists (by `id`) of the sections that were open, and of those that were closed. */
  open: string[];
  closed: string[];
}

/** The sidebar's attribute saying its place is kept already (see {@link keepSidebarPlace}). */
const KEPT_ATTRIBUTE = 'data-place-kept';

/**
 * Which sidebar group this is: its tree's address when drawn by branch, else a digest of its links' and
 * titles' text (every page of a group draws the same ones).
 */
export function sidebarGroupOf(sidebar: HTMLElement): string {
  const tree = sidebar.getAttribute(SIDEBAR_TREE_ATTRIBUTE);
  if (tree) return tree;
  let hash = 2166136261;
  const text = [...sidebar.querySelectorAll('a[href], summary, h2')]
    .map((node) => node.getAttribute('href') ?? node.textContent)
    .join('\n');
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  }
  return `whole:${(hash >>> 0).toString(36)}`;
}

/**
 * Puts the sidebar back where the reader left it on the previous page of the group: the sections they
 * opened open (a section the page did not carry is filled from the group's tree kept for the tab, if it
 * is there), those they closed closed — unless one holds the current page — and its column scrolled as
 * it was. Nothing happens on the first page, or on a page of another group.
 */
export function restoreSidebarPlace(doc: Document): void {
  const sidebar = doc.getElementById(SIDEBAR_ID);
  const storage = doc.defaultView?.sessionStorage;
  if (!sidebar || !storage) return;
  let place: SidebarPlace | undefined;
  try {
    place = JSON.parse(storage.getItem(SIDEBAR_PLACE_STORAGE_KEY) ?? 'null') ?? undefined;
  } catch {
    return;
  }
  if (!place || place.group !== sidebarGroupOf(sidebar)) return;
  const detailsOf = (id: string) => {
    const list = doc.getElementById(id);
    const details = list?.parentElement;
    return list && sidebar.contains(list) && details?.tagName === 'DETAILS'
      ? { list, details: details as HTMLDetailsElement }
      : undefined;
  };
  let tree: DocumentFragment | undefined;
  for (const id of place.open) {
    const found = detailsOf(id);
    if (!found) continue;
    if (found.list.hasAttribute(SIDEBAR_DEFERRED_ATTRIBUTE)) {
      if (!tree) {
        const markup = storage.getItem(
          SIDEBAR_TREE_STORAGE_PREFIX + (sidebar.getAttribute(SIDEBAR_TREE_ATTRIBUTE) ?? ''),
        );
        if (!markup) continue;
        const template = doc.createElement('template');
        template.innerHTML = markup;
        tree = template.content;
      }
      const source = tree.getElementById(id);
      if (!source) continue;
      found.list.replaceChildren(...doc.importNode(source, true).childNodes);
      found.list.removeAttribute(SIDEBAR_DEFERRED_ATTRIBUTE);
    }
    found.details.open = true;
  }
  for (const id of place.closed) {
    const found = detailsOf(id);
    if (found && !found.details.querySelector('[aria-current="page"]')) found.details.open = false;
  }
  sidebar.scrollTop = place.scroll;
}

/**
 * Scrolls `container` (the sidebar's own scrolling box) so that the link marked `aria-current="page"`
 * inside it shows, within the container and the window — in the middle of it, and only when it is not
 * visible already, nor while the container is hidden (the closed overlay; opening it focuses the link,
 * which reveals it). Only the container scrolls, never the page. It also runs in the first-paint
 * script after the sidebar (`sidebarPlaceScript`).
 *
 * @example revealActiveLink(sidebar);
 */
export function revealActiveLink(container: HTMLElement): void {
  const link = container.querySelector('[aria-current="page"]');
  if (!link || getComputedStyle(container).visibility === 'hidden') return;
  const box = container.getBoundingClientRect();
  const rect = link.getBoundingClientRect();
  // What shows of the sidebar: below the page's top bars it may reach past the window's bottom edge.
  const bottom = Math.min(box.bottom, container.ownerDocument.documentElement.clientHeight || box.bottom);
  if (rect.top >= box.top && rect.bottom <= bottom) return;
  // Out of sight: brought to the middle of what shows, with the items around it.
  container.scrollTop += Math.round(rect.top - box.top - Math.max(0, bottom - box.top - rect.height) / 2);
}

/** The sidebar's place now, as {@link restoreSidebarPlace} reads it. */
export function sidebarPlaceOf(sidebar: HTMLElement): SidebarPlace {
  const lists = [...sidebar.querySelectorAll<HTMLElement>('details > ul[id]')];
  const isOpen = (list: HTMLElement) => (list.parentElement as HTMLDetailsElement).open;
  return {
    group: sidebarGroupOf(sidebar),
    scroll: sidebar.scrollTop,
    open: lists.filter(isOpen).map((list) => list.id),
    closed: lists.filter((list) => !isOpen(list)).map((list) => list.id),
  };
}

/**
 * Keeps the sidebar's place for the next page of the tab: stores it (`sessionStorage`) when the page is
 * left, for the first-paint script after the next page's sidebar ({@link sidebarPlaceScript}), which
 * also starts this, so a reader who opens or closes a section and leaves before any other script has
 * loaded finds it so on the next page. Starting it again on the same sidebar (the `Sidebar` component's
 * behaviour does) does nothing.
 *
 * @returns A function that stops it.
 */
export function keepSidebarPlace(sidebar: HTMLElement): () => void {
  if (sidebar.hasAttribute(KEPT_ATTRIBUTE)) return () => undefined;
  sidebar.setAttribute(KEPT_ATTRIBUTE, '');
  const view = sidebar.ownerDocument.defaultView || window;
  const save = () => {
    try {
      view.sessionStorage.setItem(SIDEBAR_PLACE_STORAGE_KEY, JSON.stringify(sidebarPlaceOf(sidebar)));
    } catch {
      // Storage full or turned off: the next page starts as drawn.
    }
  };
  view.addEventListener('pagehide', save);
  return () => {
    view.removeEventListener('pagehide', save);
    sidebar.removeAttribute(KEPT_ATTRIBUTE);
  };
}

/**
 * Keeps a group's tree for the tab, so that the next page's first-paint script can open a section the
 * reader had open before that page's own copy arrives. Written once per tree: its address changes with its
 * content, so a tree kept already is the same. Too large for the storage: not kept.
 */
export function keepSidebarTree(view: Window, address: string, markup: string): void {
  try {
    const key = SIDEBAR_TREE_STORAGE_PREFIX + address;
    if (view.sessionStorage.getItem(key) === null) view.sessionStorage.setItem(key, markup);
  } catch {
    // Storage full or turned off.
  }
}
