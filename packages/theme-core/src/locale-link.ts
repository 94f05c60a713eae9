import type { LocaleEntry } from './config/locale.js';
import { hasScheme, splitPathSuffix } from './link-parts.js';
import { withBase } from './site-base.js';

// A site's links in a language: the one rule that puts the language in front of a path, for the pages,
// the menus and the page scripts (apart from the languages' other rules in `locales.ts`, so that a page
// script localising a link carries none of them).

/**
 * The address of a page in a language: `/{locale}/{path}`. Repeated slashes are collapsed, the root
 * path gives the language's home `/{locale}/`, and a trailing slash, query and hash are kept. Absolute
 * URLs (`https://…`) are returned unchanged.
 *
 * @example localeLink('zh-CN', '/guide/intro') // '/zh-CN/guide/intro'
 * @example localeLink('en', '/') // '/en/'
 * @example localeLink('en', 'guide/?tab=api#props') // '/en/guide/?tab=api#props'
 */
export function localeLink(locale: string | LocaleEntry, path: string): string {
  if (hasScheme(path)) return path;
  const code = (typeof locale === 'string' ? locale : locale.locale).replace(/^\/+|\/+$/g, '');
  const { pathname, suffix } = splitPathSuffix(path);
  const trimmed = pathname.replace(/\/{2,}/g, '/').replace(/^\//, '');
  return `/${code}/${trimmed}${suffix}`;
}

/**
 * A link of the site's config as a page in a language shows it: a site link (`/guide/`) gets the
 * language in front and the site's base path; any other link — another site's (`https://…`, `//host/…`),
 * a relative one, an anchor, `mailto:` — stays as written. The one rule for the menu, the banner, the ad
 * and the notifications.
 *
 * @example siteLinkIn('en', '/guide/', '/docs/') // '/docs/en/guide/'
 * @example siteLinkIn('en', 'https://example.com/') // 'https://example.com/'
 */
export function siteLinkIn(locale: string | LocaleEntry, link: string, base = '/'): string {
  return link.startsWith('/') && !link.startsWith('//') ? withBase(localeLink(locale, link), base) : link;
}
