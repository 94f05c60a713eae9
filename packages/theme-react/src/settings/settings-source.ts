import {
  LEGACY_SETTINGS_STORAGE_KEYS,
  type PeekedSettings,
  peekStoredSettings,
  SETTINGS_STORAGE_KEY,
  type UserSettings,
} from '@lectern/theme-core';
import { SETTINGS_CHANGE_EVENT } from '@lectern/theme-core/dom';
import { accountMayBeLoggedIn } from '../account/account-hint';

// Where the visitor's settings are kept, and the little a page needs of them as it loads. The full reader
// (`settings-storage`: checking, repairing, migrating and writing the document) is loaded only when a
// setting changes, the settings panel opens, or the browser is idle on a page of a visitor who stored
// settings, so it costs a first visit nothing.

// The settings written while storage is unavailable (blocked, private mode): they last for this page.
let unsaved: string | undefined;

/** A value kept in `localStorage`; `null` when there is none or storage is unavailable. */
export function storedItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps a value in `localStorage`; without storage (blocked, private mode) it is not kept. */
export function keepItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: what is not kept is simply not remembered.
  }
}

/** The stored settings document as text (or what this page keeps when storage is unavailable). */
export function storedSettingsText(): string | null {
  return unsaved ?? storedItem(SETTINGS_STORAGE_KEY);
}

/** What is kept under the legacy keys, carried over while there is no settings document. */
export function storedLegacySettings() {
  return {
    appearance: storedItem(LEGACY_SETTINGS_STORAGE_KEYS.appearance),
    searchHotkey: storedItem(LEGACY_SETTINGS_STORAGE_KEYS.searchHotkey),
  };
}

/** Keeps the settings document's text; without storage it lasts for this page. */
export function keepSettingsText(text: string): void {
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, text);
    unsaved = undefined;
  } catch {
    unsaved = text;
  }
}

/** The settings a page applies as it loads (theme, direction, dark code blocks, search hotkey). */
export function peekSettings(): PeekedSettings {
  return peekStoredSettings(storedSettingsText(), storedLegacySettings());
}

const SETTINGS_KEYS: readonly (string | null)[] = [
  null, // the whole storage was cleared
  SETTINGS_STORAGE_KEY,
  LEGACY_SETTINGS_STORAGE_KEYS.appearance,
  LEGACY_SETTINGS_STORAGE_KEYS.searchHotkey,
];

/**
 * Calls `onChange` whenever the settings change: in this page (`SETTINGS_CHANGE_EVENT`) or in another
 * tab (`storage`). Returns the function that stops listening.
 */
export function subscribeToSettings(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (SETTINGS_KEYS.includes(event.key)) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SETTINGS_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SETTINGS_CHANGE_EVENT, onChange);
  };
}

const loadFullStorage = () => import('./settings-storage');

/**
 * Changes settings and keeps them (see `changeStoredSettings`), loading the full settings reader first:
 * the change is stored, and every island told, once the returned promise settles.
 *
 * @example await changeSettings({ theme: 'dark' });
 */
export async function changeSettings(change: Partial<UserSettings>): Promise<void> {
  (await loadFullStorage()).changeStoredSettings(change);
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
    import('../account/settings-sync').then(
      (sync) => sync.startSettingsSync(),
      () => {}, // offline: the next page tries again
    );
  });
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1);
}

/** Forgets the settings kept for this page only; for tests. */
export function resetUnsavedSettingsForTests(): void {
  unsaved = undefined;
}
