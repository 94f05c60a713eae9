/** Most height of the open menu in pixels, from the component rules. */
export const COMBOBOX_MENU_MAX_HEIGHT = 310;

/**
 * How matched text is marked in the options: `first` marks the first match, `none` marks nothing and
 * `all` (every match) is part of the documented API but not implemented: asking for it throws.
 */
export type ComboboxHighlight = 'first' | 'all' | 'none';

/** One run of an option's text, marked when it matches what was typed. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

/** Throws the documented developer error when every match is asked to be highlighted. */
export function assertHighlightSupported(mode: ComboboxHighlight): void {
  if (mode === 'all') throw new Error('Highlighting every match is not implemented');
}

function fold(text: string): string {
  return text.toLowerCase();
}

/** The items containing the typed text, ignoring case and surrounding spaces; all items for no text. */
export function filterItems(items: readonly string[], query: string): string[] {
  const needle = fold(query.trim());
  return needle === '' ? [...items] : items.filter((item) => fold(item).includes(needle));
}

/**
 * Splits an option's text around its first match with the typed text (ignoring case), so the match can
 * be marked. One unmarked run when nothing matches, for no text, or with `none`. Throws with `all`.
 */
export function highlightSegments(text: string, query: string, mode: ComboboxHighlight): HighlightSegment[] {
  assertHighlightSupported(mode);
  const needle = query.trim();
  const folded = fold(text);
  // Case folding that changes the length (rare letters) would misplace the mark: leave such text plain.
  const start =
    mode === 'none' || needle === '' || folded.length !== text.length ? -1 : folded.indexOf(fold(needle));
  if (start < 0) return [{ text, match: false }];
  const end = start + needle.length;
  return [
    { text: text.slice(0, start), match: false },
    { text: text.slice(start, end), match: true },
    { text: text.slice(end), match: false },
  ].filter((segment) => segment.text !== '');
}

/**
 * The option made active by an arrow key: the next (`1`) or previous (`-1`) one, wrapping at the ends.
 * From no active option, down goes to the first and up to the last; with no options there is none (-1).
 */
export function nextActiveIndex(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/** The chips after entering typed text: trimmed and added once; empty text or a repeat changes nothing. */
export function addChip(chips: readonly string[], text: string): readonly string[] {
  const chip = text.trim();
  return chip === '' || chips.includes(chip) ? chips : [...chips, chip];
}

/** The chips after choosing an option: added when absent, removed when already chosen. */
export function toggleChip(chips: readonly string[], item: string): readonly string[] {
  return chips.includes(item) ? chips.filter((chip) => chip !== item) : [...chips, item];
}
