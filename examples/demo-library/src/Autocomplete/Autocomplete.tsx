import { type CSSProperties, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useControllableState } from '../shared/useControllableState';
import {
  AUTOCOMPLETE_MENU_MAX_HEIGHT,
  AUTOCOMPLETE_NO_DATA_TEXT,
  type AutocompleteItemInput,
  filterItems,
  menuQuery,
  nextActive,
  normalizeItems,
} from './autocomplete-rules';
import './Autocomplete.css';

/** Props of {@link Autocomplete}. */
export interface AutocompleteProps {
  /** The visible label of the input; it also names the list of options. */
  label: string;
  /**
   * The choices: strings, or `{ title, value }` items. A string stands for an item whose title and value
   * are that string. Items are matched by title, ignoring case.
   */
  items: readonly AutocompleteItemInput[];
  /** The chosen item's value, when the parent controls it. */
  value?: string | null;
  /** The item chosen at first, when the component keeps its own state. */
  defaultValue?: string | null;
  /** A hint shown in the empty input. */
  placeholder?: string;
  /** The text shown in the menu, as a disabled option, when nothing matches. */
  noDataText?: string;
  /** The menu's largest height in pixels; longer lists scroll. */
  menuMaxHeight?: number;
  /** Turns the input off. */
  disabled?: boolean;
  /** Called with the chosen item's value, or null when the input is cleared with Escape. */
  onChange?: (value: string | null) => void;
}

/** The defaults of {@link AutocompleteProps}, shared with the API data test. */
export const autocompleteDefaults = {
  defaultValue: null,
  noDataText: AUTOCOMPLETE_NO_DATA_TEXT,
  menuMaxHeight: AUTOCOMPLETE_MENU_MAX_HEIGHT,
  disabled: false,
} as const satisfies Partial<AutocompleteProps>;

/**
 * A text input that filters a list of items as the reader types and lets one be chosen, following the
 * WAI-ARIA 1.2 combobox pattern (with list autocomplete).
 *
 * ArrowDown/ArrowUp open the menu and move through it, Enter chooses, Escape closes (or, when closed,
 * clears); leaving the input puts back the chosen item's title.
 *
 * @example <Autocomplete label="Fruit" items={['Apple', 'Banana']} onChange={(fruit) => …} />
 */
export function Autocomplete({
  label,
  items,
  value,
  defaultValue = autocompleteDefaults.defaultValue,
  placeholder,
  noDataText = autocompleteDefaults.noDataText,
  menuMaxHeight = autocompleteDefaults.menuMaxHeight,
  disabled = autocompleteDefaults.disabled,
  onChange,
}: AutocompleteProps) {
  const all = normalizeItems(items);
  const [chosen, setChosen] = useControllableState(value, defaultValue, onChange);
  const chosenTitle = all.find((item) => item.value === chosen)?.title;
  const [text, setText] = useState(chosenTitle ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const matches = filterItems(all, menuQuery(text, chosenTitle));

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (index: number) => {
    const item = matches[index];
    if (!item) return;
    setChosen(item.value);
    setText(item.title);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive(nextActive(open ? active : -1, event.key, matches.length));
        break;
      case 'Enter':
        if (open && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        event.preventDefault();
        if (open) close();
        else if (text !== '') {
          setText('');
          if (chosen !== null) setChosen(null);
        }
        break;
    }
  };

  return (
    <div className="ui-autocomplete" data-open={open || undefined}>
      <label className="ui-autocomplete__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="ui-autocomplete__field">
        <input
          id={`${id}-input`}
          className="ui-autocomplete__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(!open)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            close();
            setText(chosenTitle ?? '');
          }}
        />
        <div
          id={listId}
          className="ui-autocomplete__menu"
          role="listbox"
          aria-label={label}
          hidden={!open}
          style={{ '--ui-autocomplete-menu-max-height': `${menuMaxHeight}px` } as CSSProperties}
        >
          {matches.map((item, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach options through the input (aria-activedescendant).
            <div
              key={item.value}
              id={optionId(index)}
              className="ui-autocomplete__option"
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              data-chosen={item.value === chosen || undefined}
              // Keep focus in the input while the pointer chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {item.title}
            </div>
          ))}
          {matches.length === 0 && (
            <div
              className="ui-autocomplete__option ui-autocomplete__option--empty"
              role="option"
              tabIndex={-1}
              aria-disabled="true"
              aria-selected="false"
            >
              {noDataText}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
