// What the index builder reads from and adds to a built page before handing it to Pagefind.

/**
 * A built page's address from its path inside the site folder, as Pagefind gives it: forward slashes,
 * `index.html` dropped.
 *
 * @example pageUrl('en/guide/index.html') // '/en/guide/'
 * @example pageUrl('en\\404.html') // '/en/404.html'
 */
export function pageUrl(relativePath: string): string {
  const path = relativePath.replace(/\\/g, '/').replace(/^\/+/, '');
  return `/${path.replace(/(^|\/)index\.html?$/i, '$1')}`;
}

/**
 * The language of a page from `<html lang>`, or `undefined` when it has none.
 *
 * @example htmlLanguage('<!doctype html><html lang="zh-CN" dir="ltr">') // 'zh-CN'
 */
export function htmlLanguage(html: string): string | undefined {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0];
  const lang = tag && /\slang\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag);
  const value = lang ? (lang[1] ?? lang[2] ?? lang[3] ?? '').trim() : '';
  return value === '' ? undefined : value;
}

/**
 * The page with the filter `kind: page` on its `<html>` element, so that the kind filter can tell pages
 * from API records. A page that sets its own `kind` filter is left as it is.
 *
 * @example withPageKind('<html lang="en"><body>…') // '<html data-pagefind-filter="kind:page" lang="en"><body>…'
 */
export function withPageKind(html: string): string {
  if (/data-pagefind-filter\s*=\s*["']?\s*kind\b/i.test(html)) return html;
  const attribute = 'data-pagefind-filter="kind:page"';
  if (/<html\b/i.test(html)) return html.replace(/<html\b/i, `<html ${attribute}`);
  return `<div ${attribute}></div>${html}`;
}
