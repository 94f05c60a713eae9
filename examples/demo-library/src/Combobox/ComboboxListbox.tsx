import { type ComboboxHighlight, highlightSegments } from './combobox-rules';

export interface ComboboxListboxProps {
  /** The id of the list, which the input's `aria-controls` names. */
  id: string;
  /** The id of the label that names the list. */
  labelId: string;
  /** The options shown, already filtered. */
  options: readonly string[];
  /** Index of the active option (the one `aria-activedescendant` points to), or -1. */
  activeIndex: number;
  /** Whether an option is chosen (`aria-selected`). */
  isSelected: (option: string) => boolean;
  /** Marks the list as allowing several chosen options (`aria-multiselectable`). */
  multiple: boolean;
  /** Shows the list; it is hidden otherwise. */
  expanded: boolean;
  /** Most height of the list in pixels; longer lists scroll. */
  maxHeight: number;
  /** The typed text to mark in the options. */
  query: string;
  /** How the typed text is marked: `first` match or `none`; `all` throws. */
  highlight: ComboboxHighlight;
  /** The id of the option at an index, for `aria-activedescendant`. */
  optionId: (index: number) => string;
  /** Called with the option that is clicked. */
  onChoose: (option: string) => void;
  /** Called with the index of the option the pointer moves over, which becomes the active one. */
  onActivate: (index: number) => void;
}

/**
 * The popup list of a combobox. It never takes focus: the input keeps it and points at the active
 * option. Pressing an option does not blur the input, so the menu stays usable with a pointer.
 */
export function ComboboxListbox(props: ComboboxListboxProps) {
  const { id, labelId, options, activeIndex, expanded, query, highlight } = props;
  return (
    <div
      id={id}
      role="listbox"
      className="ui-combobox-listbox"
      aria-labelledby={labelId}
      aria-multiselectable={props.multiple || undefined}
      hidden={!expanded}
      style={{ maxBlockSize: props.maxHeight }}
    >
      {options.map((option, index) => (
        // Options are never focused: the input keeps the focus and names the active one
        // (aria-activedescendant), and its key handler serves them.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for its options
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant)
        <div
          key={option}
          id={props.optionId(index)}
          role="option"
          className={
            index === activeIndex ? 'ui-combobox-option ui-combobox-option--active' : 'ui-combobox-option'
          }
          aria-selected={props.isSelected(option)}
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => props.onActivate(index)}
          onClick={() => props.onChoose(option)}
        >
          {highlightSegments(option, query, highlight).map((segment) =>
            segment.match ? (
              <mark key="match" className="ui-combobox-match">
                {segment.text}
              </mark>
            ) : (
              segment.text
            ),
          )}
        </div>
      ))}
    </div>
  );
}
