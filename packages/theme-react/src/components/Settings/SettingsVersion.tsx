import { lensChoices } from '@lectern/theme-core';
import { useId } from 'react';
import * as styles from './SettingsPanel.css';

export interface SettingsVersionProps {
  /** The versions to offer (the site's versions, those its API data marks): newest first once shown. */
  versions: readonly string[];
  /** The version the visitor uses, or `null` for none stated. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The field's label ("The version I use"). */
  label: string;
  /** The choice of no version ("The latest"). */
  latest: string;
  /** A sentence below the field on what it does. */
  hint: string;
}

/**
 * The version of the documented library the visitor uses (the version lens): a list of the site's
 * versions, newest first, after "The latest", which marks nothing. A stored version the site does not
 * list (chosen on another site of the same library, or synced) stays offered, so it is shown as chosen.
 */
export function SettingsVersion({ versions, value, onChange, label, latest, hint }: SettingsVersionProps) {
  const id = useId();
  const offered = lensChoices([], value === null ? versions : [...versions, value]);
  return (
    <div className={styles.row}>
      <label className={styles.fieldLabel} htmlFor={`${id}-version`}>
        {label}
      </label>
      <select
        id={`${id}-version`}
        className={styles.field}
        value={value ?? ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      >
        <option value="">{latest}</option>
        {offered.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}
