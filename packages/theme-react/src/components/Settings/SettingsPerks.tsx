import { effectiveSettings, settingLock, type UserSettings, type VisitorRole } from '@lectern/theme-core';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import { SettingsAvatar } from './SettingsAvatar';
import * as styles from './SettingsPanel.css';
import { SettingsPins } from './SettingsPins';
import { SettingsSwitch } from './SettingsSwitch';

export interface SettingsPerksProps {
  /** Who is reading: the perks are locked for anyone but subscribers. */
  role: VisitorRole;
  /**
   * The visitor's saved settings. Anyone but a subscriber sees each perk's default instead (theme-core's
   * `effectiveSettings`), while the saved values are kept.
   */
  values: UserSettings;
  /** Changes settings. */
  onChange: (change: Partial<UserSettings>) => void;
  labels?: Labels | undefined;
}

/**
 * The subscriber perks: the rail drawer, the quickbar, ads, pinned pages and a custom avatar. For anyone
 * who is not a subscriber each is locked, with the reason from `settingLock`, and shows its default
 * (a perk saved while subscribed takes effect again once the visitor is).
 */
export function SettingsPerks({ role, values, onChange, labels }: SettingsPerksProps) {
  const effective = effectiveSettings(values, role);
  const text = (key: Parameters<typeof labelText>[1]) => labelText(labels, key);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{text('settings.perks')}</legend>
      <SettingsSwitch
        label={text('settings.railDrawer')}
        checked={effective.railDrawer}
        lock={settingLock(role, 'railDrawer')}
        onChange={(railDrawer) => onChange({ railDrawer })}
      />
      <SettingsSwitch
        label={text('settings.quickbar')}
        checked={effective.quickbar}
        lock={settingLock(role, 'quickbar')}
        hint={text('settings.quickbarHint')}
        onChange={(quickbar) => onChange({ quickbar })}
      />
      <SettingsSwitch
        label={text('settings.ads')}
        checked={effective.ads}
        lock={settingLock(role, 'ads')}
        onChange={(ads) => onChange({ ads })}
      />
      {role === 'subscriber' ? (
        <SettingsPins pins={values.pins} onChange={(pins) => onChange({ pins })} labels={labels} />
      ) : (
        <SettingsSwitch
          label={text('settings.pins')}
          checked={false}
          lock={settingLock(role, 'pins')}
          onChange={() => {}}
        />
      )}
      {role === 'subscriber' ? (
        <SettingsAvatar avatar={values.avatar} onChange={(avatar) => onChange({ avatar })} labels={labels} />
      ) : (
        <SettingsSwitch
          label={text('settings.avatar')}
          checked={false}
          lock={settingLock(role, 'avatar')}
          onChange={() => {}}
        />
      )}
    </fieldset>
  );
}
