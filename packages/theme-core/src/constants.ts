// The product's numbers (SPEC section 9), named once and used everywhere.

/** Widths, in CSS pixels, at which the layout changes. */
export const BREAKPOINTS = {
  /** At this width or more the home page's features stand in columns. */
  columns: 640,
  /** At this width or more the full-screen mobile menu closes and the bar takes its tablet layout. */
  navScreenClose: 768,
  /** At this width or more the sidebar stops being an overlay, and the aside shows without a sidebar. */
  sidebar: 960,
  /** At this width or more the aside shows beside a sidebar. */
  asideWithSidebar: 1280,
} as const;

/** The scroll handler of the outline runs at most once per this many milliseconds. */
export const SCROLL_THROTTLE_MS = 100;

/** A heading counts as reached when its top is within this many pixels below the offset. */
export const OUTLINE_ACTIVE_TOLERANCE_PX = 4;

/** Sidebar transitions stay off for this long after load, so it never animates on first paint. */
export const SIDEBAR_TRANSITION_DELAY_MS = 300;

/** Opening search is retried this often until the search island is ready. */
export const SEARCH_OPEN_RETRY_MS = 16;

/**
 * The DOM events that count as the visitor reaching into a part of the page — the pointer over it, a
 * touch or a press on it, the focus or a key in it: the islands hydrated `client:reach` hydrate then, and
 * the sidebar's behaviour (with the group's tree) loads then.
 */
export const REACH_EVENTS = /* @__PURE__ */ Object.freeze([
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
] as const);

/**
 * A sidebar group with at most this many links is drawn whole in every page; a larger one by the page's
 * branch, its whole tree loaded from a shared file (the theme setting `sidebarInlineLinks`).
 */
export const SIDEBAR_INLINE_LINKS = 100;

/**
 * Where a site serves its sidebar groups' trees (under its base): each file is named by its content, so
 * hosts may keep them for good.
 */
export const SIDEBAR_TREE_FOLDER = '/_lectern/sidebar/';

/**
 * In a page's sidebar branch, a long list shows this many items on each side of the one on the page's
 * branch (and the first or last items when that one is near an end); a button stands for the others.
 */
export const SIDEBAR_BRANCH_WINDOW = 10;

/** The deepest nesting of sidebar items: a top-level item is at depth 1. */
export const SIDEBAR_MAX_DEPTH = 5;
