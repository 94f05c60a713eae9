import type { SearchHit, SearchResultGroup } from '../client/types';

/** One choice of the listbox: a result, or a recent search. */
export type SearchOption =
  | { readonly type: 'hit'; readonly id: string; readonly hit: SearchHit }
  | { readonly type: 'recent'; readonly id: string; readonly term: string };

/**
 * The listbox's choices in the order the arrow keys visit them: every hit of every group, or, while the
 * box is empty, the recent searches. Ids are stable for a given list, for `aria-activedescendant`.
 */
export function searchOptions(
  idPrefix: string,
  source: { readonly groups: readonly SearchResultGroup[] } | { readonly recent: readonly string[] },
): SearchOption[] {
  if ('recent' in source) {
    return source.recent.map((term, index) => ({
      type: 'recent',
      id: recentOptionId(idPrefix, index),
      term,
    }));
  }
  return source.groups.flatMap((group, groupIndex) =>
    group.hits.map((hit, hitIndex) => ({
      type: 'hit',
      id: hitOptionId(idPrefix, groupIndex, hitIndex),
      hit,
    })),
  );
}

/** The id of a result's option. */
export function hitOptionId(idPrefix: string, groupIndex: number, hitIndex: number): string {
  return `${idPrefix}-${groupIndex}-${hitIndex}`;
}

/** The id of a recent search's option. */
export function recentOptionId(idPrefix: string, index: number): string {
  return `${idPrefix}-recent-${index}`;
}

/**
 * The next active choice after an arrow key, wrapping around at either end; -1 when there is none.
 *
 * @example moveActive(2, 3, 1) // 0
 * @example moveActive(-1, 3, -1) // 2
 */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
