export interface ComboboxChipsProps {
  /** Names the list, e.g. "Selected tags". */
  label: string;
  /** The chosen values, in order; nothing is drawn when there are none. */
  chips: readonly string[];
  /** Turns the remove buttons off. */
  disabled: boolean;
  /** Called with the chip whose remove button is pressed. */
  onRemove: (chip: string) => void;
}

/** The chosen values of a multiple combobox, each with a button that removes it. */
export function ComboboxChips({ label, chips, disabled, onRemove }: ComboboxChipsProps) {
  if (chips.length === 0) return null;
  return (
    <ul className="ui-combobox-chips" aria-label={label}>
      {chips.map((chip) => (
        <li key={chip} className="ui-combobox-chip">
          <span>{chip}</span>
          <button
            type="button"
            className="ui-combobox-chip-remove"
            aria-label={`Remove ${chip}`}
            disabled={disabled}
            onClick={() => onRemove(chip)}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
