/**
 * A page's title as the browser's tab and search results show it (`<title>`): the page's own title, then
 * the site's after a bar; the site's alone for a page without one; `Documentation` when neither is set.
 *
 * @example documentTitle('Getting started', 'Lectern') // 'Getting started | Lectern'
 * @example documentTitle(undefined, 'Lectern') // 'Lectern'
 */
export function documentTitle(title: string | undefined, siteTitle: string | undefined): string {
  if (!title) return siteTitle || 'Documentation';
  return siteTitle ? `${title} | ${siteTitle}` : title;
}
