/**
 * The DOM event, dispatched on `document`, that asks the search island to open. The search button sends
 * it; the search island listens (and the hotkeys send it too).
 *
 * @example document.addEventListener(OPEN_SEARCH_EVENT, () => dialog.showModal());
 */
export const OPEN_SEARCH_EVENT = 'lectern:open-search';
