/**
 * Sides a menu can open on, relative to its activator. `start` and `end` are logical: `end` is on the
 * right in a left-to-right page and on the left in a right-to-left one.
 */
export const MENU_LOCATIONS = ['top', 'bottom', 'start', 'end'] as const;
export type MenuLocation = (typeof MENU_LOCATIONS)[number];

/** How long, in milliseconds, typed letters add up to one typeahead search before it starts again. */
export const MENU_TYPEAHEAD_TIMEOUT = 500;

/** An item as given: its title, or a title with a value and a disabled flag. */
export type MenuItemInput = string | { title: string; value?: string; disabled?: boolean };

/** An item with every field filled in: the value is the title when not given. */
export interface MenuItem {
  title: string;
  value: string;
  disabled: boolean;
}

/** Where a key moves the focus among the items. */
export type MenuFocusMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The menu location, checked: a typo in a page's code should fail loudly, not open the menu somewhere.
 *
 * @throws {Error} when `location` is not one of {@link MENU_LOCATIONS}.
 * @example assertMenuLocation('end') // 'end'
 */
export function assertMenuLocation(location: unknown): MenuLocation {
  if (MENU_LOCATIONS.includes(location as MenuLocation)) return location as MenuLocation;
  throw new Error(
    `Menu: the "location" prop must be one of ${MENU_LOCATIONS.join(', ')} (got ${JSON.stringify(location)})`,
  );
}

/**
 * The items with every field filled in: a string is an enabled item whose value is its title.
 *
 * @example normalizeMenuItems(['Copy']) // [{ title: 'Copy', value: 'Copy', disabled: false }]
 */
export function normalizeMenuItems(items: readonly MenuItemInput[]): MenuItem[] {
  return items.map((item) =>
    typeof item === 'string'
      ? { title: item, value: item, disabled: false }
      : { title: item.title, value: item.value ?? item.title, disabled: item.disabled ?? false },
  );
}

/**
 * The focus move of a key pressed in an open menu, or null for a key that moves nothing. The menu is
 * vertical, so only ArrowDown, ArrowUp, Home and End move.
 */
export function focusMoveForKey(key: string): MenuFocusMove | null {
  switch (key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/**
 * The index of the item to focus after a move, skipping disabled items: next and previous wrap at the
 * ends; from no item (-1) next goes to the first and previous to the last. -1 when every item is disabled.
 *
 * @example nextFocusIndex([{ disabled: false }, { disabled: true }, { disabled: false }], 0, 'next') // 2
 */
export function nextFocusIndex(
  items: readonly Pick<MenuItem, 'disabled'>[],
  current: number,
  move: MenuFocusMove,
): number {
  const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));
  if (enabled.length === 0) return -1;
  const first = enabled[0] as number;
  const last = enabled[enabled.length - 1] as number;
  const known = current >= 0 && current < items.length;
  switch (move) {
    case 'first':
      return first;
    case 'last':
      return last;
    case 'next':
      return known ? (enabled.find((index) => index > current) ?? first) : first;
    case 'previous':
      return known ? (enabled.findLast((index) => index < current) ?? last) : last;
    default:
      return move satisfies never;
  }
}

/** Whether a key is a printable character that takes part in typeahead (a letter, a digit, a sign). */
export function isTypeaheadKey(key: string, modified: boolean): boolean {
  return !modified && key.length === 1 && key !== ' ';
}

/**
 * The typeahead search after a key: the letters typed so far plus this one. The same letter pressed
 * again and again stays one letter, so it steps through the items that start with it.
 *
 * @example typeaheadQuery('c', 'o') // 'co'
 * @example typeaheadQuery('c', 'c') // 'c'
 */
export function typeaheadQuery(previous: string, key: string): string {
  const next = previous + key.toLowerCase();
  return [...next].every((letter) => letter === next[0]) ? next.slice(0, 1) : next;
}

/**
 * The index of the item a typeahead search lands on: the first enabled item whose title starts with the
 * search (ignoring case and leading spaces), looking after the focused item and wrapping. A search of
 * several letters may stay on the focused item while it still matches; a single letter moves on, so
 * pressing it again steps to the next match. -1 when nothing matches.
 *
 * @example typeaheadIndex(normalizeMenuItems(['Copy', 'Cut', 'Paste']), 0, 'c') // 1
 */
export function typeaheadIndex(
  items: readonly Pick<MenuItem, 'title' | 'disabled'>[],
  current: number,
  query: string,
): number {
  if (query === '' || items.length === 0) return -1;
  const needle = query.toLowerCase();
  const from = current >= 0 && current < items.length ? current : -1;
  const start = needle.length > 1 && from >= 0 ? from : from + 1;
  for (let offset = 0; offset < items.length; offset += 1) {
    const index = (start + offset) % items.length;
    const item = items[index] as Pick<MenuItem, 'title' | 'disabled'>;
    if (!item.disabled && item.title.trimStart().toLowerCase().startsWith(needle)) return index;
  }
  return -1;
}
