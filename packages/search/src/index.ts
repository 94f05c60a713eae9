export {
  LOAD_SEARCH_EVENT,
  OPEN_SEARCH_EVENT,
  SEARCH_OPENER_ATTRIBUTE,
  SEARCH_REQUESTED_ATTRIBUTE,
  SHOW_SEARCH_EVENT,
} from '@lectern/theme-core/dom';
export {
  apiResultTitle,
  groupSearchResults,
  HITS_PER_PAGE,
  resultKind,
  withVersions,
} from './client/group-results';
export type { LoadSearchOptions } from './client/load-search';
export { createLazySearchClient, loadSearch, pagefindBundlePath } from './client/load-search';
export type {
  PagefindFilterValue,
  PagefindModule,
  PagefindOptions,
  PagefindRanking,
  PagefindResult,
  PagefindResultData,
  PagefindSearchResponse,
  PagefindSubResult,
} from './client/pagefind-types';
export type { ExcerptPart } from './client/sanitize-excerpt';
export { excerptParts, sanitizeExcerpt } from './client/sanitize-excerpt';
export type { SearchClientOptions } from './client/search-client';
export {
  createSearchClient,
  FIRST_RESULTS,
  filterValuesOf,
  pagefindFilters,
  RESULTS_LIMIT,
} from './client/search-client';
export { DESCRIPTION_META, DESCRIPTION_META_ATTRIBUTE, SEARCH_RANKING } from './client/search-ranking';
export type {
  SearchClient,
  SearchFilters,
  SearchFilterValues,
  SearchHit,
  SearchKind,
  SearchQueryOptions,
  SearchResultGroup,
  SearchVersion,
} from './client/types';
export { SEARCH_KINDS } from './client/types';
export {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_LIMIT,
  removeRecentSearch,
} from './recent-searches';
export type { ShowSearchDetail } from './search-events';
export { SEARCH_PARAM, searchTermFromUrl, urlWithoutSearchTerm } from './search-param';
