// The Vite plugin that builds the search index of a single-page app (Node only: import it in vite.config).
export type { SearchPageFiles } from './node/page-files';
export { SearchIndexError } from './node/search-index-error';
export type { SearchPage } from './node/search-pages';
export { searchIndexPlugin } from './vite/search-index-plugin';
export type { SearchIndexPluginOptions, SearchPagesOption } from './vite/search-index-plugin-options';
export { checkSearchIndexPluginOptions } from './vite/search-index-plugin-options';
