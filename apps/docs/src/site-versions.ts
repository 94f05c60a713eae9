import type { LecternOptions } from '@lectern/astro';

/**
 * The versions of the site's docs: the current one (the working tree) and 0.1, the content folder as it
 * was at that release (commit e41f770), archived in versions/0.1 so that a shallow clone builds it too,
 * with the documented library's API data of then (its JSON files of src/content/api, in the form a library
 * publishes) in versions/0.1-api.json: the API tables mark what 0.2 added, changed and removed.
 */
export const DOCS_VERSIONS = {
  current: { name: '0.2', label: 'v0.2' },
  older: [{ name: '0.1', label: 'v0.1', snapshot: 'versions/0.1', api: { api: 'versions/0.1-api.json' } }],
  // What astro.config.ts reads from the environment: the site's address, and the browser tests' data.
  env: ['SITE_URL', 'LECTERN_DOCS_DATA', 'LECTERN_DOCS_PUBLIC'],
} satisfies LecternOptions['versions'];
