const SLASH = 47;
const REPEATED_SLASHES = /\/{2,}/g;
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * The form in which paths are compared: percent-escapes decoded (except reserved characters such as
 * `%2F`), no leading or trailing slash, repeated slashes collapsed. The root `/` gives `''`.
 *
 * @example toPathKey('/components/dropdowns/') // 'components/dropdowns'
 */
export function toPathKey(path: string): string {
  let decoded = path;
  if (path.includes('%')) {
    try {
      decoded = decodeURI(path);
    } catch {
      // A malformed escape is compared as written.
    }
  }
  let start = 0;
  let end = decoded.length;
  while (start < end && decoded.charCodeAt(start) === SLASH) start++;
  while (end > start && decoded.charCodeAt(end - 1) === SLASH) end--;
  const trimmed = decoded.slice(start, end);
  return trimmed.includes('//') ? trimmed.replace(REPEATED_SLASHES, '/') : trimmed;
}

/** A request split into the path and what follows it (query and hash, verbatim). */
export interface SplitUrl {
  path: string;
  suffix: string;
}

/**
 * Splits a path or an absolute URL into its path and its query-and-hash suffix; the origin of an
 * absolute URL is dropped.
 *
 * @example splitUrl('https://lectern.dev/quick-start?a=1#top') // { path: '/quick-start', suffix: '?a=1#top' }
 */
export function splitUrl(urlOrPath: string): SplitUrl {
  const input = ORIGIN.test(urlOrPath) ? urlOrPath.replace(ORIGIN, '') : urlOrPath;
  const query = input.indexOf('?');
  const hash = input.indexOf('#');
  const cut = query === -1 ? hash : hash === -1 ? query : Math.min(query, hash);
  if (cut === -1) return { path: input, suffix: '' };
  return { path: input.slice(0, cut), suffix: input.slice(cut) };
}

/**
 * The first segment of a path key and the rest after its slash (`''` when there is none).
 *
 * @example splitFirstSegment('zh-CN/quick-start') // ['zh-CN', 'quick-start']
 */
export function splitFirstSegment(key: string): [first: string, rest: string] {
  const slash = key.indexOf('/');
  return slash === -1 ? [key, ''] : [key.slice(0, slash), key.slice(slash + 1)];
}
