import { listRedirectAddresses, type RedirectSiteOptions, type RedirectSource } from './redirect-addresses';
import { encodeUrl, withBase } from './url-text';

/** How the Vercel redirects are written. */
export interface VercelRedirectsOptions extends RedirectSiteOptions {
  /** The path the site is served from, put before every old address and location. Defaults to `'/'`. @example '/docs/' */
  base?: string;
}

/** One entry of the `redirects` list of `vercel.json`. */
export interface VercelRedirect {
  /** An exact path; the characters Vercel reads as a pattern are escaped. @example '/zh-Hans/quick-start/' */
  source: string;
  destination: string;
  /** Vercel answers permanent redirects with `308`. */
  permanent: true;
}

/** The part of `vercel.json` that holds the redirects. */
export interface VercelRedirectsConfig {
  redirects: VercelRedirect[];
}

/** Characters with a meaning in Vercel's path patterns (path-to-regexp). */
const PATTERN_CHARACTERS = /[:*?+(){}\\]/g;

/**
 * The redirect rules as the `redirects` of a `vercel.json`: one exact entry per old address and per
 * trailing-slash form, locale forms written out one by one. Sources are percent-encoded and the
 * characters Vercel reads as patterns (`: * ? + ( ) { } \`) are escaped, so each source matches one path.
 *
 * Throws like `createRedirectResolver` when the table has errors or the locale options are inconsistent.
 *
 * @example
 * vercelRedirects({ 'quick-start': '/getting-started/installation' });
 * // { redirects: [
 * //   { source: '/quick-start', destination: '/getting-started/installation', permanent: true },
 * //   { source: '/quick-start/', destination: '/getting-started/installation', permanent: true },
 * // ] }
 */
export function vercelRedirects(
  source: RedirectSource,
  options: VercelRedirectsOptions = {},
): VercelRedirectsConfig {
  const { base = '/' } = options;
  const redirects: VercelRedirect[] = [];
  for (const { from, location } of listRedirectAddresses(source, options)) {
    const path = encodeUrl(withBase(base, from)).replace(PATTERN_CHARACTERS, '\\$&');
    const destination = encodeUrl(withBase(base, location));
    redirects.push(
      { source: path, destination, permanent: true },
      { source: `${path}/`, destination, permanent: true },
    );
  }
  return { redirects };
}
