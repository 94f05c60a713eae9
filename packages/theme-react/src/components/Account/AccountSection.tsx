import { chosenSetting, settingsSyncMode, type UiStringKey } from '@lectern/theme-core';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import {
  type AccountState,
  LOGIN_PROVIDERS,
  type LoginProvider,
  loginHref,
  logOut,
  PROVIDER_NAMES,
  roleOf,
} from '../../account/account-api';
import { markLoginPending, writeAccountHint } from '../../account/account-hint';
import { useSettings } from '../../hooks/useSettings';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import { loadAccount } from '../../stores/account-store';
import { startSettingsSync, subscribeToSyncStatus, syncStatus } from '../../stores/settings-sync';
import * as styles from './Account.css';
import { loginOutcome } from './login-outcome';

export interface AccountSectionProps {
  /** The account, from `useAccount()`; `undefined` while the server has not answered. */
  account: AccountState | undefined;
  /** The dashboard's address for the page's language; no link when left out (on the dashboard itself). */
  dashboardHref?: string | undefined;
  /**
   * On the dashboard: the linked providers, the others to link, and the subscriber state in full; the
   * heading is then a level 2 heading (under the page's title) rather than level 3 (in the panel).
   */
  detailed?: boolean;
  labels?: Labels | undefined;
}

const OUTCOME_TEXTS = { failed: 'account.loginFailed', 'link-refused': 'account.linkRefused' } as const;
const MODE_TEXTS = { sync: 'account.syncOn', save: 'account.saveOnly', off: 'account.syncOff' } as const;

/**
 * The account part of the settings panel and the dashboard: the login buttons ("Log in with GitHub",
 * "Log in with Discord"; a provider without an OAuth app says login is not configured), or who is logged
 * in, how their settings are saved or synced, "Sync settings" (kept on this device only), and "Log out".
 */
export function AccountSection({ account, dashboardHref, detailed = false, labels }: AccountSectionProps) {
  const text = (key: UiStringKey, params?: Record<string, string>) => labelText(labels, key, params);
  const headingId = useId();
  const Heading = detailed ? 'h2' : 'h3';
  const notConfiguredId = useId();
  const { document, update } = useSettings();
  const sync = useSyncExternalStore(subscribeToSyncStatus, syncStatus, syncStatus);
  const [loggingOut, setLoggingOut] = useState(false);
  const outcome = typeof window === 'undefined' ? undefined : loginOutcome(window.location.search);
  const returnTo = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;

  const user = account?.status === 'ready' ? account.user : null;
  useEffect(() => {
    if (user) startSettingsSync();
  }, [user]);
  const role = roleOf(user);
  const mode = settingsSyncMode({ role, providers: user?.providers ?? [] }, document.values.syncSettings);
  // A subscriber's own avatar (a perk) wins over the provider's.
  const avatar = (role === 'subscriber' ? chosenSetting(document, 'avatar') : undefined) ?? user?.avatarUrl;

  const onLogOut = async () => {
    setLoggingOut(true);
    try {
      await logOut();
      writeAccountHint('anonymous');
    } finally {
      setLoggingOut(false);
      await loadAccount({ refresh: true });
    }
  };

  const loginButton = (provider: LoginProvider, label: string) =>
    account?.status === 'ready' && account.login[provider] ? (
      <a
        key={provider}
        className={styles.button}
        href={loginHref(provider, returnTo)}
        onClick={markLoginPending}
      >
        {label}
      </a>
    ) : (
      <button
        key={provider}
        type="button"
        className={styles.button}
        disabled
        aria-describedby={notConfiguredId}
      >
        {label}
      </button>
    );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {text('account.title')}
      </Heading>
      {outcome && (
        <p role="alert" className={styles.alert}>
          {text(OUTCOME_TEXTS[outcome])}
        </p>
      )}
      {account?.status === 'unavailable' && <p className={styles.note}>{text('account.unavailable')}</p>}
      {account?.status === 'ready' && !user && (
        <>
          <div className={styles.actions}>
            {LOGIN_PROVIDERS.map((provider) =>
              loginButton(provider, text('account.logInWith', { provider: PROVIDER_NAMES[provider] })),
            )}
          </div>
          {LOGIN_PROVIDERS.some((provider) => !account.login[provider]) && (
            <p id={notConfiguredId} className={styles.note}>
              {text('account.notConfigured')}
            </p>
          )}
        </>
      )}
      {account?.status === 'ready' && user && (
        <>
          <p className={styles.who}>
            {avatar && <img className={styles.avatar} src={avatar} alt="" width={32} height={32} />}
            <span>{text('account.loggedInAs', { name: user.name })}</span>
          </p>
          {detailed && (
            <>
              <p className={styles.note}>
                {text(user.subscriber ? 'account.subscriber' : 'account.notSubscriber')}
              </p>
              <h3 className={styles.heading}>{text('account.providers')}</h3>
              <ul className={styles.list}>
                {user.providers.map((provider) => (
                  <li key={provider}>
                    {text('account.providerLinked', {
                      provider: PROVIDER_NAMES[provider as LoginProvider] ?? provider,
                    })}
                  </li>
                ))}
              </ul>
              <div className={styles.actions}>
                {LOGIN_PROVIDERS.filter((provider) => !user.providers.includes(provider)).map((provider) =>
                  loginButton(provider, text('account.link', { provider: PROVIDER_NAMES[provider] })),
                )}
              </div>
            </>
          )}
          <label className={styles.who}>
            <input
              type="checkbox"
              role="switch"
              checked={document.values.syncSettings}
              aria-checked={document.values.syncSettings}
              onChange={(event) => update({ syncSettings: event.currentTarget.checked })}
            />
            {text('account.syncSettings')}
          </label>
          <p className={styles.note} aria-live="polite">
            {mode !== 'off' && sync.error !== undefined
              ? text('account.saveFailed', { reason: sync.error })
              : text(MODE_TEXTS[mode])}
          </p>
          <div className={styles.actions}>
            {dashboardHref && (
              <a className={styles.link} href={dashboardHref}>
                {text('account.dashboard')}
              </a>
            )}
            <button type="button" className={styles.button} onClick={onLogOut} disabled={loggingOut}>
              {text('account.logOut')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
