// The filters of the job board, kept in the address's query (`?location=Lisbon%2C+Portugal&remote=1`) so
// a filtered list can be shared and survives a reload. Runs in the browser: no dependencies.

/** What the visitor filters by: one location (empty for any) and whether only remote jobs are shown. */
export interface JobFilters {
  location: string;
  remoteOnly: boolean;
}

/** No filter: every open listing. */
export const NO_FILTERS: JobFilters = { location: '', remoteOnly: false };

/**
 * The filters in a query string; a location the board does not list counts as none.
 *
 * @example filtersFromQuery('?remote=1', ['Berlin, Germany']) // { location: '', remoteOnly: true }
 */
export function filtersFromQuery(search: string, locations: readonly string[]): JobFilters {
  const params = new URLSearchParams(search);
  const location = params.get('location') ?? '';
  return {
    location: locations.includes(location) ? location : '',
    remoteOnly: params.get('remote') === '1',
  };
}

/**
 * The query string of the filters, keeping the address's other parameters; empty when nothing is
 * filtered.
 *
 * @example queryOfFilters({ location: 'Berlin, Germany', remoteOnly: true }) // '?location=Berlin%2C+Germany&remote=1'
 */
export function queryOfFilters(filters: JobFilters, search = ''): string {
  const params = new URLSearchParams(search);
  params.delete('location');
  params.delete('remote');
  if (filters.location) params.set('location', filters.location);
  if (filters.remoteOnly) params.set('remote', '1');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether a listing passes the filters. */
export function matchesFilters(listing: { location: string; remote: boolean }, filters: JobFilters): boolean {
  return (
    (!filters.location || listing.location === filters.location) && (!filters.remoteOnly || listing.remote)
  );
}

/** The texts of the listing count, in the page's language, with `{count}` and `{total}` to fill in. */
export interface CountTexts {
  one: string;
  other: string;
  filteredOne: string;
  filteredOther: string;
}

/**
 * How many listings are shown, in words: "3 open listings", or "1 of 5 open listings" when filters hide
 * some. `lang` picks the plural form.
 */
export function countText(texts: CountTexts, lang: string, shown: number, open: number): string {
  const plural = new Intl.PluralRules(lang).select(shown) === 'one' ? 'one' : 'other';
  const filtered = shown !== open;
  const text = filtered
    ? plural === 'one'
      ? texts.filteredOne
      : texts.filteredOther
    : plural === 'one'
      ? texts.one
      : texts.other;
  return text.replace('{count}', String(shown)).replace('{total}', String(open));
}
