import { namesFile } from '../site-path';
import { listRedirectAddresses, type RedirectSiteOptions, type RedirectSource } from './redirect-addresses';
import { encodeUrl, withBase } from './url-text';

/** How the `_redirects` rules are written. */
export interface NetlifyRedirectsOptions extends RedirectSiteOptions {
  /** The path the site is served from, put before every old address and location. Defaults to `'/'`. @example '/docs/' */
  base?: string;
  /**
   * Writes `301!`, so that Netlify redirects even where a file exists — such as the static redirect
   * page written for the same address, which Netlify would otherwise serve instead of the 301.
   * Cloudflare Pages always redirects first and does not read `301!`: pass `false` there. Defaults to
   * `true`.
   */
  force?: boolean;
}

/** The first and last line of the rules this package writes, so a tool can find and replace them. */
export const NETLIFY_BLOCK_START =
  '# lectern-redirects: start (generated from the redirect table; do not edit)';
export const NETLIFY_BLOCK_END = '# lectern-redirects: end';

/** `:name` and `*` are placeholders and splats in `_redirects` sources; such a source would overmatch. */
const PATTERN_CHARACTERS = /[:*]/;

/**
 * The redirect rules as a `_redirects` file for Netlify and Cloudflare Pages: one exact
 * `/old /new 301!` line per old address and per trailing-slash form (Cloudflare Pages matches paths
 * exactly; an old path ending in a file name such as `intro.html` has no slash form), locale forms
 * written out one by one — no splats or placeholders, which in this format match any segment and so
 * more than the table says. Rules are forced (`301!`) unless `force: false`. Paths are percent-encoded. An old path with `:` or `*`, which the file format would
 * read as a pattern, gets a comment instead of a rule; the middleware and the static pages still answer
 * it. The rules sit between `NETLIFY_BLOCK_START` and `NETLIFY_BLOCK_END`.
 *
 * Throws like `createRedirectResolver` when the table has errors or the locale options are inconsistent.
 *
 * @example
 * netlifyRedirects({ 'quick-start': '/getting-started/installation' });
 * // '# lectern-redirects: start …\n/quick-start /getting-started/installation 301\n/quick-start/ … 301\n# lectern-redirects: end\n'
 */
export function netlifyRedirects(source: RedirectSource, options: NetlifyRedirectsOptions = {}): string {
  const { base = '/', force = true } = options;
  const status = force ? '301!' : '301';
  const lines = [NETLIFY_BLOCK_START];
  for (const { from, location } of listRedirectAddresses(source, options)) {
    const path = encodeUrl(withBase(base, from));
    if (PATTERN_CHARACTERS.test(path)) {
      lines.push(`# skipped ${path}: ":" and "*" are patterns in this file`);
      continue;
    }
    const target = encodeUrl(withBase(base, location));
    lines.push(`${path} ${target} ${status}`);
    if (!namesFile(from)) lines.push(`${path}/ ${target} ${status}`);
  }
  lines.push(NETLIFY_BLOCK_END, '');
  return lines.join('\n');
}
