import type { SidebarItem, SidebarItemConfig } from './config/sidebar.js';
import { SIDEBAR_MAX_DEPTH } from './constants.js';

/** A sidebar item nested deeper than the limit, and where it sits below the list it was found from. */
export interface SidebarItemTooDeep {
  /** The path from the list, e.g. `[0, 'items', 0, 'items', 0]`. */
  path: (string | number)[];
  item: SidebarItem | SidebarItemConfig;
  /** How deep the item is nested; a top-level item is at depth 1. */
  depth: number;
}

/**
 * The sidebar items that nest deeper than {@link SIDEBAR_MAX_DEPTH} (5) levels: for each branch, the
 * first item past the limit (its children are not listed again).
 *
 * @example sidebarItemsTooDeep([{ text: 'A' }]) // []
 */
export function sidebarItemsTooDeep(
  items: readonly (SidebarItem | SidebarItemConfig)[],
  depth = 1,
  path: (string | number)[] = [],
): SidebarItemTooDeep[] {
  return items.flatMap((item, index) => {
    const itemPath = [...path, index];
    if (depth > SIDEBAR_MAX_DEPTH) return [{ path: itemPath, item, depth }];
    return item.items ? sidebarItemsTooDeep(item.items, depth + 1, [...itemPath, 'items']) : [];
  });
}

/** The product's sentence for an item past the limit: `"Too deep" is nested 6 levels deep; the limit is 5`. */
export function sidebarDepthMessage({ item, depth }: SidebarItemTooDeep): string {
  return `${JSON.stringify(item.text ?? ('slug' in item ? item.slug : undefined))} is nested ${depth} levels deep; the limit is ${SIDEBAR_MAX_DEPTH}`;
}
