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
  SearchIndexContentOptions,
  SearchIndexLanguageStats,
  SearchIndexStats,
} from './build-search-index';
export { buildSearchIndex, DEFAULT_OUTPUT_SUBDIR } from './build-search-index';
export { checkBuildOptions, checkIndexContentOptions } from './check-options';
export type { SearchPageFiles } from './page-files';
export { readSearchPages } from './page-files';
export { SearchIndexError } from './search-index-error';
export type { SearchIndexFiles } from './search-index-files';
export { searchIndexFiles } from './search-index-files';
export type { SearchPage } from './search-pages';
