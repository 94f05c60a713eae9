import { useCallback, useEffect, useState } from 'react';
import { addRecentSearch, parseRecentSearches } from '../recent-searches';

/**
 * The visitor's recent searches, kept in `localStorage` under `key` (none kept when `key` is empty, or
 * when storage is not available). Read after mount, so the server and the first render agree.
 */
export function useRecentSearches(key: string) {
  const [recent, setRecent] = useState<readonly string[]>([]);
  useEffect(() => setRecent(parseRecentSearches(readStorage(key))), [key]);
  const store = useCallback(
    (next: readonly string[]) => {
      setRecent(next);
      writeStorage(key, next.length > 0 ? JSON.stringify(next) : undefined);
    },
    [key],
  );
  const remember = useCallback((term: string) => store(addRecentSearch(recent, term)), [recent, store]);
  const clear = useCallback(() => store([]), [store]);
  return { recent, remember, clear };
}

function readStorage(key: string): string | null {
  if (key === '') return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | undefined): void {
  if (key === '') return;
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage may be full or forbidden (private browsing): recent searches are a convenience.
  }
}
