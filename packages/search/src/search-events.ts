// How the pieces of search talk to each other through the DOM, so that each can load on its own: the
// search button and the hotkeys ask (`OPEN_SEARCH_EVENT`), the opener loads the dialog
// (`LOAD_SEARCH_EVENT`) and asks it to show until it answers (`SHOW_SEARCH_EVENT`). The names are
// theme-core's `dom`, shared with the theme.

/** What the opener asks the dialog for (the detail of `SHOW_SEARCH_EVENT`). */
export interface ShowSearchDetail {
  /** A term to fill in, e.g. from `?search=term`. */
  readonly term?: string | undefined;
}
