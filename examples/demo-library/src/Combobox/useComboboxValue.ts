import { useState } from 'react';
import type { ComboboxProps } from './combobox-props';

export interface ComboboxValue {
  multiple: boolean;
  /** The chosen chips (always empty in single mode). */
  chips: readonly string[];
  /** The input's text: the value itself in single mode, the chip being typed with `multiple`. */
  text: string;
  setText: (text: string) => void;
  setChips: (chips: readonly string[]) => void;
}

/**
 * Owns a combobox's value, or defers to the parent when `value` is given. In single mode the typed text
 * is the value (free entry) and every edit is reported; with `multiple` the value is the chips and the
 * typed text is a draft until it is entered.
 */
export function useComboboxValue(props: ComboboxProps): ComboboxValue {
  const [ownText, setOwnText] = useState(props.multiple ? '' : (props.defaultValue ?? ''));
  const [ownChips, setOwnChips] = useState(props.multiple ? (props.defaultValue ?? []) : []);
  const [draft, setDraft] = useState('');

  if (props.multiple) {
    const { value, onChange } = props;
    return {
      multiple: true,
      chips: value ?? ownChips,
      text: draft,
      setText: setDraft,
      setChips: (chips) => {
        if (value === undefined) setOwnChips(chips);
        onChange?.([...chips]);
      },
    };
  }
  const { value, onChange } = props;
  return {
    multiple: false,
    chips: [],
    text: value ?? ownText,
    setText: (text) => {
      if (value === undefined) setOwnText(text);
      onChange?.(text);
    },
    setChips: () => {},
  };
}
