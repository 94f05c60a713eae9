import {
  createSidebarResolver,
  freezeSidebarItems,
  linksWithBase,
  type ResolvedSidebarItem,
  type SidebarResolver,
  withBase,
} from '@lectern/theme-core';
import { createSidebarDrawings, type SidebarDrawings } from './sidebar-markup.js';

/**
 * The sidebar groups of one listing of the site's pages (see `docPageList`), worked out once per group for
 * all the pages that share it: resolved (theme-core's resolver, so that a group is the same frozen array
 * everywhere in the listing, and the section pages and drawings are remembered by it), with their reading
 * order for the pager, with their links under the site's base, and drawn.
 */
export interface SiteSidebars extends SidebarResolver {
  /** The group with its links under the site's base path, the same frozen array for every page of the group. */
  underBase(group: readonly ResolvedSidebarItem[], base: string): readonly ResolvedSidebarItem[];
  /** The groups drawn (see `createSidebarDrawings`). */
  readonly drawings: SidebarDrawings;
}

/**
 * The sidebars of one listing of the site's pages: made by `docPageList` for a build (or for the dev
 * server's pages until the content changes) and handed to its pages with their props, so that what it
 * remembers goes with the listing — no group, drawing or base path is shared with another build or site.
 *
 * @example
 * const sidebars = createSiteSidebars();
 * const group = sidebars.underBase(sidebars.resolve(expanded, '/en/guide/', { localePrefix: '/en/' }), '/docs/');
 */
export function createSiteSidebars(): SiteSidebars {
  const { resolve, flatten } = createSidebarResolver();
  const underBase = new WeakMap<
    readonly ResolvedSidebarItem[],
    Map<string, readonly ResolvedSidebarItem[]>
  >();
  return {
    resolve,
    flatten,
    underBase(group, base) {
      if (withBase('/', base) === '/') return group;
      let byBase = underBase.get(group);
      if (!byBase) {
        byBase = new Map();
        underBase.set(group, byBase);
      }
      let under = byBase.get(base);
      if (!under) {
        under = freezeSidebarItems(linksWithBase(group, base));
        byBase.set(base, under);
      }
      return under;
    },
    drawings: createSidebarDrawings(),
  };
}
