import { useEffect, useState } from 'react';
import type { SearchClient, SearchFilters, SearchResultGroup } from '../client/types';

/** Where a search is: nothing asked, waiting for results, answered, or failed (the index did not load). */
export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface SearchResultsState {
  readonly groups: readonly SearchResultGroup[];
  readonly status: SearchStatus;
}

/** How long typing must pause before a search runs. */
export const SEARCH_DEBOUNCE_MS = 60;

/**
 * The results for a term, searched as the visitor types: a short pause first (the index chunks the term
 * needs load meanwhile), the best few results shown as soon as they have loaded, and an answer to an older
 * term never replaces a newer one. Earlier results stay shown while the next search runs.
 */
export function useSearchResults(
  client: SearchClient,
  term: string,
  filters: SearchFilters,
): SearchResultsState {
  const [state, setState] = useState<SearchResultsState>({ groups: [], status: 'idle' });
  const { kind, component } = filters;
  useEffect(() => {
    if (term.trim() === '') {
      setState({ groups: [], status: 'idle' });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading' }));
    // The index chunks the term needs start loading now, while the pause runs.
    client.preload?.(term, { kind, component }).catch(() => undefined);
    const timer = setTimeout(() => {
      const onFirstResults = (groups: SearchResultGroup[]) =>
        current && setState({ groups, status: 'loading' });
      client.query(term, { kind, component }, { onFirstResults }).then(
        (groups) => current && setState({ groups, status: 'done' }),
        () => current && setState({ groups: [], status: 'error' }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, term, kind, component]);
  return state;
}
