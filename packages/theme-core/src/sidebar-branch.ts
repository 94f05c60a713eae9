import type { ResolvedSidebarItem } from './sidebar-resolve.js';
import { containsActive } from './sidebar-tree.js';

/**
 * An item of a page's sidebar branch (see {@link sidebarBranch}): as resolved, or a section off the
 * page's branch whose items are left to the group's shared tree.
 */
export interface SidebarBranchItem extends ResolvedSidebarItem {
  items?: SidebarBranchItem[] | undefined;
  /**
   * Set on a section off the page's branch: its items are not in the page (its list is empty, and it is
   * drawn closed) and come from the group's shared tree, where its list has this key.
   */
  deferred?: string | undefined;
}

/**
 * The key of a section of a sidebar group: the positions of the section and its ancestors, from the top
 * (`'2.0.1'`). The same section has the same key in every page of the group and in the group's tree.
 *
 * @example sidebarSectionKey(undefined, 2) // '2'
 * @example sidebarSectionKey('2', 0) // '2.0'
 */
export function sidebarSectionKey(parent: string | undefined, index: number): string {
  return parent === undefined ? `${index}` : `${parent}.${index}`;
}

/**
 * How many items of the group lead somewhere (links, sections with a link included), at every depth.
 *
 * @example sidebarLinkCount([{ text: 'Guide', items: [{ text: 'Intro', link: '/guide/' }] }]) // 1
 */
export function sidebarLinkCount(items: readonly ResolvedSidebarItem[]): number {
  let count = 0;
  for (const item of items) {
    if (item.link !== undefined) count += 1;
    if (item.items !== undefined) count += sidebarLinkCount(item.items);
  }
  return count;
}

/**
 * The part of a sidebar group a page carries: every top-level item, and inside each section that holds
 * the current page (its ancestors), their items — the page's siblings and its ancestors' siblings. Every
 * other section keeps its title and its link, and its items are left out: it is marked `deferred` with
 * its key, drawn closed, and filled from the group's shared tree when the reader opens it. So the page
 * does not grow with the rest of the site.
 *
 * @example
 * sidebarBranch([
 *   { text: 'Guide', items: [{ text: 'Intro', link: '/en/guide/' }] },
 *   { text: 'API', items: [{ text: 'Props', link: '/en/api/props/' }] },
 * ], '/en/guide/')
 * // [{ text: 'Guide', items: [{ text: 'Intro', link: '/en/guide/' }] },
 * //  { text: 'API', items: [], deferred: '1' }]
 */
export function sidebarBranch(
  items: readonly ResolvedSidebarItem[],
  currentPath: string,
  parent?: string,
): SidebarBranchItem[] {
  return items.map((item, index) => {
    if (item.items === undefined || item.items.length === 0) return item;
    const key = sidebarSectionKey(parent, index);
    return containsActive(item, currentPath)
      ? { ...item, items: sidebarBranch(item.items, currentPath, key) }
      : { ...item, items: [], deferred: key };
  });
}
