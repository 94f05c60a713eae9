import { BREAKPOINTS, SIDEBAR_TRANSITION_DELAY_MS } from '@lectern/theme-core';
import { SIDEBAR_OPEN_ATTRIBUTE } from '@lectern/theme-core/dom';
import { inertOutside } from '../dom/inert-outside';
import { keepSidebarPlace } from './sidebar-place';
import { loadSidebarTree } from './sidebar-tree';
import { wrapTab } from './tab-wrap';

export { SIDEBAR_OPEN_ATTRIBUTE };

/** Where the sidebar stops being an overlay; the same width the CSS uses. */
const WIDE_QUERY = `(min-width: ${BREAKPOINTS.sidebar}px)`;

/** Marks a sidebar whose behaviour is attached, so that attaching twice does nothing. */
const ENHANCED_ATTRIBUTE = 'data-enhanced';

/**
 * Opens or closes the sidebar overlay: sets or removes `data-sidebar-open` on `<html>`, which the
 * sidebar's behaviour ({@link enhanceSidebar}) and its styles follow.
 *
 * @example setSidebarOpen(true); // the local nav bar's Menu button
 */
export function setSidebarOpen(open: boolean, doc: Document = document): void {
  doc.documentElement.toggleAttribute(SIDEBAR_OPEN_ATTRIBUTE, open);
}

/** Focuses the current page's link, else the first item that takes focus. */
export function focusFirst(container: HTMLElement): void {
  const candidates = [
    ...container.querySelectorAll<HTMLElement>('[aria-current="page"]'),
    ...container.querySelectorAll<HTMLElement>('a[href], summary, button'),
  ];
  for (const candidate of candidates) {
    candidate.focus();
    if (candidate.ownerDocument.activeElement === candidate) return;
  }
}

/**
 * The behaviour of the sidebar the server drew, without React (the `Sidebar` component runs it too):
 *
 * - `data-ready` on the sidebar and its backdrop 300 ms after it starts, so nothing animates on load;
 * - on a sidebar drawn as the page's branch, the group's whole tree is loaded ({@link loadSidebarTree});
 * - its place (scroll, open and closed sections) is kept for the next page ({@link keepSidebarPlace});
 * - below 960 px, while `data-sidebar-open` is on `<html>` (the local nav bar's Menu button sets it), the
 *   sidebar is an overlay marked `data-open`: focus moves into it (to the current page's link, else the
 *   first focusable item), the rest of the page is inert, Tab wraps around inside it, and Escape or the
 *   backdrop close it and give the focus back to what had it before (the Menu button). It closes on
 *   `popstate` and when the viewport grows to 960 px.
 *
 * Attaching to a sidebar that has its behaviour already does nothing.
 *
 * @returns A function that removes the behaviour.
 * @example enhanceSidebar(document.getElementById(SIDEBAR_ID), document.querySelector('[data-sidebar-backdrop]'));
 */
export function enhanceSidebar(sidebar: HTMLElement, backdrop?: HTMLElement | null): () => void {
  if (sidebar.hasAttribute(ENHANCED_ATTRIBUTE)) return () => undefined;
  sidebar.setAttribute(ENHANCED_ATTRIBUTE, '');
  const doc = sidebar.ownerDocument;
  const view = doc.defaultView ?? window;
  const root = doc.documentElement;
  const wide = view.matchMedia(WIDE_QUERY);
  let closeOverlay: ((restoreFocus: boolean) => void) | undefined;

  const ready = view.setTimeout(() => {
    sidebar.setAttribute('data-ready', '');
    backdrop?.setAttribute('data-ready', '');
  }, SIDEBAR_TRANSITION_DELAY_MS);
  const stopTree = loadSidebarTree(sidebar);
  const stopPlace = keepSidebarPlace(sidebar);

  const openOverlay = () => {
    const active = doc.activeElement;
    const opener =
      active instanceof view.HTMLElement && active !== doc.body
        ? active
        : doc.querySelector<HTMLElement>(`[aria-controls="${sidebar.id}"]`);
    sidebar.setAttribute('data-open', '');
    const restoreInert = inertOutside([sidebar, backdrop].filter((node) => node != null));
    focusFirst(sidebar);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close(true);
      // Tab wraps around inside the drawer instead of leaving for the browser's controls.
      wrapTab(sidebar, event);
    };
    doc.addEventListener('keydown', onKeyDown);
    closeOverlay = (restoreFocus) => {
      closeOverlay = undefined;
      doc.removeEventListener('keydown', onKeyDown);
      sidebar.removeAttribute('data-open');
      restoreInert();
      if (restoreFocus) opener?.focus();
    };
  };

  let restoreFocusOnClose = false;
  /** Closes the overlay; with `restoreFocus`, focus goes back to where it was before it opened. */
  const close = (restoreFocus = false) => {
    restoreFocusOnClose = restoreFocus;
    setSidebarOpen(false, doc);
    update();
  };

  const update = () => {
    const open = root.hasAttribute(SIDEBAR_OPEN_ATTRIBUTE);
    if (open && wide.matches) {
      setSidebarOpen(false, doc);
      return update();
    }
    if (open && !closeOverlay) openOverlay();
    if (!open && closeOverlay) closeOverlay(restoreFocusOnClose);
    restoreFocusOnClose = false;
  };

  const observer = new view.MutationObserver(update);
  observer.observe(root, { attributes: true, attributeFilter: [SIDEBAR_OPEN_ATTRIBUTE] });
  const onBackdrop = () => close(true);
  const onPopState = () => close();
  backdrop?.addEventListener('click', onBackdrop);
  view.addEventListener('popstate', onPopState);
  wide.addEventListener('change', update);
  update();

  return () => {
    view.clearTimeout(ready);
    observer.disconnect();
    backdrop?.removeEventListener('click', onBackdrop);
    view.removeEventListener('popstate', onPopState);
    wide.removeEventListener('change', update);
    closeOverlay?.(false);
    stopTree();
    stopPlace();
    sidebar.removeAttribute(ENHANCED_ATTRIBUTE);
  };
}
