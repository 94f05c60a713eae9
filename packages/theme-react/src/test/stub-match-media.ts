import { vi } from 'vitest';

/**
 * For tests: a controllable `window.matchMedia` (jsdom has none). Queries not given do not match.
 * Returns a function that changes a query's result and notifies its listeners.
 *
 * @example const setMedia = stubMatchMedia({ '(min-width: 768px)': false });
 */
export function stubMatchMedia(
  initial: Record<string, boolean> = {},
): (query: string, matches: boolean) => void {
  const results = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  const listenersOf = (query: string) => {
    const set = listeners.get(query) ?? new Set<() => void>();
    listeners.set(query, set);
    return set;
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return results.get(query) ?? false;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listenersOf(query).add(listener),
    removeEventListener: (_type: string, listener: () => void) => listenersOf(query).delete(listener),
  }));
  return (query, matches) => {
    results.set(query, matches);
    for (const listener of listenersOf(query)) listener();
  };
}
