import type { Appearance } from '@lectern/theme-core';
import { useAccount } from '../../hooks/useAccount';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import { SettingsPanel } from '../Settings/SettingsPanel';
import * as styles from './Account.css';
import { AccountSection } from './AccountSection';

export interface AccountDashboardProps {
  /** The site's appearance setting. Default: `true`. */
  appearance?: Appearance;
  /** The site has components with API pages: the settings offer their tables' switch (see `SettingsPanel`). Default: `true`. */
  apiTables?: boolean;
  /**
   * The versions the version lens offers in the settings panel ("The version I use"): the site's versions
   * and those its API data marks. Without any, the field is left out. Default: none.
   */
  lensVersions?: readonly string[] | undefined;
  labels?: Labels | undefined;
}

/**
 * The personal dashboard's content: the account (who is logged in, its login providers with buttons to
 * link the others, the subscriber state, how the settings are saved or synced, "Log out"), or the login
 * buttons; then the same settings as the settings panel.
 */
export function AccountDashboard({
  appearance = true,
  apiTables = true,
  lensVersions,
  labels,
}: AccountDashboardProps) {
  const account = useAccount();
  return (
    <div className={styles.dashboard}>
      {account?.status === 'ready' && !account.user && (
        <p className={styles.note}>{labelText(labels, 'dashboard.loggedOut')}</p>
      )}
      <AccountSection account={account} detailed labels={labels} />
      <SettingsPanel
        embedded
        accounts
        appearance={appearance}
        apiTables={apiTables}
        lensVersions={lensVersions}
        labels={labels}
      />
    </div>
  );
}
