export type {
  ApiItemKind,
  ApiRecordOptions,
  ApiSearchEntry,
  ApiSearchItem,
  ApiSearchRecord,
} from './api-records';
export { apiSearchRecords, apiTableAnchor, componentSearchName } from './api-records';
export type {
  BuildSearchIndexOptions,
  SearchIndexLanguageStats,
  SearchIndexStats,
} from './build-search-index';
export { buildSearchIndex, DEFAULT_OUTPUT_SUBDIR } from './build-search-index';
export { checkBuildOptions } from './check-options';
export { SearchIndexError } from './search-index-error';
