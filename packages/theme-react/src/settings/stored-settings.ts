import {
  LEGACY_SETTINGS_STORAGE_KEYS,
  type PeekedSettings,
  peekStoredSettings,
  SETTINGS_STORAGE_KEY,
} from '@lectern/theme-core';
import { SETTINGS_CHANGE_EVENT } from '@lectern/theme-core/dom';

// Where the visitor's settings are kept, and the little a page needs of them as it loads: the bottom of
// the settings' modules, which the full reader (`settings-storage`) and the sync build on. The loaders of
// those are in `settings-source`.

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

/** Forgets the settings kept for this page only; for tests. */
export function resetUnsavedSettingsForTests(): void {
  unsaved = undefined;
}
