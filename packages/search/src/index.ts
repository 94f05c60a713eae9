export {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_LIMIT,
  removeRecentSearch,
} from './recent-searches';
export { SEARCH_PARAM, searchTermFromUrl, urlWithoutSearchTerm } from './search-param';
