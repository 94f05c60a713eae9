import { SIDEBAR_ID } from '@lectern/theme-core/dom';
import { enhanceOutline } from './outline';
import { enhanceSidebar } from './sidebar';

/**
 * Gives the sidebar and the outline the server drew their behaviour, without React: what a page runs
 * as it loads instead of hydrating them (see {@link enhanceSidebar} and {@link enhanceOutline}). Those
 * the page does not have are skipped; running it twice changes nothing.
 *
 * @returns A function that removes the behaviours.
 * @example enhanceChrome(); // once per page, in a module script
 */
export function enhanceChrome(doc: Document = document): () => void {
  const stops: (() => void)[] = [];
  const sidebar = doc.getElementById(SIDEBAR_ID);
  if (sidebar) stops.push(enhanceSidebar(sidebar, doc.querySelector<HTMLElement>('[data-sidebar-backdrop]')));
  for (const outline of doc.querySelectorAll<HTMLElement>('[data-lectern-outline]')) {
    stops.push(enhanceOutline(outline));
  }
  return () => {
    for (const stop of stops) stop();
  };
}
