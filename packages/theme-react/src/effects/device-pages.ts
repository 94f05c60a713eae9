import {
  effectiveSettings,
  localeLink,
  PIN_TITLES_STORAGE_KEY,
  RECENT_PAGES_STORAGE_KEY,
  type RecentPage,
  readPinTitles,
  readRecentPages,
  rememberRecentPage,
  titleFromPath,
  withBase,
} from '@lectern/theme-core';
import { siteBase } from '../dom/page-attributes';
import { keepItem, peekSettings, storedItem } from '../stores/stored-settings';
import { visitorAccount } from '../stores/visitor-account';

// What this browser knows of the pages the visitor reads: the pages read last, and the titles of the
// pinned pages (pins keep only paths, and may come from another device). Neither is a setting: they
// stay on the device.

/** The pages read last in this browser, newest first. */
export function storedRecentPages(): RecentPage[] {
  return readRecentPages(storedItem(RECENT_PAGES_STORAGE_KEY));
}

/** Remembers a page as read now, first among the pages read last. */
export function rememberPageRead(page: RecentPage): void {
  keepItem(RECENT_PAGES_STORAGE_KEY, JSON.stringify(rememberRecentPage(storedRecentPages(), page)));
}

/** The visitor's pins as they take effect: a subscriber's, none for anyone else. */
export function currentPins(): readonly string[] {
  return effectiveSettings(peekSettings(), visitorAccount().role).pins;
}

/**
 * Remembers the title of a pinned page (when it is pinned, or read again), forgetting the titles of
 * pages no longer pinned.
 */
export function rememberPinTitle(pin: string, title: string, pins: readonly string[]): void {
  const titles = readPinTitles(storedItem(PIN_TITLES_STORAGE_KEY), pins);
  keepItem(PIN_TITLES_STORAGE_KEY, JSON.stringify({ ...titles, [pin]: title }));
}

/** A pinned page as a link: its pin path, its address in a language, and its title. */
export interface PinnedPageLink {
  readonly pin: string;
  readonly link: string;
  readonly title: string;
}

/**
 * The pinned pages as links in a language, under the site's base path, in the order pinned: each with
 * the title this browser saw it under, else one made from its path (a page pinned on another device and
 * never read here). Pins are kept without the language or the base, so they follow the visitor across
 * languages and devices.
 */
export function pinnedPageLinks(
  pins: readonly string[],
  locale: string,
  base = siteBase(),
): PinnedPageLink[] {
  const titles = readPinTitles(storedItem(PIN_TITLES_STORAGE_KEY), pins);
  return pins.map((pin) => ({
    pin,
    link: withBase(localeLink(locale, pin), base),
    title: titles[pin] ?? titleFromPath(pin),
  }));
}
