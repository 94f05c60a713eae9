import { useId } from 'react';
import * as styles from './SettingsPanel.css';

export interface SettingsChoiceProps<Value extends string> {
  /** The group's name, shown as its legend. */
  legend: string;
  /** The choices, in order, each with its text. */
  choices: readonly { value: Value; label: string }[];
  /** The value of the checked choice. */
  value: Value;
  /** Called with the value of the choice the visitor picks. */
  onChange: (value: Value) => void;
}

/** One setting with a few choices: a group of radio buttons (arrow keys move between them). */
export function SettingsChoice<Value extends string>({
  legend,
  choices,
  value,
  onChange,
}: SettingsChoiceProps<Value>) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
