import { groupSearchResults, HITS_PER_PAGE, withVersions } from './group-results';
import type { PagefindFilterValue, PagefindModule } from './pagefind-types';
import {
  SEARCH_KINDS,
  type SearchClient,
  type SearchFilters,
  type SearchFilterValues,
  type SearchKind,
  type SearchResultGroup,
  type SearchVersion,
} from './types';

/** The kinds of API records, which carry them as their `kind` filter; pages carry none. */
const API_KINDS: readonly SearchKind[] = SEARCH_KINDS.filter((kind) => kind !== 'page');

/** How many results (pages or API records) a query loads by default. */
export const RESULTS_LIMIT = 12;

/** How many of them are shown first, as soon as their data has loaded (as many as Pagefind's own UI). */
export const FIRST_RESULTS = 5;

export interface SearchClientOptions {
  /** How many results a query loads (Pagefind loads each result's data separately). */
  readonly limit?: number;
  /** How many of them are reported first (`onFirstResults`), before the rest have loaded. */
  readonly firstResults?: number;
  /** How many sections of one page are shown. */
  readonly hitsPerPage?: number;
  /**
   * The versions of the docs the index covers (see `allVersions` of `loadSearch`): each group then says
   * which one it is from.
   */
  readonly versions?: readonly SearchVersion[] | undefined;
}

/**
 * A {@link SearchClient} over Pagefind's browser API. `pagefind` may be the module, or a function giving
 * it, called on first use (see `createLazySearchClient`).
 */
export function createSearchClient(
  pagefind: PagefindModule | (() => Promise<PagefindModule>),
  {
    limit = RESULTS_LIMIT,
    firstResults = FIRST_RESULTS,
    hitsPerPage = HITS_PER_PAGE,
    versions,
  }: SearchClientOptions = {},
): SearchClient {
  const module = typeof pagefind === 'function' ? pagefind : () => Promise.resolve(pagefind);
  const grouped = (results: Parameters<typeof groupSearchResults>[0]): SearchResultGroup[] => {
    const groups = groupSearchResults(results, { hitsPerPage });
    return versions ? withVersions(groups, versions) : groups;
  };
  return {
    async query(term, filters = {}, { onFirstResults } = {}) {
      const text = term.trim();
      if (text === '') return [];
      const response = await (await module()).search(text, { filters: pagefindFilters(filters) });
      if (!response) return [];
      const results = response.results.slice(0, limit);
      // The best few are shown as soon as they have loaded; the others follow.
      const first = await Promise.all(results.slice(0, firstResults).map((result) => result.data()));
      if (results.length <= firstResults) return grouped(first);
      if (onFirstResults) {
        onFirstResults(grouped(first));
        // The others load once the first have been drawn, not in the same moment.
        await afterPaint();
      }
      const rest = await Promise.all(results.slice(firstResults).map((result) => result.data()));
      return grouped([...first, ...rest]);
    },
    async filterValues() {
      const pagefind = await module();
      const counts = await pagefind.filters();
      const kinds = counts.kind ?? {};
      // Pages carry no kind (the index builder leaves them as built): count them when API records are
      // there to tell them from. An index whose pages say `kind: page` counts them itself.
      const needsPages = kinds.page === undefined && API_KINDS.some((kind) => (kinds[kind] ?? 0) > 0);
      const pages = needsPages
        ? (await pagefind.search(null, { filters: pagefindFilters({ kind: 'page' }) }))?.results.length
        : undefined;
      return filterValuesOf(counts, pages);
    },
    async preload(term, filters = {}) {
      const loaded = await module();
      const text = term?.trim();
      if (text) await loaded.preload?.(text, { filters: pagefindFilters(filters) });
    },
  };
}

/**
 * The filters as Pagefind takes them: one value per filter, filters left out when not set. Pages carry no
 * `kind` filter, so "pages" is "none of the API kinds".
 *
 * @example pagefindFilters({ kind: 'prop', component: 'alert' }) // { kind: 'prop', component: 'alert' }
 * @example pagefindFilters({ kind: 'page' }) // { kind: { none: ['prop', 'event', 'slot'] } }
 */
export function pagefindFilters({ kind, component }: SearchFilters): Record<string, PagefindFilterValue> {
  const filters: Record<string, PagefindFilterValue> = {};
  if (kind === 'page') filters.kind = { none: [...API_KINDS] };
  else if (kind) filters.kind = kind;
  if (component) filters.component = component;
  return filters;
}

/**
 * The kinds and components in Pagefind's filter counts; `pages` is the number of pages when the counts
 * do not say (pages carry no `kind` filter).
 */
export function filterValuesOf(
  counts: Readonly<Record<string, Readonly<Record<string, number>>>>,
  pages?: number,
): SearchFilterValues {
  const kindCounts = pages === undefined ? (counts.kind ?? {}) : { ...counts.kind, page: pages };
  const kinds = Object.fromEntries(
    SEARCH_KINDS.filter((kind) => (kindCounts[kind] ?? 0) > 0).map((kind) => [kind, kindCounts[kind]]),
  );
  const components = Object.keys(counts.component ?? {}).sort((a, b) => a.localeCompare(b));
  return { kinds, components };
}

/** Resolves after the browser has drawn the next frame (after a turn of the event loop outside one). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(next);
    else next();
  });
}
