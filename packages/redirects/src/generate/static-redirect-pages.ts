import { listRedirectAddresses, type RedirectSiteOptions, type RedirectSource } from './redirect-addresses';
import { encodeUrl, withBase } from './url-text';

/** How the redirect pages link to the site. */
export interface StaticRedirectPagesOptions extends RedirectSiteOptions {
  /** The path the site is served from, put before every location. Defaults to `'/'`. @example '/docs/' */
  base?: string;
  /**
   * The site's origin, which makes the canonical link absolute, as search engines prefer. Without it
   * the canonical link is a path.
   * @example 'https://lectern.dev'
   */
  site?: string;
}

/** One redirect page to write into the built site. */
export interface StaticRedirectPage {
  /** Where the page goes, relative to the site's folder, with `/` separators. @example 'zh-CN/quick-start/index.html' */
  path: string;
  html: string;
}

/** The tag that marks a page as written by this package; page discovery skips such pages. */
export const REDIRECT_PAGE_MARKER = '<meta name="generator" content="lectern-redirects">';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Text safe inside an HTML attribute value (double or single quoted) and inside an element. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] as string);
}

/** A JavaScript string literal that cannot end an inline `<script>`. */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(
    /[<>&\u2028\u2029]/g,
    (character) => SCRIPT_ESCAPES[character] as string,
  );
}

/**
 * Whether an HTML text is a redirect page written by this package (it carries `REDIRECT_PAGE_MARKER`).
 *
 * @example isRedirectPage(staticRedirectPages({ a: '/b' })[0].html) // true
 */
export function isRedirectPage(html: string): boolean {
  return html.includes(REDIRECT_PAGE_MARKER);
}

function redirectPageHtml(location: string, canonical: string): string {
  const href = escapeHtml(location);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    REDIRECT_PAGE_MARKER,
    '<meta name="robots" content="noindex">',
    `<title>Moved to ${href}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<script>location.replace(${scriptString(location)} + location.search + location.hash);</script>`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${href}">${href}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * One small HTML page per old address, for static hosts without redirect rules (GitHub Pages, an S3
 * bucket): `quick-start/index.html`, `en/quick-start/index.html`, `zh-Hans/quick-start/index.html` and so
 * on for every locale code the site knows, alternates and disabled locales included. Each page sends the
 * visitor on at once with `location.replace`, keeping the query and the hash, falls back to a
 * `<meta http-equiv="refresh">` without JavaScript, names the new page as canonical, asks search engines
 * not to index it and shows a link to the new page. Pages without locale lead to the preferred locale's
 * page, as the resolver decides for a request without preference.
 *
 * Throws like `createRedirectResolver` when the table has errors or the locale options are inconsistent.
 *
 * @example
 * const pages = staticRedirectPages(
 *   { 'quick-start': '/getting-started/installation' },
 *   { locales: [{ locale: 'en', enabled: true }], defaultLocale: 'en', site: 'https://lectern.dev' },
 * );
 * pages.map((page) => page.path); // ['quick-start/index.html', 'en/quick-start/index.html']
 */
export function staticRedirectPages(
  source: RedirectSource,
  options: StaticRedirectPagesOptions = {},
): StaticRedirectPage[] {
  const { base = '/', site } = options;
  return listRedirectAddresses(source, options).map(({ from, location }) => {
    const target = encodeUrl(withBase(base, location));
    const canonical = site === undefined ? target : new URL(target, site).href;
    return { path: `${from.slice(1)}/index.html`, html: redirectPageHtml(target, canonical) };
  });
}
