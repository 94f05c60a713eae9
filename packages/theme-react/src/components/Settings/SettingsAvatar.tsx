import { settingIssues } from '@lectern/theme-core';
import { type FormEvent, useId, useState } from 'react';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './SettingsPanel.css';

export interface SettingsAvatarProps {
  /** The avatar's address, or `null` for the login provider's picture. */
  avatar: string | null;
  /** Changes the avatar. */
  onChange: (avatar: string | null) => void;
  labels?: Labels | undefined;
}

/**
 * A subscriber's custom avatar: the address of an image (`https://`, checked by the same rule as the
 * settings schema), used once they press "Use this avatar"; "Remove avatar" goes back to the login
 * provider's picture. A wrong address is said next to the field.
 */
export function SettingsAvatar({ avatar, onChange, labels }: SettingsAvatarProps) {
  const id = useId();
  const [draft, setDraft] = useState(avatar ?? '');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    const wrong = value === '' || settingIssues('avatar', value).length > 0;
    setInvalid(wrong);
    if (!wrong) onChange(value);
  };
  return (
    <form className={styles.row} onSubmit={submit} noValidate>
      <label className={styles.fieldLabel} htmlFor={`${id}-url`}>
        {labelText(labels, 'settings.avatarUrl')}
      </label>
      <input
        id={`${id}-url`}
        className={styles.field}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={draft}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      {invalid && (
        <p id={`${id}-error`} className={styles.error}>
          {labelText(labels, 'settings.avatarInvalid')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.action}>
          {labelText(labels, 'settings.avatarSave')}
        </button>
        <button
          type="button"
          className={styles.action}
          disabled={avatar === null}
          onClick={() => {
            setDraft('');
            setInvalid(false);
            onChange(null);
          }}
        >
          {labelText(labels, 'settings.avatarRemove')}
        </button>
      </div>
    </form>
  );
}
