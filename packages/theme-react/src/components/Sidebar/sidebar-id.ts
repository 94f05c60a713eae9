/**
 * The `id` of the sidebar: the local nav bar's Menu button names it in `aria-controls`. There is one
 * sidebar per page.
 */
export const SIDEBAR_ID = 'lectern-sidebar';
