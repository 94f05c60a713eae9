import type { SidebarItem } from './config/index.js';
import { isActivePath, sitePageKey } from './paths.js';

/** How a sidebar item is drawn for the current page. */
export interface SidebarItemState {
  /** The section has a `collapsed` setting and children: it shows a toggle. */
  collapsible: boolean;
  /** The section starts closed. */
  collapsed: boolean;
  /** The item links to the current page. */
  active: boolean;
  /** One of the item's descendants links to the current page. */
  hasActiveDescendant: boolean;
}

/** A page in the sidebar's reading order, as the previous/next pager shows it. */
export interface SidebarPage {
  /** The pager text: the item's `docFooterText`, else its `text`. */
  text: string;
  /** The page's link, as resolved. */
  link: string;
  /** The page's `pageKey`, worked out once (`flattenSidebar` sets it; else it is worked out when needed). */
  key?: string | undefined;
}

/**
 * Whether the item or one of its descendants links to the current page.
 *
 * @example containsActive({ text: 'Guide', items: [{ text: 'Intro', link: '/guide/intro' }] }, '/guide/intro') // true
 */
export function containsActive(item: SidebarItem, currentPath: string): boolean {
  return isActivePath(currentPath, item.link) || hasActiveDescendant(item, currentPath);
}

/**
 * The state of a sidebar item for the current page. A section is collapsible when it has children and a
 * `collapsed` setting; `collapsed: true` starts closed unless it contains the active page (then it stays
 * open), `collapsed: false` starts open. Without a `collapsed` setting a section is always open. A
 * section whose items the page does not carry (`deferred`, see `sidebarBranch`) is collapsible and
 * starts closed.
 *
 * @example
 * sidebarItemState({ text: 'Guide', collapsed: true, items: [{ text: 'Intro', link: '/guide/intro' }] }, '/')
 * // { collapsible: true, collapsed: true, active: false, hasActiveDescendant: false }
 */
export function sidebarItemState(
  item: SidebarItem & { deferred?: true | undefined },
  currentPath: string,
): SidebarItemState {
  const active = isActivePath(currentPath, item.link);
  const activeDescendant = hasActiveDescendant(item, currentPath);
  const deferred = item.deferred === true;
  const collapsible = deferred || (item.collapsed !== undefined && (item.items?.length ?? 0) > 0);
  return {
    collapsible,
    collapsed: deferred || (collapsible && item.collapsed === true && !active && !activeDescendant),
    active,
    hasActiveDescendant: activeDescendant,
  };
}

/**
 * Whether a sidebar section starts closed on the current page (see {@link sidebarItemState}).
 *
 * @example initialCollapsed({ text: 'API', collapsed: true, items: [{ text: 'Props', link: '/api/props' }] }, '/api/props') // false
 */
export function initialCollapsed(item: SidebarItem, currentPath: string): boolean {
  return sidebarItemState(item, currentPath).collapsed;
}

/**
 * The sidebar's pages in reading order, for the previous/next pager: depth first, a section's own link
 * before its children, items without a link and external links left out, and a page listed twice (even
 * with another hash or trailing slash) kept at its first place. Each page carries its `pageKey`. (`createSidebarResolver` remembers
 * it per list.)
 *
 * @example
 * flattenSidebar([{ text: 'Guide', items: [{ text: 'Intro', link: '/guide/', docFooterText: 'Introduction' }] }])
 * // [{ text: 'Introduction', link: '/guide/', key: 'guide' }]
 */
export function flattenSidebar(items: readonly SidebarItem[]): SidebarPage[] {
  const pages: SidebarPage[] = [];
  const seen = new Set<string>();
  const visit = (list: readonly SidebarItem[]): void => {
    for (const item of list) {
      const { link } = item;
      const key = link === undefined ? undefined : sitePageKey(link);
      if (link !== undefined && key !== undefined && !seen.has(key)) {
        seen.add(key);
        pages.push({ text: item.docFooterText ?? item.text, link, key });
      }
      if (item.items !== undefined) visit(item.items);
    }
  };
  visit(items);
  return pages;
}

function hasActiveDescendant(item: SidebarItem, currentPath: string): boolean {
  return item.items?.some((child) => containsActive(child, currentPath)) ?? false;
}
