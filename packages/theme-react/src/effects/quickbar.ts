import {
  PIN_TITLES_STORAGE_KEY,
  pinPathOf,
  QUICKBAR_RECENT_COUNT,
  RECENT_PAGES_STORAGE_KEY,
  recentPagesBesides,
} from '@lectern/theme-core';
import {
  QUICKBAR_ATTRIBUTE,
  QUICKBAR_FILLED_ATTRIBUTE,
  QUICKBAR_LIST_ATTRIBUTE,
} from '@lectern/theme-core/dom';
import { subscribeToSettings } from '../stores/stored-settings';
import { subscribeToVisitorAccount } from '../stores/visitor-account';
import {
  currentPins,
  pinnedPageLinks,
  rememberPageRead,
  rememberPinTitle,
  storedRecentPages,
} from './device-pages';

interface Link {
  readonly link: string;
  readonly title: string;
}

/**
 * Starts the page's quickbar, if it has one: remembers the page as read (and a pinned page's title),
 * then fills the lists of pages read last and pinned pages, and keeps them filled as the pins, the
 * account or another tab's reading change. The bar shows while it has links (`data-quickbar-filled` on
 * `<html>`): the first-paint script set that flag from the same stored pages, and this keeps it true
 * when they change. Returns the function that stops.
 */
export function startQuickbar(root: ParentNode = document): () => void {
  const bar = root.querySelector<HTMLElement>(`[${QUICKBAR_ATTRIBUTE}]`);
  if (!bar) return () => {};
  const { path = '', title = '', locale = '' } = bar.dataset;
  rememberPageRead({ path, title });
  const pin = pinPathOf(path, locale);
  const pins = currentPins();
  if (pins.includes(pin)) rememberPinTitle(pin, title, pins);

  const fill = () => {
    const recent = recentPagesBesides(storedRecentPages(), path, QUICKBAR_RECENT_COUNT).map((page) => ({
      link: page.path,
      title: page.title,
    }));
    const pinned = pinnedPageLinks(currentPins(), locale).filter((page) => page.link !== path);
    fillList(bar, 'recent', recent);
    fillList(bar, 'pinned', pinned);
    bar.ownerDocument.documentElement.toggleAttribute(
      QUICKBAR_FILLED_ATTRIBUTE,
      recent.length + pinned.length > 0,
    );
  };
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === RECENT_PAGES_STORAGE_KEY ||
      event.key === PIN_TITLES_STORAGE_KEY
    ) {
      fill();
    }
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

/** Puts links in one of the quickbar's lists; a list without links is hidden. */
function fillList(bar: HTMLElement, name: 'recent' | 'pinned', links: readonly Link[]): void {
  const group = bar.querySelector<HTMLElement>(`[${QUICKBAR_LIST_ATTRIBUTE}="${name}"]`);
  const list = group?.querySelector('ul');
  if (!group || !list) return;
  list.replaceChildren(
    ...links.map(({ link, title }) => {
      const item = document.createElement('li');
      const anchor = document.createElement('a');
      anchor.href = link;
      anchor.textContent = title;
      item.append(anchor);
      return item;
    }),
  );
  group.hidden = links.length === 0;
}
