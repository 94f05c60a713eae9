import { SIDEBAR_MAX_DEPTH } from './constants.js';

/** What the depth check reads of a sidebar item, as written (`SidebarItemConfig`) or resolved (`SidebarItem`). */
export interface NestedSidebarItem {
  readonly text?: string | undefined;
  readonly slug?: string | undefined;
  readonly items?: readonly NestedSidebarItem[] | undefined;
}

/** A sidebar item nested deeper than the limit, and where it sits below the list it was found from. */
export interface SidebarItemTooDeep<Item extends NestedSidebarItem = NestedSidebarItem> {
  /** The path from the list, e.g. `[0, 'items', 0, 'items', 0]`. */
  path: (string | number)[];
  item: Item;
  /** How deep the item is nested; a top-level item is at depth 1. */
  depth: number;
}

/**
 * The sidebar items that nest deeper than {@link SIDEBAR_MAX_DEPTH} (5) levels: for each branch, the
 * first item past the limit (its children are not listed again).
 *
 * @example sidebarItemsTooDeep([{ text: 'A' }]) // []
 */
export function sidebarItemsTooDeep<Item extends NestedSidebarItem>(
  items: readonly Item[],
  depth = 1,
  path: (string | number)[] = [],
): SidebarItemTooDeep<Item>[] {
  return items.flatMap((item, index) => {
    const itemPath = [...path, index];
    if (depth > SIDEBAR_MAX_DEPTH) return [{ path: itemPath, item, depth }];
    const children = item.items as readonly Item[] | undefined;
    return children ? sidebarItemsTooDeep(children, depth + 1, [...itemPath, 'items']) : [];
  });
}

/** The product's sentence for an item past the limit: `"Too deep" is nested 6 levels deep; the limit is 5`. */
export function sidebarDepthMessage({ item, depth }: SidebarItemTooDeep): string {
  return `${JSON.stringify(item.text ?? item.slug)} is nested ${depth} levels deep; the limit is ${SIDEBAR_MAX_DEPTH}`;
}
