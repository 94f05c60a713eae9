import {
  isActivePath,
  isNavItemActive,
  type LocaleEntry,
  localeLink,
  type NavItem,
  type NavLinkAttributes,
  type NavMatchOptions,
  navLinkAttributes,
  withBase,
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
 * @example navLinkState({ text: 'Guide', link: '/guide/' }, '/guide/intro') // active, not current
 */
export function navLinkState(
  item: NavItem,
  currentPath: string,
  match: NavMatchOptions = {},
): NavLinkState | undefined {
  const attributes = navLinkAttributes(item);
  if (!attributes) return undefined;
  return {
    attributes,
    active: isNavItemActive(item, currentPath, match),
    current: isActivePath(currentPath, item.link),
    newTab: attributes.target === '_blank',
  };
}

/**
 * How the navigation matches links to the current page: the home of each language (`/zh-CN/`, under the
 * site's base path), where like `/` a link is active only on that page, and the base path itself.
 */
export function navMatch(locales: readonly LocaleEntry[], base = '/'): NavMatchOptions {
  return { localeRoots: locales.map((entry) => withBase(localeLink(entry, '/'), base)), base };
}
