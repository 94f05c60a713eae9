import { PIN_TITLES_STORAGE_KEY } from '@lectern/theme-core';
import { SIDEBAR_PINS_ATTRIBUTE } from '@lectern/theme-core/dom';
import { subscribeToSettings } from '../stores/stored-settings';
import { subscribeToVisitorAccount } from '../stores/visitor-account';
import { currentPins, pinnedPageLinks } from './device-pages';

/**
 * Fills the pinned pages at the top of the sidebar (`SidebarPins`) with a subscriber's pins, linked in
 * the page's language, the current page's marked; hidden while there are none. Follows the pins, the
 * account and their titles as they change. Returns the function that stops.
 */
export function startSidebarPins(root: ParentNode = document): () => void {
  const group = root.querySelector<HTMLElement>(`[${SIDEBAR_PINS_ATTRIBUTE}]`);
  const list = group?.querySelector('ul');
  if (!group || !list) return () => {};
  const { locale = '', path = '', linkClass = '' } = group.dataset;
  const fill = () => {
    const pinned = pinnedPageLinks(currentPins(), locale);
    list.replaceChildren(
      ...pinned.map((page) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.className = linkClass;
        link.href = page.link;
        link.textContent = page.title;
        if (page.link === path) link.setAttribute('aria-current', 'page');
        item.append(link);
        return item;
      }),
    );
    group.hidden = pinned.length === 0;
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PIN_TITLES_STORAGE_KEY) fill();
  };
  fill();
  const stopSettings = subscribeToSettings(fill);
  const stopAccount = subscribeToVisitorAccount(fill);
  window.addEventListener('storage', onStorage);
  return () => {
    stopSettings();
    stopAccount();
    window.removeEventListener('storage', onStorage);
  };
}
