// The language of the page a component is drawn on, from its address (`/zh-CN/sponsors/` → `zh-CN`),
// for links that must stay in that language; the language of the text is the content's, given by its
// author.

/**
 * The language segment of a page's address, or `fallback` when the address has none.
 *
 * @example pageLocale('/zh-CN/jobs/') // 'zh-CN'
 */
export function pageLocale(pathname: string, fallback = 'en'): string {
  return pathname.split('/').find((segment) => segment !== '') ?? fallback;
}
