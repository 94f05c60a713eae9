import type { UserSettings } from '@lectern/theme-core';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import type { VisitorAccount } from '../../settings/visitor-account';
import * as styles from './SettingsPanel.css';
import { SettingsSwitch } from './SettingsSwitch';

export interface SettingsSyncProps {
  /** The visitor's account: settings sync for a visitor logged in with GitHub. */
  account: VisitorAccount;
  values: UserSettings;
  /** Changes settings. */
  onChange: (change: Partial<UserSettings>) => void;
  labels?: Labels | undefined;
}

/**
 * Whether this device keeps its settings in step with the account (`syncSettings`, kept on the device).
 * Settings sync when logged in with GitHub; for anyone else the switch is locked, saying so.
 */
export function SettingsSync({ account, values, onChange, labels }: SettingsSyncProps) {
  const canSync = account.role !== 'anonymous' && (account.providers ?? []).includes('github');
  return (
    <div className={styles.group}>
      <SettingsSwitch
        label={labelText(labels, 'settings.syncSettings')}
        checked={canSync && values.syncSettings}
        lock={canSync ? undefined : labelText(labels, 'settings.syncNeedsGitHub')}
        onChange={(syncSettings) => onChange({ syncSettings })}
      />
    </div>
  );
}
