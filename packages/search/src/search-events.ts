// How the pieces of search talk to each other through the DOM, so that each can load on its own: the
// search button and the hotkeys ask, the opener loads the dialog and asks it to show until it answers.

/**
 * Asks for search to open, dispatched on `document`. The navigation bar's search button sends it (the
 * same name as `OPEN_SEARCH_EVENT` in `@lectern/theme-react`); the search opener listens.
 */
export const OPEN_SEARCH_EVENT = 'lectern:open-search';

/**
 * The opener's request to the dialog, dispatched on `document`, cancelable, with `{ term }` as detail. A
 * dialog that is ready calls `preventDefault()`, which tells the opener its request was taken.
 */
export const SHOW_SEARCH_EVENT = 'lectern:show-search';

/** Dispatched on `document` the first time search is asked for: the signal to load the dialog's code. */
export const LOAD_SEARCH_EVENT = 'lectern:load-search';

/** Set on `<html>` once search was asked for, so that code loading later still knows. */
export const SEARCH_REQUESTED_ATTRIBUTE = 'data-lectern-search-requested';

/** Set on `<html>` while an opener listens, so that a dialog does not install a second one. */
export const SEARCH_OPENER_ATTRIBUTE = 'data-lectern-search-opener';

/** What the opener asks the dialog for. */
export interface ShowSearchDetail {
  /** A term to fill in, e.g. from `?search=term`. */
  readonly term?: string | undefined;
}
