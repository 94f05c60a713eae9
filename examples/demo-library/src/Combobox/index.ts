export { Combobox } from './Combobox';
export type { ComboboxChipsProps } from './ComboboxChips';
export { ComboboxChips } from './ComboboxChips';
export type { ComboboxListboxProps } from './ComboboxListbox';
export { ComboboxListbox } from './ComboboxListbox';
export type { ComboboxMultipleProps, ComboboxProps, ComboboxSingleProps } from './combobox-props';
export type { ComboboxHighlight, HighlightSegment } from './combobox-rules';
export {
  addChip,
  assertHighlightSupported,
  COMBOBOX_MENU_MAX_HEIGHT,
  filterItems,
  highlightSegments,
  nextActiveIndex,
  toggleChip,
} from './combobox-rules';
export type { ComboboxValue } from './useComboboxValue';
export { useComboboxValue } from './useComboboxValue';
