import { isWithinBase, pathUnderBase } from './base-path';

/** A path that a browser reads as the address of another host: `//host` or `/\host`. */
const OTHER_HOST = /^\/[/\\]/;

/** The longest `returnTo` kept; a longer one leads home. */
const MAX_RETURN_TO_LENGTH = 2048;

/**
 * Where to send a visitor after logging in or out: `returnTo` when it is a page of this site — a path
 * under the site's base path (`/` or e.g. `/docs/`), with its query and hash — otherwise the site's home,
 * the base path. Addresses of other sites (`https://evil.example`, `//evil.example`, `/\evil.example`,
 * and paths that become `//evil.example` once `.` and `..` are resolved, like `/.//evil.example`), paths
 * outside the base and the login routes themselves lead home.
 *
 * @example safeReturnTo('/components/alerts?tab=api#props', 'https://x.dev') // '/components/alerts?tab=api#props'
 * @example safeReturnTo('//evil.example/', 'https://x.dev') // '/'
 * @example safeReturnTo('/blog/', 'https://x.dev', '/docs/') // '/docs/'
 */
export function safeReturnTo(returnTo: string | null | undefined, origin: string, basePath = '/'): string {
  const home = basePath;
  if (!returnTo || returnTo.length > MAX_RETURN_TO_LENGTH || !returnTo.startsWith('/')) return home;
  let url: URL;
  try {
    url = new URL(returnTo, origin);
  } catch {
    return home;
  }
  const { pathname } = url;
  // The path as the browser will read it from `Location`: one that starts with `//` (or `/\`, which
  // browsers read the same way) names another host.
  if (url.origin !== origin || OTHER_HOST.test(pathname) || !isWithinBase(pathname, basePath)) return home;
  const loginRoutes = pathUnderBase('/auth', basePath);
  if (pathname === loginRoutes || pathname.startsWith(`${loginRoutes}/`)) return home;
  return `${pathname}${url.search}${url.hash}`;
}

/**
 * A same-site path with `login=<outcome>` in its query, for the page to show what happened.
 *
 * @example withLoginOutcome('/guide?tab=1#top', 'failed', 'https://x.dev') // '/guide?tab=1&login=failed#top'
 */
export function withLoginOutcome(path: string, outcome: string, origin: string): string {
  const url = new URL(path, origin);
  url.searchParams.set('login', outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}
