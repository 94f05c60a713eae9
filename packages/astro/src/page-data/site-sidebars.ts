import { createSidebarResolver } from '@lectern/theme-core';

/**
 * The site's sidebar groups, resolved once for all the pages that share them (and their reading order,
 * for the pager), for as long as the site is built or served. Every part of the build that resolves a
 * page's group uses this one, so a group is the same array everywhere (the section pages and the drawn
 * sidebars are remembered by it).
 */
export const siteSidebars = createSidebarResolver();
