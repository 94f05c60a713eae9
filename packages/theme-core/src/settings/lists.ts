import { SETTINGS_LIMITS } from './fields.js';

// How the list settings change: pinning and unpinning pages, closing banners, reading notifications.
// Each gives a new list within the limits of `SETTINGS_LIMITS`.

/**
 * A page's path as pins keep it: without the page's language, so a page pinned in one language is
 * pinned in all of them (`/en/components/alert/` → `/components/alert/`). A path outside that language is
 * kept as it is.
 *
 * @example pinPathOf('/zh-CN/guide/', 'zh-CN') // '/guide/'
 * @example pinPathOf('/en/', 'en') // '/'
 */
export function pinPathOf(pagePath: string, locale: string): string {
  const prefix = `/${locale}/`;
  return pagePath.startsWith(prefix) ? `/${pagePath.slice(prefix.length)}` : pagePath;
}

/**
 * Whether one more page can be pinned: at most `SETTINGS_LIMITS.pins.items` (30) are.
 *
 * @example canPinAnother([]) // true
 */
export function canPinAnother(pins: readonly string[]): boolean {
  return pins.length < SETTINGS_LIMITS.pins.items;
}

/**
 * The pins with a page added last (the order pinned); unchanged when it is pinned already or the list is
 * full (see {@link canPinAnother}).
 *
 * @example pinPage(['/a/'], '/b/') // ['/a/', '/b/']
 */
export function pinPage(pins: readonly string[], path: string): readonly string[] {
  return pins.includes(path) || !canPinAnother(pins) ? pins : [...pins, path];
}

/**
 * The pins without a page.
 *
 * @example unpinPage(['/a/', '/b/'], '/a/') // ['/b/']
 */
export function unpinPage(pins: readonly string[], path: string): readonly string[] {
  return pins.filter((pin) => pin !== path);
}

/**
 * The closed banners with one more, oldest first; past the limit (50) the oldest are forgotten, since
 * a site shows one banner at a time and old ones do not come back.
 *
 * @example dismissBanner(['release-1'], 'release-2') // ['release-1', 'release-2']
 */
export function dismissBanner(dismissed: readonly string[], id: string): readonly string[] {
  return appendWithin(dismissed, [id], SETTINGS_LIMITS.dismissedBanners.items);
}

/**
 * The read notifications with more marked read, oldest first; past the limit (100) the oldest are
 * forgotten.
 *
 * @example markNotificationsRead(['a'], ['b', 'a']) // ['a', 'b']
 */
export function markNotificationsRead(read: readonly string[], ids: readonly string[]): readonly string[] {
  return appendWithin(read, ids, SETTINGS_LIMITS.readNotifications.items);
}

/**
 * The notifications the visitor has not read, in their order.
 *
 * @example unreadNotifications([{ id: 'a' }, { id: 'b' }], ['a']) // [{ id: 'b' }]
 */
export function unreadNotifications<Item extends { readonly id: string }>(
  items: readonly Item[],
  read: readonly string[],
): Item[] {
  return items.filter((item) => !read.includes(item.id));
}

function appendWithin(list: readonly string[], added: readonly string[], limit: number): readonly string[] {
  const next = [...list];
  for (const id of added) if (!next.includes(id)) next.push(id);
  return next.length === list.length ? list : next.slice(-limit);
}

/**
 * Notifications newest first, by their `YYYY-MM-DD` date; those of the same day keep their order.
 *
 * @example notificationsNewestFirst([{ id: 'a', date: '2026-01-01' }, { id: 'b', date: '2026-02-01' }]) // b, a
 */
export function notificationsNewestFirst<Item extends { readonly date: string }>(
  items: readonly Item[],
): Item[] {
  return items.toSorted((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
