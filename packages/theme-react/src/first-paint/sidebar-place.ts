import { SIDEBAR_ID } from '@lectern/theme-core/dom';
import { keepSidebarPlace, restoreSidebarPlace, revealActiveLink } from '../effects/sidebar-place';

// The sidebar's first-paint script: this module, bundled and minified at build time, runs inline right
// after the sidebar's HTML (see `sidebarPlaceScript`).

/**
 * Puts the sidebar back where the reader left it on the previous page of the group, scrolls the current
 * page's link into its view when it is out of it, and keeps its place for the next page. A failure
 * (storage turned off, a damaged place) leaves the sidebar as drawn.
 */
export default function placeSidebarAtFirstPaint(): void {
  try {
    restoreSidebarPlace(document);
    const sidebar = document.getElementById(SIDEBAR_ID);
    if (!sidebar) return;
    revealActiveLink(sidebar);
    keepSidebarPlace(sidebar);
  } catch {
    // The sidebar stays as drawn.
  }
}
