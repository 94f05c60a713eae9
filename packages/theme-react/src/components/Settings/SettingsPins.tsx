import { PIN_TITLES_STORAGE_KEY, readPinTitles, titleFromPath, unpinPage } from '@lectern/theme-core';
import { useId } from 'react';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import { storedItem } from '../../stores/stored-settings';
import * as styles from './SettingsPanel.css';

export interface SettingsPinsProps {
  /** The pinned pages, by path without a language. */
  pins: readonly string[];
  /** Changes the pins. */
  onChange: (pins: readonly string[]) => void;
  labels?: Labels | undefined;
}

/** A subscriber's pinned pages, each with a button that unpins it; a hint while there are none. */
export function SettingsPins({ pins, onChange, labels }: SettingsPinsProps) {
  const headingId = useId();
  const titles = readPinTitles(storedItem(PIN_TITLES_STORAGE_KEY), pins);
  return (
    <div className={styles.row}>
      <p id={headingId} className={styles.subheading}>
        {labelText(labels, 'settings.pins')}
      </p>
      {pins.length === 0 ? (
        <p className={styles.hint}>{labelText(labels, 'settings.noPins')}</p>
      ) : (
        <ul className={styles.pinList} aria-labelledby={headingId}>
          {pins.map((pin) => {
            const title = titles[pin] ?? titleFromPath(pin);
            return (
              <li key={pin} className={styles.pinItem}>
                <span className={styles.pinTitle}>{title}</span>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={labelText(labels, 'settings.unpin', { title })}
                  onClick={() => onChange(unpinPage(pins, pin))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
