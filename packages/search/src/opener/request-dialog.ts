import { LOAD_SEARCH_EVENT, SEARCH_REQUESTED_ATTRIBUTE } from '@lectern/theme-core/dom';

/**
 * Asks the search dialog to start loading: marks `<html>` (`data-lectern-search-requested`, for a
 * dialog whose script runs later) and dispatches `lectern:load-search` on the document, which the
 * `client:search` directive and DocSearch wait for. Both wait once, so asking again does nothing more.
 *
 * @example requestSearchDialog(document);
 */
export function requestSearchDialog(doc: Document): void {
  doc.documentElement.setAttribute(SEARCH_REQUESTED_ATTRIBUTE, '');
  doc.dispatchEvent(new CustomEvent(LOAD_SEARCH_EVENT));
}
