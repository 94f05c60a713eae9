import type { UserSettings } from '@lectern/theme-core';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './SettingsPanel.css';
import { SettingsSwitch } from './SettingsSwitch';

export interface SettingsAnnouncementsProps {
  /**
   * The visitor's settings: `refreshPrompt` sets the switch; with no closed banner or no read notification,
   * the button that brings them back is disabled.
   */
  values: UserSettings;
  /** Changes settings. */
  onChange: (change: Partial<UserSettings>) => void;
  labels?: Labels | undefined;
}

/**
 * The site's announcements: the offer to refresh once the site is updated, the banners closed and the
 * notifications read.
 */
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
        <button
          type="button"
          className={styles.action}
          disabled={values.readNotifications.length === 0}
          onClick={() => onChange({ readNotifications: [] })}
        >
          {labelText(labels, 'settings.unreadNotifications')}
        </button>
      </div>
    </fieldset>
  );
}
