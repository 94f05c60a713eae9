import {
  isActivePath,
  isNavItemActive,
  type LocaleEntry,
  localeLink,
  type NavItem,
  type NavLinkAttributes,
  navLinkAttributes,
} from '@lectern/theme-core';

/** How a navigation link renders on the current page. */
export interface NavLinkState {
  /** `href`, and `target`/`rel` for links that leave the site. */
  attributes: NavLinkAttributes;
  /** Highlighted: the page is the link or below it (or matches its `activeMatch`). */
  active: boolean;
  /** The link is the current page itself (`aria-current="page"`). */
  current: boolean;
  /** The link opens in a new tab, which is announced. */
  newTab: boolean;
}

/**
 * The state of a navigation item's link, from theme-core's rules; `undefined` for an item without a link.
 *
 * @example navLinkState({ text: 'Guide', link: '/guide/' }, '/guide/intro', []) // active, not current
 */
export function navLinkState(
  item: NavItem,
  currentPath: string,
  localeRoots: readonly string[],
): NavLinkState | undefined {
  const attributes = navLinkAttributes(item);
  if (!attributes) return undefined;
  return {
    attributes,
    active: isNavItemActive(item, currentPath, { localeRoots }),
    current: isActivePath(currentPath, item.link),
    newTab: attributes.target === '_blank',
  };
}

/** The home of each language, e.g. `/zh-CN/`: like `/`, links there are active only on that page. */
export function localeRoots(locales: readonly LocaleEntry[]): string[] {
  return locales.map((entry) => localeLink(entry, '/'));
}
