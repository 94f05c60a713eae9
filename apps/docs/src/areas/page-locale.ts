// The language of the page a component is drawn on, from its address (`/zh-CN/sponsors/` → `zh-CN`),
// for links that must stay in that language; the language of the text is the content's, given by its
// author. The address is read without the site's base, which a build of an older version of the docs
// sets to its folder (`/0.1/`).
import { withBase, withoutBase } from '@lectern/theme-core';

/**
 * The language segment of a page's address (`base` taken off first), or `fallback` when it has none.
 *
 * @example pageLocale('/zh-CN/jobs/') // 'zh-CN'
 * @example pageLocale('/0.1/zh-CN/jobs/', 'en', '/0.1/') // 'zh-CN'
 */
export function pageLocale(pathname: string, fallback = 'en', base = '/'): string {
  return (
    withoutBase(pathname, base)
      .split('/')
      .find((segment) => segment !== '') ?? fallback
  );
}

/**
 * The address of a page of the site in the language of the page at `pathname`, under the base.
 *
 * @example localePageLink('/0.1/zh-CN/', 'sponsors/', 'en', '/0.1/') // '/0.1/zh-CN/sponsors/'
 */
export function localePageLink(pathname: string, page: string, fallback = 'en', base = '/'): string {
  return withBase(`/${pageLocale(pathname, fallback, base)}/${page}`, base);
}
