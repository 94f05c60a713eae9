import { groupSearchResults, HITS_PER_PAGE } from './group-results';
import type { PagefindModule } from './pagefind-types';
import { SEARCH_KINDS, type SearchClient, type SearchFilters, type SearchFilterValues } from './types';

/** How many results (pages or API records) a query loads by default. */
export const RESULTS_LIMIT = 12;

export interface SearchClientOptions {
  /** How many results a query loads (Pagefind loads each result's data separately). */
  readonly limit?: number;
  /** How many sections of one page are shown. */
  readonly hitsPerPage?: number;
}

/**
 * A {@link SearchClient} over Pagefind's browser API. `pagefind` may be the module, or a function giving
 * it, called on first use (see `createLazySearchClient`).
 */
export function createSearchClient(
  pagefind: PagefindModule | (() => Promise<PagefindModule>),
  { limit = RESULTS_LIMIT, hitsPerPage = HITS_PER_PAGE }: SearchClientOptions = {},
): SearchClient {
  const module = typeof pagefind === 'function' ? pagefind : () => Promise.resolve(pagefind);
  return {
    async query(term, filters = {}) {
      const text = term.trim();
      if (text === '') return [];
      const response = await (await module()).search(text, { filters: pagefindFilters(filters) });
      if (!response) return [];
      const data = await Promise.all(response.results.slice(0, limit).map((result) => result.data()));
      return groupSearchResults(data, { hitsPerPage });
    },
    async filterValues() {
      return filterValuesOf(await (await module()).filters());
    },
    async preload() {
      await module();
    },
  };
}

/**
 * The filters as Pagefind takes them: one value per filter, filters left out when not set.
 *
 * @example pagefindFilters({ kind: 'prop', component: 'alert' }) // { kind: 'prop', component: 'alert' }
 */
export function pagefindFilters({ kind, component }: SearchFilters): Record<string, string> {
  const filters: Record<string, string> = {};
  if (kind) filters.kind = kind;
  if (component) filters.component = component;
  return filters;
}

/** The kinds and components in Pagefind's filter counts. */
export function filterValuesOf(
  counts: Readonly<Record<string, Readonly<Record<string, number>>>>,
): SearchFilterValues {
  const kindCounts = counts.kind ?? {};
  const kinds = Object.fromEntries(
    SEARCH_KINDS.filter((kind) => (kindCounts[kind] ?? 0) > 0).map((kind) => [kind, kindCounts[kind]]),
  );
  const components = Object.keys(counts.component ?? {}).sort((a, b) => a.localeCompare(b));
  return { kinds, components };
}
