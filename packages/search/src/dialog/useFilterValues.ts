import { useEffect, useState } from 'react';
import type { SearchClient, SearchFilterValues } from '../client/types';

/** The kinds and components the index holds, read once search is open; `undefined` until then. */
export function useFilterValues(client: SearchClient, open: boolean): SearchFilterValues | undefined {
  const [values, setValues] = useState<SearchFilterValues>();
  const loaded = values !== undefined;
  useEffect(() => {
    if (!open || loaded) return;
    let current = true;
    client.filterValues().then(
      (next) => current && setValues(next),
      // Without filter values the filters are left out; the search itself reports a failed load.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, open, loaded]);
  return values;
}
