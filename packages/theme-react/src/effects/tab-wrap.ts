import { TAB_STOP_SELECTOR, tabWrapTarget } from '@lectern/theme-core';

/** Whether a Tab press could land on the element: it is drawn, and not inside a closed `<details>`. */
function isReachable(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
  if (element.closest('[hidden], [inert]')) return false;
  const details = element.closest('details:not([open])');
  return details === null || (element.tagName === 'SUMMARY' && element.parentElement === details);
}

/**
 * For a Tab keydown while `container` keeps focus (a drawer, a modal menu): moves focus from the last
 * stop to the first, or with Shift from the first to the last (see `tabWrapTarget`), so it never leaves
 * for the browser's own controls, which look like a stop on nothing. Other keys, and moves the browser
 * keeps inside, are left alone.
 *
 * @returns Whether it moved focus (and prevented the browser's own move).
 * @example document.addEventListener('keydown', (event) => wrapTab(drawer, event));
 */
export function wrapTab(container: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) {
    return false;
  }
  const stops = Array.from(container.querySelectorAll<HTMLElement>(TAB_STOP_SELECTOR)).filter(isReachable);
  const active = container.ownerDocument.activeElement;
  const at =
    !(active instanceof Node) || !container.contains(active) ? undefined : positionAmong(stops, active);
  const target = stops[tabWrapTarget(stops.length, at, event.shiftKey) ?? -1];
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}

/** The element's place among the stops: its index, or a half step after the stops before it. */
function positionAmong(stops: readonly HTMLElement[], element: Node): number {
  const index = stops.indexOf(element as HTMLElement);
  if (index !== -1) return index;
  const before = stops.filter(
    (stop) => stop.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).length;
  return before - 0.5;
}
