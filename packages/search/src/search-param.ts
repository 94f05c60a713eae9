/** The query parameter that opens the search dialog prefilled: `/guide/?search=sidebar`. */
export const SEARCH_PARAM = 'search';

/**
 * The search term an address asks for, or `undefined` when it asks for none. Blank terms count as none.
 *
 * @example searchTermFromUrl('https://example.com/en/?search=date+picker') // 'date picker'
 */
export function searchTermFromUrl(url: string | URL): string | undefined {
  const parsed = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  const term = parsed.searchParams.get(SEARCH_PARAM)?.trim();
  return term ? term : undefined;
}

/**
 * The address without its search term, so that closing the dialog can put back the address the reader
 * came from (path, other parameters and hash kept).
 *
 * @example urlWithoutSearchTerm('/en/?search=x&tab=pnpm#install') // '/en/?tab=pnpm#install'
 */
export function urlWithoutSearchTerm(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.delete(SEARCH_PARAM);
  const origin = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? parsed.origin : '';
  return `${origin}${parsed.pathname}${parsed.search}${parsed.hash}`;
}
