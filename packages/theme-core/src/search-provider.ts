import type { SearchConfig } from './config/index.js';

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
