import { isExternalLink, pathSegments } from './paths.js';
import type { ResolvedSidebarItem } from './sidebar-resolve.js';

/** A page that lists a sidebar section which has no page of its own (see {@link sidebarSectionPages}). */
export interface SidebarSectionPage {
  /** The page's address: the folder that holds the section's pages, `/en/components/data-tables/`. */
  path: string;
  /** The section's text, the page's title. */
  title: string;
  /** The section's items, which the page lists (links as the group has them, sections linked). */
  items: ResolvedSidebarItem[];
}

/** Options of {@link sidebarSectionPages}. */
export interface SidebarSectionPagesOptions {
  /**
   * Whether a folder's address (`/en/components/data-tables/`) may become a section's page: it has no
   * page of its own, and it is an address of the same sidebar group. A folder that is not free is left.
   */
  isFree: (path: string) => boolean;
}

/**
 * Gives each section of a sidebar group that has no link of its own a page that lists it, so that its
 * pages are reached through it without scripts (a page drawn by branch carries closed sections empty)
 * and a reader who shortens an address to the folder finds its contents rather than "not found". The
 * section's page is the folder that holds all its pages — the folder of a generated section, or the one
 * its hand-written items share — when that folder is free (no page there, the same group) and no other
 * section of the group shares it. A section without such a folder keeps no link.
 *
 * @returns The group with those sections linked to their page and marked `listed` (a new list; the given
 *   one is not changed, and is returned as it is when no section gets a page), and the pages, outer
 *   sections first.
 *
 * @example
 * sidebarSectionPages(
 *   [{ text: 'Data tables', items: [{ text: 'Sorting', link: '/en/components/data-tables/sorting/' }] }],
 *   { isFree: () => true },
 * ).pages
 * // [{ path: '/en/components/data-tables/', title: 'Data tables', items: [{ text: 'Sorting', link: … }] }]
 */
export function sidebarSectionPages(
  items: readonly ResolvedSidebarItem[],
  { isFree }: SidebarSectionPagesOptions,
): { items: ResolvedSidebarItem[]; pages: SidebarSectionPage[] } {
  // Each link-less section's folder, and how many sections of the group share it.
  const folders = new Map<ResolvedSidebarItem, string>();
  const claims = new Map<string, number>();
  const visit = (list: readonly ResolvedSidebarItem[]) => {
    for (const item of list) {
      if (item.items === undefined || item.items.length === 0) continue;
      if (item.link === undefined) {
        const folder = sharedFolder(item.items);
        if (folder !== undefined) {
          folders.set(item, folder);
          claims.set(folder, (claims.get(folder) ?? 0) + 1);
        }
      }
      visit(item.items);
    }
  };
  visit(items);
  const given = new Map<ResolvedSidebarItem, string>();
  for (const [item, folder] of folders) {
    if (claims.get(folder) === 1 && isFree(folder)) given.set(item, folder);
  }
  if (given.size === 0) return { items: items as ResolvedSidebarItem[], pages: [] };

  const pages: SidebarSectionPage[] = [];
  // A list or item that holds no section given a page is kept as it is.
  const linked = (list: readonly ResolvedSidebarItem[]): ResolvedSidebarItem[] => {
    const next = list.map((item) => {
      if (item.items === undefined || item.items.length === 0) return item;
      const path = given.get(item);
      const page: SidebarSectionPage | undefined =
        path === undefined ? undefined : { path, title: item.text, items: [] };
      if (page) pages.push(page);
      const children = linked(item.items);
      if (page) page.items = children;
      if (path === undefined && children === item.items) return item;
      return {
        ...item,
        ...(path === undefined ? {} : { link: path, listed: true as const }),
        items: children,
      };
    });
    return next.every((item, index) => item === list[index]) ? (list as ResolvedSidebarItem[]) : next;
  };
  return { items: linked(items), pages };
}

/**
 * The deepest folder that holds every page a section links to (at any depth): `/en/guide/` for
 * `/en/guide/intro/` and `/en/guide/setup/first/`. None when the section links to no page of the site, or
 * its pages share no folder below the root.
 */
function sharedFolder(items: readonly ResolvedSidebarItem[]): string | undefined {
  let shared: string[] | undefined;
  const visit = (list: readonly ResolvedSidebarItem[]) => {
    for (const { link, items: children } of list) {
      if (link !== undefined && !link.startsWith('#') && !isExternalLink(link)) {
        const folder = pathSegments(link).slice(0, -1);
        if (shared === undefined) shared = folder;
        else {
          let same = 0;
          while (same < shared.length && same < folder.length && shared[same] === folder[same]) same += 1;
          shared = shared.slice(0, same);
        }
      }
      if (children) visit(children);
    }
  };
  visit(items);
  return shared === undefined || shared.length === 0 ? undefined : `/${shared.join('/')}/`;
}
