/**
 * The `id` of the sidebar: the local nav bar's Menu button names it in `aria-controls`. There is one
 * sidebar per page.
 */
export const SIDEBAR_ID = 'lectern-sidebar';

/**
 * The attribute of a sidebar section's list that the page does not carry the items of (a `deferred`
 * section of the page's branch): the page's effects fill it from the group's tree.
 */
export const SIDEBAR_DEFERRED_ATTRIBUTE = 'data-sidebar-deferred';

/** The attribute of the sidebar that gives the address of its group's whole tree. */
export const SIDEBAR_TREE_ATTRIBUTE = 'data-sidebar-tree';

/**
 * The attribute of the stand-in for items of a long list the page left out: `<from>+<count>`, their
 * positions in the list of the group's tree.
 */
export const SIDEBAR_GAP_ATTRIBUTE = 'data-sidebar-gap';

/** The attribute of `<html>` that says the sidebar overlay is open (`data-sidebar-open`). */
export const SIDEBAR_OPEN_ATTRIBUTE = 'data-sidebar-open';
