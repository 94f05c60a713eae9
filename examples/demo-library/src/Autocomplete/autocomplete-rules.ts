/** The menu's largest height in pixels, unless set; longer lists scroll. */
export const AUTOCOMPLETE_MENU_MAX_HEIGHT = 310;

/** The text shown when no item matches, unless set. */
export const AUTOCOMPLETE_NO_DATA_TEXT = 'No data available';

/** One choice: the text shown and matched, and the value reported. */
export interface AutocompleteItem {
  title: string;
  value: string;
}

/** An item as given: a string stands for an item whose title and value are that string. */
export type AutocompleteItemInput = string | AutocompleteItem;

/** @example normalizeItems(['Apple']) // [{ title: 'Apple', value: 'Apple' }] */
export function normalizeItems(items: readonly AutocompleteItemInput[]): AutocompleteItem[] {
  return items.map((item) => (typeof item === 'string' ? { title: item, value: item } : item));
}

/**
 * The items whose title contains the query, ignoring case and surrounding spaces; all of them for an
 * empty query.
 *
 * @example filterItems(items, 'an') // Banana, Mango…
 */
export function filterItems(items: readonly AutocompleteItem[], query: string): AutocompleteItem[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...items];
  return items.filter((item) => item.title.toLocaleLowerCase().includes(needle));
}

/**
 * The text to filter by: none while the input still shows the chosen item's title, so reopening the
 * menu offers every item again.
 */
export function menuQuery(text: string, chosenTitle: string | undefined): string {
  return text === chosenTitle ? '' : text;
}

/**
 * The option an arrow key makes active, wrapping; -1 (none) when there are no options.
 *
 * @example nextActive(-1, 'ArrowUp', 3) // 2
 */
export function nextActive(current: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  return current - 1 < 0 ? count - 1 : current - 1;
}
