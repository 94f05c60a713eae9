/**
 * Characters that stand for themselves in a URL: the unreserved and reserved characters of RFC 3986.
 * `%` is handled apart: it stays when it starts a percent-escape.
 */
const NEEDS_ESCAPE = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/gu;
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

/**
 * A path or URL with every character that may not appear in a URL percent-encoded as UTF-8: spaces,
 * quotes, `<`, `>`, non-ASCII letters, control characters and a `%` that does not start an escape.
 * Existing escapes and the characters with a meaning in URLs (`/ ? # & =` …) are kept, so encoding twice
 * changes nothing. The result is ASCII, safe for a `Location` header and for host rule files.
 *
 * @example encodeUrl('/guide/café?q=a b') // '/guide/caf%C3%A9?q=a%20b'
 * @example encodeUrl('/a%20b') // '/a%20b'
 */
export function encodeUrl(url: string): string {
  return url.replace(NEEDS_ESCAPE, (run) => encodeURIComponent(run.replace(LONE_SURROGATE, '\uFFFD')));
}

/**
 * A site-root path under a base path. The base is where the site is served from (`/` for the root of
 * the host); its slashes may be left out.
 *
 * @example withBase('/docs/', '/en/guide') // '/docs/en/guide'
 * @example withBase('/', '/en/guide') // '/en/guide'
 */
export function withBase(base: string, path: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? path : `/${trimmed}${path}`;
}
