import type { NavItem } from './config/index.js';
import { isActivePath, isExternalLink, normalizePath, pathSegments } from './paths.js';
import { withoutBase } from './site-base.js';

/** Options of {@link isNavItemActive}. */
export interface NavMatchOptions {
  /**
   * The language roots of the site, e.g. `['/zh-CN/']`. Like `/`, a link to one of them is active only on
   * that exact page, not on every page of the language.
   */
  localeRoots?: readonly string[];
  /**
   * The site's base path (`/docs/`) when the links and the current path are written under it: an
   * `activeMatch` pattern is matched against the path without it, as written in the settings.
   */
  base?: string | undefined;
}

/** The attributes of a rendered link. */
export interface NavLinkAttributes {
  href: string;
  target?: string;
  rel?: string;
}

/**
 * Whether a navigation item is highlighted on the current page. An item with `activeMatch` is active when
 * that regular expression matches the normalised path. Otherwise an item is active when the page is its
 * link or below it, by whole segments (a link to `/guide/` is active on `/guide/intro`, not on
 * `/guides/`); a link to `/` (or to a language root in `localeRoots`) only on that very page; an external
 * link never. A group is active when any of its items is.
 *
 * @example isNavItemActive({ text: 'Guide', link: '/guide/' }, '/guide/intro') // true
 * @example isNavItemActive({ text: 'API', link: '/api/', activeMatch: '^/(api|reference)/' }, '/reference/x') // true
 */
export function isNavItemActive(item: NavItem, currentPath: string, options: NavMatchOptions = {}): boolean {
  if (item.activeMatch !== undefined) {
    return matchesPattern(item.activeMatch, withoutBase(currentPath, options.base ?? '/'));
  }
  return (
    linkIsActive(item.link, currentPath, options) ||
    (item.items?.some((child) => isNavItemActive(child, currentPath, options)) ?? false)
  );
}

/**
 * The `href`, `target` and `rel` of a link. External links open in a new tab with `rel="noreferrer"`
 * unless the item sets its own `target` or `rel`; the item's values are always kept. Gives `undefined`
 * for an item without a link (a group heading).
 *
 * @example navLinkAttributes({ link: 'https://github.com/lectern' })
 * // { href: 'https://github.com/lectern', target: '_blank', rel: 'noreferrer' }
 */
export function navLinkAttributes(
  item: Pick<NavItem, 'link' | 'target' | 'rel'>,
): NavLinkAttributes | undefined {
  if (item.link === undefined) return undefined;
  const external = isExternalLink(item.link);
  const attributes: NavLinkAttributes = { href: item.link };
  const target = item.target ?? (external ? '_blank' : undefined);
  const rel = item.rel ?? (external ? 'noreferrer' : undefined);
  if (target !== undefined) attributes.target = target;
  if (rel !== undefined) attributes.rel = rel;
  return attributes;
}

function linkIsActive(
  link: string | undefined,
  currentPath: string,
  { localeRoots = [] }: NavMatchOptions,
): boolean {
  if (link === undefined) return false;
  const isRoot = pathSegments(link).length === 0 || localeRoots.some((root) => isActivePath(root, link));
  return isActivePath(currentPath, link, { matchPrefix: !isRoot });
}

function matchesPattern(pattern: string, currentPath: string): boolean {
  try {
    return new RegExp(pattern).test(normalizePath(currentPath));
  } catch {
    return false;
  }
}
