import type { UserSettings } from '@lectern/theme-core';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './SettingsPanel.css';

export interface SettingsAnnouncementsProps {
  values: UserSettings;
  /** Changes settings. */
  onChange: (change: Partial<UserSettings>) => void;
  labels?: Labels | undefined;
}

/** The site's announcements: bring back the banners the visitor closed. */
export function SettingsAnnouncements({ values, onChange, labels }: SettingsAnnouncementsProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{labelText(labels, 'settings.announcements')}</legend>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          disabled={values.dismissedBanners.length === 0}
          onClick={() => onChange({ dismissedBanners: [] })}
        >
          {labelText(labels, 'settings.showBanners')}
        </button>
      </div>
    </fieldset>
  );
}
