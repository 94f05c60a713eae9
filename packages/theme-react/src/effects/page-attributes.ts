// The attributes that tie the markup the server draws (banner, quickbar, pin button, refresh prompt) to
// the page's effects script, which finds the elements by them. Apart from both, so that neither loads
// the other.
import type { RootSettingFlag } from '@lectern/theme-core';

/**
 * The attribute of `<html>` that holds the site's base path (Astro's `base`, e.g. `/docs/`) on a site
 * served under one; left out at the host's root. Read it with {@link siteBase}.
 */
export const BASE_ATTRIBUTE = 'data-lectern-base';

/**
 * The site's base path, from `<html data-lectern-base="/docs/">`: `/` without the attribute, without a
 * document (on the server), or when the value is not a path of this host. Always ends with `/`.
 *
 * @example siteBase() // '/docs/' on a page of https://example.com/docs/
 */
export function siteBase(root: Element | undefined = globalThis.document?.documentElement): string {
  const value = root?.getAttribute(BASE_ATTRIBUTE)?.trim();
  if (!value?.startsWith('/') || value.startsWith('//')) return '/';
  return value.endsWith('/') ? value : `${value}/`;
}

/** The site's banner, with its id as the value (`data-lectern-banner="release-1.0"`). */
export const BANNER_ATTRIBUTE = 'data-lectern-banner';

/** The banner's close button, with the banner's id as the value. */
export const BANNER_DISMISS_ATTRIBUTE = 'data-lectern-banner-dismiss';

/** The quickbar, which the effects script fills with the pages read last and the pinned pages. */
export const QUICKBAR_ATTRIBUTE = 'data-lectern-quickbar';

/**
 * The attribute of `<html>` that shows the quickbar: set while it has pages to list (pages read last
 * besides this one, or pinned pages). The first-paint script sets it from what this browser stored, so
 * the bar takes its place before the first paint; the page's effects keep it true as the lists change.
 * Without it the quickbar takes no space.
 */
export const QUICKBAR_FILLED_ATTRIBUTE = 'data-quickbar-filled';

/** One list of the quickbar, `recent` or `pinned`, as the value. */
export const QUICKBAR_LIST_ATTRIBUTE = 'data-quickbar-list';

/** The pin button of a doc page, with the page's pin path as the value (`/components/alert/`). */
export const PIN_BUTTON_ATTRIBUTE = 'data-lectern-pin';

/** The pinned pages at the top of the sidebar, which the effects script fills. */
export const SIDEBAR_PINS_ATTRIBUTE = 'data-lectern-sidebar-pins';

/** The refresh prompt, with the page's build id (`data-build-id`) and where to ask for the latest (`data-build-url`). */
export const REFRESH_ATTRIBUTE = 'data-lectern-refresh';

/** The notifications menu of the navigation bar, which the effects script makes work. */
export const NOTIFICATIONS_ATTRIBUTE = 'data-lectern-notifications';

/** One notification of that menu, with its id as the value. */
export const NOTIFICATION_ID_ATTRIBUTE = 'data-notification-id';

/** The visitor's avatar in the navigation bar, which the effects script shows once there is one. */
export const AVATAR_ATTRIBUTE = 'data-lectern-avatar';

/** The attribute of `<html>` where the first-paint script leaves the site's `appearance`, unless `true`. */
export const APPEARANCE_SETTING_ATTRIBUTE = 'data-lectern-appearance';

/**
 * The attribute the first-paint script sets on `<html>` on Apple platforms, where shortcuts use ⌘: the
 * search button shows ⌘ K rather than Ctrl K from the first paint.
 */
export const APPLE_PLATFORM_ATTRIBUTE = 'data-apple-platform';

/**
 * theme-core's root flag for a visitor whose search hotkey is `/` (`data-search-slash` on `<html>`, set by
 * the first-paint script and `applyRootSettings`): the search button shows / rather than Ctrl/⌘ K.
 */
export const SEARCH_SLASH_FLAG = 'search-slash' satisfies RootSettingFlag;
