import { PAGE_PATH_PATTERN } from './settings/fields.js';

// The pages a visitor read last, for the quickbar, and the titles of pinned pages. Both stay on the
// device (they are not settings and are never synced): a browser keeps them as JSON under their keys.

/** How many pages read last are kept. */
export const RECENT_PAGES_LIMIT = 8;

/** How many of the pages read last the quickbar lists. */
export const QUICKBAR_RECENT_COUNT = 5;

/** The characters a kept page title may have; a longer one is cut. */
export const PAGE_TITLE_MAX_LENGTH = 120;

/** A page read, as the quickbar lists it. */
export interface RecentPage {
  /** Its address, as the browser's `location.pathname` gives it. */
  readonly path: string;
  readonly title: string;
}

function isPagePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 300 && PAGE_PATH_PATTERN.test(value);
}

function pageTitle(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const title = value.trim().slice(0, PAGE_TITLE_MAX_LENGTH);
  return title === '' ? undefined : title;
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The pages read last from what a browser stored (`localStorage.getItem`'s result): the valid entries
 * (a page path and a title), the first of any repeated path, at most {@link RECENT_PAGES_LIMIT}. Anything
 * else stored there, edited by hand or by another version, is left out.
 *
 * @example readRecentPages('[{"path":"/en/guide/","title":"Guide"},{"path":"javascript:x","title":"x"}]')
 * // [{ path: '/en/guide/', title: 'Guide' }]
 */
export function readRecentPages(raw: string | null): RecentPage[] {
  const stored = parseJson(raw);
  if (!Array.isArray(stored)) return [];
  const pages: RecentPage[] = [];
  for (const entry of stored) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, title } = entry as Record<string, unknown>;
    const text = pageTitle(title);
    if (isPagePath(path) && text !== undefined && !pages.some((page) => page.path === path)) {
      pages.push({ path, title: text });
    }
  }
  return pages.slice(0, RECENT_PAGES_LIMIT);
}

/**
 * The pages read last with one more read now: first, once, the oldest forgotten past the limit. A page
 * that is not a valid path or has no title is not remembered.
 *
 * @example rememberRecentPage([{ path: '/a/', title: 'A' }], { path: '/b/', title: 'B' })
 * // [{ path: '/b/', title: 'B' }, { path: '/a/', title: 'A' }]
 */
export function rememberRecentPage(pages: readonly RecentPage[], page: RecentPage): RecentPage[] {
  const title = pageTitle(page.title);
  if (!isPagePath(page.path) || title === undefined) return [...pages];
  const others = pages.filter((entry) => entry.path !== page.path);
  return [{ path: page.path, title }, ...others].slice(0, RECENT_PAGES_LIMIT);
}

/**
 * The pages the quickbar offers as read last: all but the page being read, newest first, at most
 * `count`.
 *
 * @example recentPagesBesides([{ path: '/a/', title: 'A' }, { path: '/b/', title: 'B' }], '/a/', 5)
 * // [{ path: '/b/', title: 'B' }]
 */
export function recentPagesBesides(
  pages: readonly RecentPage[],
  currentPath: string,
  count: number,
): RecentPage[] {
  return pages.filter((page) => page.path !== currentPath).slice(0, count);
}

/**
 * The titles of pinned pages from what a browser stored: each valid path with a title, for the pins
 * given only (the titles of unpinned pages are forgotten).
 *
 * @example readPinTitles('{"/guide/":"Guide","/old/":"Old"}', ['/guide/']) // { '/guide/': 'Guide' }
 */
export function readPinTitles(raw: string | null, pins: readonly string[]): Record<string, string> {
  const stored = parseJson(raw);
  const titles: Record<string, string> = {};
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return titles;
  for (const pin of pins) {
    const title = Object.hasOwn(stored, pin)
      ? pageTitle((stored as Record<string, unknown>)[pin])
      : undefined;
    if (title !== undefined) titles[pin] = title;
  }
  return titles;
}

/**
 * A name for a pinned page whose title this device never saw (it was pinned on another one): its last
 * path segment in words, or `/` for the home page.
 *
 * @example titleFromPath('/components/date-picker/') // 'Date picker'
 * @example titleFromPath('/') // '/'
 */
export function titleFromPath(path: string): string {
  const segment = path.split('/').filter(Boolean).pop();
  if (segment === undefined) return '/';
  let words = segment;
  try {
    words = decodeURIComponent(segment);
  } catch {
    // Keep the segment as written.
  }
  words = words.replace(/[-_]+/g, ' ').trim();
  return words === '' ? segment : words.charAt(0).toUpperCase() + words.slice(1);
}
