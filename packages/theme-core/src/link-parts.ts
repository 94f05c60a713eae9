// The parts of a link every path rule reads: whether it has a scheme, and its path apart from its
// `?query` and `#hash`. A module of its own so that a page script localising one link carries nothing else.

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Whether a link starts with a scheme (`https:`, `mailto:`, `tel:`…).
 *
 * @example hasScheme('mailto:team@example.com') // true
 * @example hasScheme('//cdn.example.com/a.js') // false
 */
export function hasScheme(link: string): boolean {
  return SCHEME.test(link);
}

/**
 * A link's path and what follows it (`?query`, `#hash`, or both), apart.
 *
 * @example splitPathSuffix('/guide/?tab=api#props') // { pathname: '/guide/', suffix: '?tab=api#props' }
 * @example splitPathSuffix('/guide/') // { pathname: '/guide/', suffix: '' }
 */
export function splitPathSuffix(path: string): { pathname: string; suffix: string } {
  const index = path.search(/[?#]/);
  return index === -1
    ? { pathname: path, suffix: '' }
    : { pathname: path.slice(0, index), suffix: path.slice(index) };
}
