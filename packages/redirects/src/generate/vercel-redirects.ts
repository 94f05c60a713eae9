import type { RedirectAddress } from '../create-redirect-resolver';
import { namesFile } from '../site-path';
import { listRedirectAddresses, type RedirectSiteOptions, type RedirectSource } from './redirect-addresses';
import { encodeUrl, withBase } from './url-text';

/** How the Vercel redirects are written. */
export interface VercelRedirectsOptions extends RedirectSiteOptions {
  /** The path the site is served from, put before every old address and location. Defaults to `'/'`. @example '/docs/' */
  base?: string;
}

/** One entry of the `redirects` list of `vercel.json`. */
export interface VercelRedirect {
  /**
   * The old path's addresses that lead to one location, as a pattern that matches exactly those:
   * their locale codes as alternatives, the trailing slash optional; every other character that
   * Vercel reads as a pattern is escaped.
   * @example '/(zh-CN|zh-Hans)/quick-start{/}?'
   */
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
/** Characters with a meaning inside a regular expression group. */
const REGEX_CHARACTERS = /[.*+?^${}()|[\]\\/]/g;

/** The old path's locale forms for one location: `{/(en|ja)}?` with the form without locale, `/(zh-CN|zh-Hans)` without. */
function localeGroup(codes: readonly string[], withoutLocale: boolean): string {
  if (codes.length === 0) return '';
  const alternatives = `(${codes.map((code) => code.replace(REGEX_CHARACTERS, '\\$&')).join('|')})`;
  return withoutLocale ? `{/${alternatives}}?` : `/${alternatives}`;
}

/**
 * The redirect rules as the `redirects` of a `vercel.json`, as few as the table allows without matching
 * anything the table does not name: per old path, one rule for each location it leads to — the locale
 * codes that lead there as alternatives (`/(zh-CN|zh-Hans)/quick-start`), the form without locale with
 * the preferred locale's, and the trailing slash optional (`{/}?`; not for an old path ending in a file
 * name such as `intro.html`). Sources are percent-encoded and the characters Vercel reads as patterns
 * (`: * ? + ( ) { } \`) are escaped.
 *
 * Vercel takes at most 2,048 redirects in `vercel.json`; see `hostRuleLimitWarnings`.
 *
 * Throws like `createRedirectResolver` when the table has errors or the locale options are inconsistent.
 *
 * @example
 * vercelRedirects({ 'quick-start': '/getting-started/installation' });
 * // { redirects: [
 * //   { source: '/quick-start{/}?', destination: '/getting-started/installation/', permanent: true },
 * // ] }
 */
export function vercelRedirects(
  source: RedirectSource,
  options: VercelRedirectsOptions = {},
): VercelRedirectsConfig {
  const { base = '/' } = options;
  // Per old path (in table order), its addresses grouped by where they lead (in listed order).
  const byPath = new Map<string, Map<string, RedirectAddress[]>>();
  for (const address of listRedirectAddresses(source, options)) {
    let byLocation = byPath.get(address.path);
    if (!byLocation) {
      byLocation = new Map();
      byPath.set(address.path, byLocation);
    }
    const group = byLocation.get(address.location);
    if (group) group.push(address);
    else byLocation.set(address.location, [address]);
  }
  const redirects: VercelRedirect[] = [];
  for (const [path, byLocation] of byPath) {
    const prefix = escapePattern(withBase(base, ''));
    const rest = escapePattern(path);
    const slash = namesFile(path) ? '' : '{/}?';
    for (const [location, addresses] of byLocation) {
      const codes = addresses.flatMap((address) => (address.locale === undefined ? [] : [address.locale]));
      const withoutLocale = addresses.some((address) => address.locale === undefined);
      redirects.push({
        source: `${prefix}${localeGroup(codes, withoutLocale)}${rest}${slash}`,
        destination: encodeUrl(withBase(base, location)),
        permanent: true,
      });
    }
  }
  return { redirects };
}

/** A path as an exact part of a source: percent-encoded, pattern characters escaped. */
function escapePattern(path: string): string {
  return encodeUrl(path).replace(PATTERN_CHARACTERS, '\\$&');
}
