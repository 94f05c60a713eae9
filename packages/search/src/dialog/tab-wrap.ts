import { TAB_STOP_SELECTOR, tabWrapTarget } from '@lectern/theme-core';

/**
 * For a Tab keydown in the open modal dialog: from its last stop to its first, or with Shift from its first
 * to its last (see `tabWrapTarget`), so focus never leaves for the browser's own controls, which look
 * like a stop on nothing. The stops are the dialog's drawn ones; a scroll box the browser lets Tab reach
 * after them counts as past the last.
 *
 * @returns Whether it moved focus (and prevented the browser's own move).
 */
export function wrapTabInDialog(dialog: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return false;
  const stops = Array.from(dialog.querySelectorAll<HTMLElement>(TAB_STOP_SELECTOR)).filter(
    (stop) => typeof stop.checkVisibility !== 'function' || stop.checkVisibility(),
  );
  const active = dialog.ownerDocument.activeElement;
  let at: number | undefined;
  if (active instanceof Node && dialog.contains(active)) {
    const index = stops.indexOf(active as HTMLElement);
    at =
      index !== -1
        ? index
        : stops.filter((stop) => stop.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
            .length - 0.5;
  }
  const target = stops[tabWrapTarget(stops.length, at, event.shiftKey) ?? -1];
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
