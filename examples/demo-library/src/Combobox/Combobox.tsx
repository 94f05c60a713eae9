import './Combobox.css';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { ComboboxChips } from './ComboboxChips';
import { ComboboxListbox } from './ComboboxListbox';
import type { ComboboxProps } from './combobox-props';
import {
  addChip,
  assertHighlightSupported,
  COMBOBOX_MENU_MAX_HEIGHT,
  filterItems,
  nextActiveIndex,
  toggleChip,
} from './combobox-rules';
import { useComboboxValue } from './useComboboxValue';

/**
 * A text input with filtered suggestions whose typed text is itself a valid value; with `multiple` the
 * values become chips.
 *
 * It follows the ARIA 1.2 combobox pattern. Down and Up open the menu and move through it, Enter picks
 * the active option (or enters the typed text as a chip), Escape closes the menu, and Backspace in an
 * empty input removes the last chip.
 *
 * @example <Combobox label="Tags" items={['react', 'vue']} multiple defaultValue={['react']} />
 */
export function Combobox(props: ComboboxProps) {
  const {
    label,
    items = [],
    highlight = 'first',
    menuMaxHeight = COMBOBOX_MENU_MAX_HEIGHT,
    placeholder,
    disabled = false,
  } = props;
  assertHighlightSupported(highlight);
  const id = useId();
  const { multiple, chips, text, setText, setChips } = useComboboxValue(props);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // In single mode the text may be a chosen option: the menu then offers everything until the user types.
  const [typing, setTyping] = useState(false);
  const query = multiple || typing ? text : '';
  const options = filterItems(items, query);
  const expanded = open && !disabled && options.length > 0;
  const active = expanded && activeIndex < options.length ? activeIndex : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  function choose(option: string) {
    if (multiple) {
      setChips(toggleChip(chips, option));
      setText('');
    } else {
      setText(option);
      setTyping(false);
      setOpen(false);
    }
    setActiveIndex(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setOpen(true);
        setActiveIndex(nextActiveIndex(expanded ? active : -1, options.length, step));
        return;
      }
      case 'Enter': {
        const option = options[active];
        if (option !== undefined) choose(option);
        else if (multiple && text.trim() !== '') {
          setChips(addChip(chips, text));
          setText('');
        } else if (!expanded) return;
        else setOpen(false);
        event.preventDefault();
        return;
      }
      case 'Escape':
        if (!expanded) return;
        event.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
        return;
      case 'Backspace':
        if (multiple && text === '' && chips.length > 0) setChips(chips.slice(0, -1));
        return;
    }
  }

  return (
    <div className={disabled ? 'ui-combobox ui-combobox--disabled' : 'ui-combobox'}>
      <label id={`${id}-label`} className="ui-combobox-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="ui-combobox-field">
        {multiple && (
          <ComboboxChips
            label={`Selected ${label}`}
            chips={chips}
            disabled={disabled}
            onRemove={(chip) => setChips(chips.filter((other) => other !== chip))}
          />
        )}
        <input
          id={`${id}-input`}
          className="ui-combobox-input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setTyping(true);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            setOpen(false);
            setActiveIndex(-1);
          }}
        />
      </div>
      <ComboboxListbox
        id={`${id}-listbox`}
        labelId={`${id}-label`}
        options={options}
        activeIndex={active}
        isSelected={(option) => (multiple ? chips.includes(option) : option === text)}
        multiple={multiple}
        expanded={expanded}
        maxHeight={menuMaxHeight}
        query={query}
        highlight={highlight}
        optionId={optionId}
        onChoose={choose}
        onActivate={setActiveIndex}
      />
    </div>
  );
}
