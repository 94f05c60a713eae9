import { useId } from 'react';
import * as styles from './SettingsPanel.css';

export interface SettingsSwitchProps {
  /** What the switch turns on, as its label. */
  label: string;
  /** Whether the switch is on. */
  checked: boolean;
  /** Called with the new state when the visitor flips the switch; never while it is locked. */
  onChange: (checked: boolean) => void;
  /** Why the visitor cannot change it (a perk they do not have), shown below it; unlocked when left out. */
  lock?: string | undefined;
  /** A sentence below the switch about what it does. */
  hint?: string | undefined;
}

/** One setting that is on or off: a switch (a checkbox with `role="switch"`), locked with its reason. */
export function SettingsSwitch({ label, checked, onChange, lock, hint }: SettingsSwitchProps) {
  const id = useId();
  const note = lock ?? hint;
  return (
    <div className={styles.row}>
      <label className={styles.option}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switchControl}
          checked={checked}
          aria-checked={checked}
          disabled={lock !== undefined}
          aria-describedby={note === undefined ? undefined : id}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        {label}
      </label>
      {note !== undefined && (
        <p id={id} className={lock === undefined ? styles.hint : styles.lock}>
          {note}
        </p>
      )}
    </div>
  );
}
