import type { UserSettings } from '@lectern/theme-core';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './SettingsPanel.css';
import { SettingsSwitch } from './SettingsSwitch';

export interface SettingsAnnouncementsProps {
  values: UserSettings;
  /** Changes settings. */
  onChange: (change: Partial<UserSettings>) => void;
  labels?: Labels | undefined;
}

/** The site's announcements: the offer to refresh once the site is updated, and the banners closed. */
export function SettingsAnnouncements({ values, onChange, labels }: SettingsAnnouncementsProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{labelText(labels, 'settings.announcements')}</legend>
      <SettingsSwitch
        label={labelText(labels, 'settings.refreshPrompt')}
        checked={values.refreshPrompt}
        onChange={(refreshPrompt) => onChange({ refreshPrompt })}
      />
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
