// The protocol between Lectern's pieces on a page — the markup the server draws, the first-paint scripts,
// the islands, the page's effects and the search package, which load apart from each other: the events
// they send, the attributes they mark elements with, the keys a browser keeps their data under and the
// cascade layers their styles sit in. Each name is written here once, and @lectern/theme-react,
// @lectern/search and @lectern/astro take it from here (`@lectern/theme-core/dom`). Names only: nothing
// here reads or changes a page.

// Events, each dispatched on `document`.

/** Asks for search to open. The navigation bar's search button and the hotkeys send it; the search opener listens. */
export const OPEN_SEARCH_EVENT = 'lectern:open-search';

/**
 * The search opener's request to the dialog: cancelable, with `{ term }` as detail. A dialog that is ready
 * calls `preventDefault()`, which tells the opener its request was taken.
 */
export const SHOW_SEARCH_EVENT = 'lectern:show-search';

/** Sent the first time search is asked for: the signal to load the dialog's code. */
export const LOAD_SEARCH_EVENT = 'lectern:load-search';

/** The visitor's settings changed in this tab (the settings panel, an account's sync). */
export const SETTINGS_CHANGE_EVENT = 'lectern:settings-change';

// Attributes of `<html>`.

/**
 * The site's base path (Astro's `base`, e.g. `/docs/`) on a site served under one; left out at the host's
 * root. theme-react's `siteBase()` reads it.
 */
export const BASE_ATTRIBUTE = 'data-lectern-base';

/** Where the first-paint script leaves the site's `appearance` setting, unless it is `true`. */
export const APPEARANCE_SETTING_ATTRIBUTE = 'data-lectern-appearance';

/** Set by the first-paint script on Apple platforms, where shortcuts use ⌘: the search button shows ⌘ K. */
export const APPLE_PLATFORM_ATTRIBUTE = 'data-apple-platform';

/**
 * Shows the quickbar: set while it has pages to list (pages read last besides this one, or pinned pages).
 * The first-paint script sets it from what this browser stored, so the bar takes its place before the
 * first paint; the page's effects keep it true as the lists change. Without it the quickbar takes no space.
 */
export const QUICKBAR_FILLED_ATTRIBUTE = 'data-quickbar-filled';

/** Says the sidebar overlay of a narrow screen is open. */
export const SIDEBAR_OPEN_ATTRIBUTE = 'data-sidebar-open';

/** Set once search was asked for, so that code loading later still knows. */
export const SEARCH_REQUESTED_ATTRIBUTE = 'data-lectern-search-requested';

/** Set while a search opener listens, so that a dialog does not install a second one. */
export const SEARCH_OPENER_ATTRIBUTE = 'data-lectern-search-opener';

// Elements of the page, found by the scripts that make them work.

/** The site's banner, with its id as the value (`data-lectern-banner="release-1.0"`). */
export const BANNER_ATTRIBUTE = 'data-lectern-banner';

/** The banner's close button, with the banner's id as the value. */
export const BANNER_DISMISS_ATTRIBUTE = 'data-lectern-banner-dismiss';

/** The quickbar, which the page's effects fill with the pages read last and the pinned pages. */
export const QUICKBAR_ATTRIBUTE = 'data-lectern-quickbar';

/** One list of the quickbar, `recent` or `pinned`, as the value. */
export const QUICKBAR_LIST_ATTRIBUTE = 'data-quickbar-list';

/** The pin button of a doc page, with the page's pin path as the value (`/components/alert/`). */
export const PIN_BUTTON_ATTRIBUTE = 'data-lectern-pin';

/** The pinned pages at the top of the sidebar, which the page's effects fill. */
export const SIDEBAR_PINS_ATTRIBUTE = 'data-lectern-sidebar-pins';

/** The refresh prompt, with the page's build id (`data-build-id`) and where to ask for the latest (`data-build-url`). */
export const REFRESH_ATTRIBUTE = 'data-lectern-refresh';

/** The notifications menu of the navigation bar, which the page's effects make work. */
export const NOTIFICATIONS_ATTRIBUTE = 'data-lectern-notifications';

/** One notification of that menu, with its id as the value. */
export const NOTIFICATION_ID_ATTRIBUTE = 'data-notification-id';

/** The visitor's avatar in the navigation bar, which the page's effects show once there is one. */
export const AVATAR_ATTRIBUTE = 'data-lectern-avatar';

/**
 * The navigation bar's search button. A search opener on the page handles clicks on it even before the
 * button's island has loaded.
 */
export const SEARCH_BUTTON_ATTRIBUTE = 'data-lectern-search-button';

/** The `id` of the sidebar (one per page): the local nav bar's Menu button names it in `aria-controls`. */
export const SIDEBAR_ID = 'lectern-sidebar';

/** On the sidebar: the address of its group's whole tree, for a sidebar drawn as the page's branch. */
export const SIDEBAR_TREE_ATTRIBUTE = 'data-sidebar-tree';

/**
 * On a sidebar section's list whose items the page does not carry (a `deferred` section of the page's
 * branch): the page's effects fill it from the group's tree.
 */
export const SIDEBAR_DEFERRED_ATTRIBUTE = 'data-sidebar-deferred';

/**
 * On the stand-in for items of a long list the page left out: `<from>+<count>`, their positions in the
 * list of the group's tree.
 */
export const SIDEBAR_GAP_ATTRIBUTE = 'data-sidebar-gap';

/**
 * The attribute of a link to a page of another version (the version menu's, the banner's), whose value is
 * that version's name: a page of an older version is built before the newer ones exist, so the build that
 * puts the versions together sets these links again, once every version's pages are known.
 */
export const VERSION_LINK_ATTRIBUTE = 'data-lectern-version';

/**
 * The version lens's marks: an element (a badge, a page section, an API row) that a version added, changed,
 * deprecated or removed carries that version in the attribute of that kind (`data-lens-since="1.2"`). The
 * lens reads them against the version the visitor uses (the setting `usingVersion`).
 */
export const LENS_ATTRIBUTES = /* @__PURE__ */ Object.freeze({
  since: 'data-lens-since',
  changed: 'data-lens-changed',
  deprecated: 'data-lens-deprecated',
  removed: 'data-lens-removed',
} as const);

/** Any element with a version mark, of any kind (see {@link LENS_ATTRIBUTES}). */
export const LENS_MARK_SELECTOR = /* @__PURE__ */ Object.values(LENS_ATTRIBUTES)
  .map((attribute) => `[${attribute}]`)
  .join(',');

/** Set by the lens on a mark that is newer than the version the visitor uses (added or changed since). */
export const LENS_NEWER_ATTRIBUTE = 'data-lens-newer';

/** A badge's note saying it is newer than the visitor's version: hidden until the lens shows it. */
export const LENS_NOTE_ATTRIBUTE = 'data-lens-note';

// What a browser keeps: `localStorage` unless said otherwise.

/** The visitor's settings document, as JSON. */
export const SETTINGS_STORAGE_KEY = 'lectern-settings';

/**
 * Where a browser kept the visitor's choice of search hotkey (`'slash'`; anything else is Ctrl/Cmd+K)
 * before the settings document; a choice stored here is carried over into it.
 */
export const SEARCH_HOTKEY_STORAGE_KEY = 'lectern-search-hotkey';

/**
 * The keys a browser kept settings under before the settings document (version 0): the appearance
 * choice (`system`, `light`, `dark` or `blackguard`) and the search hotkey (`slash`). Both are plain
 * strings, not JSON.
 */
export const LEGACY_SETTINGS_STORAGE_KEYS = /* @__PURE__ */ Object.freeze({
  appearance: 'lectern-appearance',
  searchHotkey: SEARCH_HOTKEY_STORAGE_KEY,
});

/** The pages read last, newest first, as JSON (on the device only). */
export const RECENT_PAGES_STORAGE_KEY = 'lectern-recent-pages';

/** The titles of pinned pages, by pin path, as JSON (on the device only). */
export const PIN_TITLES_STORAGE_KEY = 'lectern-pin-titles';

/** The search dialog's recent searches, as JSON (on the device only), unless the site names another key. */
export const RECENT_SEARCHES_STORAGE_KEY = 'lectern-recent-searches';

/** The language of the page read last: the site's root sends the visitor back to it. */
export const LOCALE_STORAGE_KEY = 'lectern-locale';

/**
 * The start of the keys of content tabs kept in step across pages: the tab group's key follows
 * (`lectern-tabs:package-manager`), the chosen tab's label is the value.
 */
export const TABS_STORAGE_PREFIX = 'lectern-tabs:';

/**
 * What this browser last learned of the visitor's account (`subscriber`, …), so a page knows without
 * asking the server whether to load the settings sync. Only a hint: the server decides on every request.
 */
export const ACCOUNT_HINT_STORAGE_KEY = 'lectern-account';

/** In `sessionStorage`: set as a login starts, so the page it returns to asks the server at once. */
export const LOGIN_PENDING_STORAGE_KEY = 'lectern-login-pending';

/** In `sessionStorage`: the sidebar's place (open sections, scroll) as the reader left the last page. */
export const SIDEBAR_PLACE_STORAGE_KEY = 'lectern-sidebar-place';

/**
 * In `sessionStorage`: the start of the keys of the sidebar group trees this tab has loaded; the tree's
 * address follows, its markup is the value.
 */
export const SIDEBAR_TREE_STORAGE_PREFIX = 'lectern-sidebar-tree:';

// Cascade layers.

/**
 * The theme's cascade layers, in their order. Every stylesheet of Lectern's declares them all in this
 * order, so the order holds whichever loads first. A site's own styles are in no layer: they win over all
 * of these without `!important`.
 */
export const CASCADE_LAYERS = /* @__PURE__ */ Object.freeze([
  'lectern.reset',
  'lectern.theme',
  'lectern.components',
  'lectern.utilities',
] as const);
