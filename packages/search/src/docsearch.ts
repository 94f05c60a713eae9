// The `algolia` provider: Algolia DocSearch, loaded on demand. Only a site that uses it imports this entry
// (and installs `@docsearch/js`).
export type { DocSearchOptions, DocSearchOptionsResult } from './docsearch/docsearch-options';
export { checkDocSearchOptions } from './docsearch/docsearch-options';
export type {
  DocSearchInstance,
  DocSearchModule,
  DocSearchProps,
  InstallDocSearchOptions,
} from './docsearch/install-docsearch';
export { installDocSearch } from './docsearch/install-docsearch';
