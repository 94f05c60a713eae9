import { SIDEBAR_BRANCH_WINDOW } from './constants.js';
import { isActivePath, sitePageKey } from './paths.js';
import type { ResolvedSidebarItem } from './sidebar-resolve.js';
import { containsActive } from './sidebar-tree.js';

/**
 * An item of a page's sidebar branch (see {@link sidebarBranch}): as resolved, or a section off the
 * page's branch whose items are left to the group's shared tree, or a stand-in for items of a long list
 * the page leaves out.
 */
export interface SidebarBranchItem extends ResolvedSidebarItem {
  items?: SidebarBranchItem[] | undefined;
  /** The section's key in its group (see {@link sidebarSectionKey}), on every item with items. */
  key?: string | undefined;
  /**
   * Set on a section off the page's branch: its items are not in the page (its list is empty, and it is
   * drawn closed) and come from the group's shared tree, where its list has the section's `key`.
   */
  deferred?: true | undefined;
  /**
   * Set on a stand-in (its `text` is empty) for items of a long list the page leaves out: `count` items
   * from position `from` of the list (counted from 0), which come from the group's shared tree; `href` is
   * the page that lists the section's items (its `listed` link), where readers without scripts find them.
   */
  gap?: { from: number; count: number; href: string } | undefined;
}

/** Options of {@link sidebarBranch}. */
export interface SidebarBranchOptions {
  /**
   * The keys of the sections that hold the page, when the caller knows them already (see
   * {@link sidebarSectionsByPage}); else each section is searched for the page.
   */
  holders?: ReadonlySet<string> | undefined;
  /** How many items of a long list are kept on each side of the one on the branch. Default 10. */
  window?: number | undefined;
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
 * The keys of the sections that hold each page of a group, by the page's key (`pageKey`, as
 * `isActivePath` compares addresses): worked out once for a group, so that each page's branch is
 * found without searching the group.
 *
 * @example sidebarSectionsByPage([{ text: 'Guide', items: [{ text: 'Intro', link: '/en/guide/' }] }]).get('en/guide') // ['0']
 */
export function sidebarSectionsByPage(items: readonly ResolvedSidebarItem[]): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  const visit = (list: readonly ResolvedSidebarItem[], parent: string | undefined, holders: string[]) => {
    list.forEach(({ link, items: children }, index) => {
      const key = sidebarSectionKey(parent, index);
      const holding = children?.length ? [...holders, key] : holders;
      const page = link === undefined ? undefined : sitePageKey(link);
      if (page !== undefined) sections.set(page, [...new Set([...(sections.get(page) ?? []), ...holding])]);
      if (children) visit(children, key, holding);
    });
  };
  visit(items, undefined, []);
  return sections;
}

/**
 * The part of a sidebar group a page carries: the top level, and inside each section that holds the
 * current page (its ancestors), their items — the page's siblings and its ancestors' siblings. Every
 * other section that a page lists (marked `listed`, see `sidebarSectionPages`) keeps its title and its
 * link, and its items are left out: it is marked `deferred` with its key, drawn closed, and filled from the
 * group's shared tree when the reader opens it. In such a section a list longer than `2 × window + 1`
 * keeps `window` items on each side of the one on the branch (the first ones when none is) and a `gap`
 * stand-in, linking to the section's page, for each run left out. So a page's sidebar has a bounded size
 * whatever the size of the rest of the site, and readers without scripts reach every page through the
 * section pages. A section no page lists keeps its items (and the top level of the group is kept whole):
 * without scripts they could not be reached otherwise.
 *
 * @example
 * sidebarBranch([
 *   { text: 'Guide', items: [{ text: 'Intro', link: '/en/guide/' }] },
 *   { text: 'API', link: '/en/api/', listed: true, items: [{ text: 'Props', link: '/en/api/props/' }] },
 * ], '/en/guide/')
 * // [{ text: 'Guide', key: '0', items: [{ text: 'Intro', link: '/en/guide/' }] },
 * //  { text: 'API', link: '/en/api/', listed: true, key: '1', items: [], deferred: true }]
 */
export function sidebarBranch(
  items: readonly ResolvedSidebarItem[],
  currentPath: string,
  options: SidebarBranchOptions = {},
): SidebarBranchItem[] {
  const window = options.window ?? SIDEBAR_BRANCH_WINDOW;
  const holds = (item: ResolvedSidebarItem, key: string) =>
    options.holders ? options.holders.has(key) : containsActive(item, currentPath);

  /** The list's items drawn for the page; `listing` is the page that lists them all, when one does. */
  const branchOf = (
    list: readonly ResolvedSidebarItem[],
    parent: string | undefined,
    listing: string | undefined,
  ): SidebarBranchItem[] => {
    let anchor = -1;
    const drawn = list.map((item, index): SidebarBranchItem => {
      if (item.items === undefined || item.items.length === 0) {
        if (anchor < 0 && isActivePath(currentPath, item.link)) anchor = index;
        return item;
      }
      const key = sidebarSectionKey(parent, index);
      const listed = item.listed === true ? item.link : undefined;
      const holding = holds(item, key);
      if (!holding && listed !== undefined) return { ...item, key, items: [], deferred: true };
      if (holding && anchor < 0) anchor = index;
      return { ...item, key, items: branchOf(item.items, key, listed) };
    });
    return listing === undefined ? drawn : windowed(drawn, Math.max(anchor, 0), window, listing);
  };
  return branchOf(items, undefined, undefined);
}

/** A list with at most `window` items on each side of `anchor`, a `gap` stand-in for each run left out. */
function windowed(
  list: SidebarBranchItem[],
  anchor: number,
  window: number,
  href: string,
): SidebarBranchItem[] {
  const size = 2 * window + 1;
  if (list.length <= size) return list;
  let from = Math.max(0, anchor - window);
  let to = Math.min(list.length, from + size);
  from = Math.max(0, to - size);
  // A stand-in for one or two items would save nothing: they are shown.
  if (from <= 2) from = 0;
  if (list.length - to <= 2) to = list.length;
  const gap = (start: number, count: number): SidebarBranchItem => ({
    text: '',
    gap: { from: start, count, href },
  });
  return [
    ...(from > 0 ? [gap(0, from)] : []),
    ...list.slice(from, to),
    ...(to < list.length ? [gap(to, list.length - to)] : []),
  ];
}
