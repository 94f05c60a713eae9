import type { VisitorRole } from './perks.js';

/**
 * What happens to a visitor's settings beyond the browser: `off` for an anonymous visitor or with "sync
 * settings" turned off; `save` when logged in without GitHub (the settings are saved to the account, and
 * this device keeps its own); `sync` when logged in with GitHub (every device gets the account's
 * settings, merged field by field with its own).
 */
export type SettingsSyncMode = 'off' | 'save' | 'sync';

/** The account, as far as {@link settingsSyncMode} needs it. */
export interface SyncAccount {
  readonly role: VisitorRole;
  /** The login providers linked to the account, e.g. `['github', 'discord']`. */
  readonly providers: readonly string[];
}

/**
 * Whether and how a visitor's settings leave the browser: logging in saves them to the account; settings
 * sync across devices for accounts logged in with GitHub, while their "sync settings" is on.
 *
 * @example settingsSyncMode({ role: 'logged-in', providers: ['github'] }, true) // 'sync'
 * @example settingsSyncMode({ role: 'subscriber', providers: ['discord'] }, true) // 'save'
 * @example settingsSyncMode({ role: 'logged-in', providers: ['github'] }, false) // 'off'
 */
export function settingsSyncMode(account: SyncAccount, syncSettings: boolean): SettingsSyncMode {
  if (account.role === 'anonymous' || !syncSettings) return 'off';
  return account.providers.includes('github') ? 'sync' : 'save';
}
