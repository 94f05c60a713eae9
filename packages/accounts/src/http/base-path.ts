// The site's base path (Astro's `base`: `/docs/` for a site served under https://example.com/docs/). The
// routes are named from the site's root (`/api/account`); the base goes in front of every address the
// accounts write (callbacks, cookie paths, redirects) and comes off the addresses they are asked for.

/**
 * A request's path as the routes name it, from the site's root: the path without the base path, or
 * `undefined` for a path outside the base (not the accounts' to answer).
 *
 * @example pathFromBase('/docs/api/account', '/docs/') // '/api/account'
 * @example pathFromBase('/api/account', '/docs/') // undefined
 */
export function pathFromBase(pathname: string, basePath: string): string | undefined {
  if (basePath === '/') return pathname;
  return pathname.startsWith(basePath) ? `/${pathname.slice(basePath.length)}` : undefined;
}

/**
 * An address of the site, written from its root (`/auth/github`), under the base path. Unlike the theme's
 * `withBase`, a path that happens to start like the base (`/api/…` under `/api/`) still gets it in front:
 * the accounts' own addresses never carry it already.
 *
 * @example pathUnderBase('/auth/github/callback', '/docs/') // '/docs/auth/github/callback'
 */
export function pathUnderBase(path: string, basePath: string): string {
  return `${basePath}${path.slice(1)}`;
}

/**
 * Whether a path (from the host's root) is within the site: the base path itself, with or without its
 * trailing slash, or anything under it.
 *
 * @example isWithinBase('/docs/guide/', '/docs/') // true
 * @example isWithinBase('/docs-old/', '/docs/') // false
 */
export function isWithinBase(pathname: string, basePath: string): boolean {
  return pathname.startsWith(basePath) || pathname === basePath.slice(0, -1);
}

/**
 * The `Path` of the cookies every page of the site may send: `/` at the host's root, else the base path
 * without its trailing slash (`/docs`), which covers `/docs` and everything under `/docs/` but not
 * `/docs-old/`.
 */
export function siteCookiePath(basePath: string): string {
  return basePath === '/' ? '/' : basePath.slice(0, -1);
}

const PLAIN_SEGMENT = /^[^\s/?#\\]+$/;

/**
 * Why a base path cannot be used, or `undefined` when it can: it starts and ends with `/`, and its
 * segments are plain names (no `.` or `..`, no empty segment, no `?`, `#`, `\` or spaces).
 *
 * @example basePathProblem('/docs/') // undefined
 * @example basePathProblem('docs') // 'expected a path that starts and ends with "/", such as "/docs/" (got "docs")'
 */
export function basePathProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || !value.endsWith('/')) {
    return `expected a path that starts and ends with "/", such as "/docs/" (got ${describe(value)})`;
  }
  if (value === '/') return undefined;
  const segments = value.slice(1, -1).split('/');
  const plain = segments.every(
    (segment) => PLAIN_SEGMENT.test(segment) && segment !== '.' && segment !== '..',
  );
  return plain
    ? undefined
    : `expected a path of plain names between slashes, without "//", "." or "..", "?", "#", "\\" or spaces (got ${describe(value)})`;
}

/**
 * A usable base path as requests carry it: characters outside ASCII percent-encoded, as in a request's
 * `pathname` (`/dokumentation/` stays, `/über/` becomes `/%C3%BCber/`).
 */
export function encodeBasePath(basePath: string): string {
  return new URL(basePath, 'http://base.invalid').pathname;
}

function describe(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}
