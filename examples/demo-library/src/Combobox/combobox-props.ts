import type { ComboboxHighlight } from './combobox-rules';

// The combobox's props, apart from the component so that its value hook can take them too: the shared
// ones, and the two shapes that `multiple` chooses between. Both shapes' props carry the same JSDoc; the
// `@default` tags are on the single shape only, since its props apply when nothing is given (and the API
// reader joins the tags of both shapes).

interface ComboboxBaseProps {
  /** The visible label, which also names the input and the list of suggestions. */
  label: string;
  /** Suggestions offered in the menu, filtered by the typed text ignoring case; each should appear once. */
  items?: readonly string[];
}

/** A combobox whose value is the text in the input: a suggestion or anything typed. */
export interface ComboboxSingleProps extends ComboboxBaseProps, ComboboxDisplayProps {
  /**
   * Makes the value a list of chips: Enter adds the active suggestion (or removes it when already
   * chosen) or the typed text, and Backspace in an empty input removes the last chip.
   *
   * @default false
   */
  multiple?: false;
  /**
   * The value when the parent controls it: the text (a suggestion or anything typed), or the chips with
   * `multiple`.
   */
  value?: string;
  /**
   * The first value when the component controls its own value: `''` by default, or `[]` with
   * `multiple`.
   *
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the new value: on every edit of the text and when a suggestion is chosen, or with the
   * new list of chips when one is added or removed with `multiple`.
   */
  onChange?: (value: string) => void;
}

/** A combobox whose value is a list of chips, added from suggestions or typed and entered with Enter. */
export interface ComboboxMultipleProps extends ComboboxBaseProps, ComboboxDisplayProps {
  /**
   * Makes the value a list of chips: Enter adds the active suggestion (or removes it when already
   * chosen) or the typed text, and Backspace in an empty input removes the last chip.
   */
  multiple: true;
  /**
   * The value when the parent controls it: the text (a suggestion or anything typed), or the chips with
   * `multiple`.
   */
  value?: readonly string[];
  /**
   * The first value when the component controls its own value: `''` by default, or `[]` with
   * `multiple`.
   */
  defaultValue?: readonly string[];
  /**
   * Called with the new value: on every edit of the text and when a suggestion is chosen, or with the
   * new list of chips when one is added or removed with `multiple`.
   */
  onChange?: (value: string[]) => void;
}

// Declared after the shapes, so the API table lists these props after `multiple` and the value.
interface ComboboxDisplayProps {
  /**
   * How the typed text is marked in the suggestions: `first` marks the first match with `<mark>`, `none`
   * marks nothing. Highlighting every match is not implemented: `all` throws
   * `Error: Highlighting every match is not implemented`.
   */
  highlight?: ComboboxHighlight;
  /** Most height of the open menu, in pixels; longer lists scroll. */
  menuMaxHeight?: number;
  /** Hint shown while the input is empty; not a replacement for the label. */
  placeholder?: string;
  /** Turns the combobox off, including its chips' remove buttons. */
  disabled?: boolean;
}

export type ComboboxProps = ComboboxSingleProps | ComboboxMultipleProps;
