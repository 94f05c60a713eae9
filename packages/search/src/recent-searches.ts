/** How many recent searches the dialog remembers by default. */
export const RECENT_SEARCHES_LIMIT = 8;

/**
 * Adds a search to the front of the recent list: trimmed, without an earlier copy (compared without
 * case), capped at `limit`. Empty queries leave the list as it is.
 *
 * @example addRecentSearch(['alert'], 'Sidebar') // ['Sidebar', 'alert']
 */
export function addRecentSearch(
  recent: readonly string[],
  query: string,
  limit: number = RECENT_SEARCHES_LIMIT,
): string[] {
  const term = query.trim();
  if (term === '') return [...recent];
  const key = term.toLocaleLowerCase();
  const rest = recent.filter((item) => item.toLocaleLowerCase() !== key);
  return [term, ...rest].slice(0, Math.max(0, limit));
}

/** Removes one search from the recent list (compared without case). */
export function removeRecentSearch(recent: readonly string[], query: string): string[] {
  const key = query.trim().toLocaleLowerCase();
  return recent.filter((item) => item.toLocaleLowerCase() !== key);
}

/**
 * Reads a stored recent list, keeping only its non-empty strings: a corrupted value gives an empty list
 * instead of an error.
 */
export function parseRecentSearches(
  stored: string | null | undefined,
  limit: number = RECENT_SEARCHES_LIMIT,
): string[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .reduce<string[]>((list, item) => (typeof item === 'string' ? addRecentSearchLast(list, item) : list), [])
    .slice(0, limit);
}

function addRecentSearchLast(list: string[], item: string): string[] {
  const term = item.trim();
  if (term === '' || list.some((existing) => existing.toLocaleLowerCase() === term.toLocaleLowerCase()))
    return list;
  return [...list, term];
}
