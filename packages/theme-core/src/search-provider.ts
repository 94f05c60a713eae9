import type { SearchConfig } from './config/index.js';

/** What Algolia DocSearch needs: the theme config's `search` settings of the `algolia` provider. */
export interface DocSearchSettings {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  readonly placeholder?: string | undefined;
}

/**
 * The search provider a site uses: its `search.provider`, `local` (the offline index) when it sets
 * none, or `''` when it turned search off.
 *
 * @example searchProviderOf({}) // 'local'
 * @example searchProviderOf({ search: { provider: '' } }) // ''
 */
export function searchProviderOf(theme: { search?: SearchConfig | undefined }): SearchConfig['provider'] {
  return theme.search === undefined ? 'local' : theme.search.provider;
}

/**
 * DocSearch's settings when the site searches with Algolia, or `undefined` when it uses another provider
 * (or, unvalidated, lacks one of the three required settings).
 *
 * @example docSearchSettingsOf({ search: { provider: 'algolia', appId: 'A1', apiKey: 'k', indexName: 'docs' } })
 * // { appId: 'A1', apiKey: 'k', indexName: 'docs', placeholder: undefined }
 */
export function docSearchSettingsOf(theme: {
  search?: SearchConfig | undefined;
}): DocSearchSettings | undefined {
  const search = theme.search;
  if (search?.provider !== 'algolia') return undefined;
  const { appId, apiKey, indexName, placeholder } = search;
  if (!appId || !apiKey || !indexName) return undefined;
  return { appId, apiKey, indexName, placeholder };
}
