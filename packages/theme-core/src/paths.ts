// Path helpers shared by the sidebar, navigation, pager and locale modules. They work on the site's own
// paths; external links pass through untouched.

import { hasScheme, splitPathSuffix } from './link-parts.js';

/**
 * Whether a link leaves the site: it has a scheme (`https:`, `mailto:`, `tel:`…) or is protocol-relative
 * (`//cdn.example.com/…`).
 *
 * @example isExternalLink('https://github.com/lectern') // true
 * @example isExternalLink('/guide/') // false
 */
export function isExternalLink(link: string): boolean {
  return hasScheme(link) || link.startsWith('//');
}

/**
 * Brings a site path to one form so that two spellings of the same page compare equal: drops the query
 * and hash, decodes percent-escapes, collapses repeated slashes, removes `index.html`/`index.md` (keeping
 * the folder's trailing slash) and `.html`/`.md` suffixes, composes Unicode letters (NFC), and adds a
 * leading slash. A trailing slash is
 * kept; {@link isActivePath} ignores it. External links are returned unchanged.
 *
 * @example normalizePath('guide//intro.html?x=1#setup') // '/guide/intro'
 * @example normalizePath('/zh-CN/index.html') // '/zh-CN/'
 */
export function normalizePath(path: string): string {
  if (isExternalLink(path)) return path;
  // One spelling of each letter: a decomposed `é` (as macOS names files) is the composed one.
  const withoutSuffix = decodePath(path.replace(/[?#].*$/s, '')).normalize('NFC');
  return `/${withoutSuffix}`
    .replace(/\/{2,}/g, '/')
    .replace(/\/index\.(?:html|md)$/, '/')
    .replace(/\.(?:html|md)$/, '');
}

/**
 * The segments of a site path after {@link normalizePath}; the root `/` has none.
 *
 * @example pathSegments('/guide/intro/') // ['guide', 'intro']
 */
export function pathSegments(path: string): string[] {
  // Most paths a site compares are written plainly already: nothing for `normalizePath` to change.
  const normal = PLAIN_PATH.test(path) ? path : normalizePath(path);
  return normal.split('/').filter((segment) => segment !== '');
}

/**
 * A path `normalizePath` leaves as it is but for a trailing slash: a leading slash, and segments of ASCII
 * letters, digits and punctuation other than `.`, `%`, `?` and `#`.
 */
const PLAIN_PATH = /^(?:\/[\w~!$&'()*+,;=:@-]+)*\/?$/;

/**
 * The key of the page a site path leads to: its segments ({@link pathSegments}) joined with `/`, so that
 * two spellings of one page have one key (`guide/intro` for `/guide/intro/` and `/guide/intro.html`).
 * Pages compared many times are compared by key, worked out once.
 *
 * @example pageKey('/guide/intro.html#setup') // 'guide/intro'
 */
export function pageKey(path: string): string {
  return pathSegments(path).join('/');
}

/**
 * The key of the page a link of the site leads to ({@link pageKey}); `undefined` for a link elsewhere
 * (`https://…`, `//host/…`, `mailto:`) or to a place on the same page (`#setup`), which lead to no page
 * of the site.
 *
 * @example sitePageKey('/guide/intro/#setup') // 'guide/intro'
 * @example sitePageKey('#setup') // undefined
 * @example sitePageKey('https://example.com/guide/') // undefined
 */
export function sitePageKey(link: string): string | undefined {
  return link.startsWith('#') || isExternalLink(link) ? undefined : pageKey(link);
}

/**
 * Resolves a link against a base folder, like a relative link in a page: absolute paths and external
 * links are returned as they are; other links are joined to `base` (treated as a folder, with or without
 * its trailing slash), with `.` and `..` segments resolved and repeated slashes collapsed. The link's
 * query and hash are kept.
 *
 * @example joinPath('/guide/', 'intro') // '/guide/intro'
 * @example joinPath('/guide', '../api/#props') // '/api/#props'
 * @example joinPath('/guide/', '/reference/') // '/reference/'
 */
export function joinPath(base: string, link: string): string {
  if (isExternalLink(link) || link.startsWith('/')) return link;
  const folder = base.endsWith('/') ? base : `${base}/`;
  if (isExternalLink(base)) return `${folder}${link}`;
  const { pathname, suffix } = splitPathSuffix(link);
  const rawSegments = `${folder}${pathname}`.split('/');
  const segments: string[] = [];
  for (const segment of rawSegments) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  const lastSegment = rawSegments.at(-1);
  const endsWithSlash = lastSegment === '' || lastSegment === '.' || lastSegment === '..';
  const joined = `/${segments.join('/')}`;
  return `${endsWithSlash && segments.length > 0 ? `${joined}/` : joined}${suffix}`;
}

/** Options of {@link isActivePath}. */
export interface ActivePathOptions {
  /** Also match pages below the link, segment by segment (`/guide/` matches `/guide/intro`). */
  matchPrefix?: boolean;
}

/**
 * Whether `link` leads to the current page: both are normalised ({@link normalizePath}) and compared by
 * path segments, so a trailing slash, an `.html` suffix, a query or a hash make no difference. With
 * `matchPrefix`, pages below the link match too — by whole segments, so `/guide` does not match
 * `/guides/x`, and `/` matches every page. External links, hash-only links and a missing link never match.
 *
 * @example isActivePath('/guide/intro.html', '/guide/intro/') // true
 * @example isActivePath('/guide/intro', '/guide/', { matchPrefix: true }) // true
 * @example isActivePath('/guides/x', '/guide', { matchPrefix: true }) // false
 */
export function isActivePath(
  currentPath: string,
  link: string | undefined,
  { matchPrefix = false }: ActivePathOptions = {},
): boolean {
  if (link === undefined || link.startsWith('#') || isExternalLink(link) || isExternalLink(currentPath)) {
    return false;
  }
  if (!matchPrefix && PLAIN_PATH.test(currentPath) && PLAIN_PATH.test(link)) {
    // Both plain (as a site's own links mostly are): the same page when equal but for a trailing slash.
    return withoutTrailingSlash(currentPath) === withoutTrailingSlash(link);
  }
  const current = pathSegments(currentPath);
  const target = pathSegments(link);
  const lengthMatches = matchPrefix ? target.length <= current.length : target.length === current.length;
  return lengthMatches && target.every((segment, index) => segment === current[index]);
}

function withoutTrailingSlash(path: string): string {
  return path.endsWith('/') ? path.slice(0, -1) : path;
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
