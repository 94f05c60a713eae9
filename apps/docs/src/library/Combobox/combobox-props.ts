import type { ComboboxHighlight } from './combobox-rules';

// The combobox's props, apart from the component so that its value hook can take them too.

interface ComboboxBaseProps {
  /** The visible label, which also names the input and the list. */
  label: string;
  /** Suggestions offered in the menu, filtered by what is typed; each should appear once. */
  items?: readonly string[];
  /** How typed text is marked in the options; `all` throws "Highlighting every match is not implemented". */
  highlight?: ComboboxHighlight;
  /** Most height of the open menu, in pixels; longer lists scroll. */
  menuMaxHeight?: number;
  placeholder?: string;
  disabled?: boolean;
}

/** A combobox whose value is the text in the input: a suggestion or anything typed. */
export interface ComboboxSingleProps extends ComboboxBaseProps {
  multiple?: false;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

/** A combobox whose value is a list of chips, added from suggestions or typed and entered with Enter. */
export interface ComboboxMultipleProps extends ComboboxBaseProps {
  multiple: true;
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
}

export type ComboboxProps = ComboboxSingleProps | ComboboxMultipleProps;
