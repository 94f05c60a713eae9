import { loadOnce, type UserSettings } from '@lectern/theme-core';
import { accountMayBeLoggedIn } from '../account/account-hint';
import { storedLegacySettings, storedSettingsText } from '../stores/stored-settings';

// What loads the rest of the settings' code when it is needed. The full reader (`settings-storage`:
// checking, repairing, migrating and writing the document) is loaded only when a setting changes, the
// settings panel opens, or the browser is idle on a page of a visitor who stored settings; the sync
// only for a visitor who may be logged in. A first visit loads neither.

// Loaded once for every change, so changes are kept in the order they were made (`loadOnce`).
const loadFullStorage = loadOnce(() => import('../stores/settings-storage'));

/**
 * Changes settings and keeps them (see `changeSettingsNow`), loading the full settings reader first:
 * the change is stored, and every island told, once the returned promise settles.
 *
 * @example await changeSettings({ theme: 'dark' });
 */
export async function changeSettings(change: Partial<UserSettings>): Promise<void> {
  (await loadFullStorage()).changeSettingsNow(change);
}

/**
 * When the visitor has stored settings, checks them once the browser is idle: parts that had to be
 * reset are reported in the console, and a repaired or migrated document is written back. A visitor
 * who stored nothing loads nothing.
 */
export function settleSettingsWhenIdle(): void {
  if (
    storedSettingsText() === null &&
    Object.values(storedLegacySettings()).every((value) => value === null)
  ) {
    return;
  }
  whenIdle(() => {
    loadFullStorage().then(
      (storage) => storage.settleStoredSettings(storage.readSettingsFromStorage()),
      () => {}, // offline: the next page tries again
    );
  });
}

/**
 * When the visitor is (or has just been) logged in, as far as this browser knows, loads the settings sync
 * once the browser is idle: the settings are saved to the account and, with GitHub, brought from it. An
 * anonymous visitor loads nothing.
 */
export function syncWithAccountWhenIdle(): void {
  if (!accountMayBeLoggedIn()) return;
  whenIdle(() => {
    import('../stores/settings-sync').then(
      (sync) => sync.startSettingsSync(),
      () => {}, // offline: the next page tries again
    );
  });
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1);
}
