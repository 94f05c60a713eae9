import {
  LEGACY_SETTINGS_STORAGE_KEYS,
  type PeekedSettings,
  peekStoredSettings,
  SETTINGS_STORAGE_KEY,
} from '@lectern/theme-core';
import { SETTINGS_CHANGE_EVENT } from '@lectern/theme-core/dom';
import { pageStore } from './page-stores';

// Where the visitor's settings are kept, and the little a page needs of them as it loads: the bottom of
// the settings' modules, which the full reader (`settings-storage`) and the sync build on. The loaders of
// those are in `settings-source`.

/**
 * A value kept in `localStorage` (`view`'s, by default this window's); `null` when there is none or storage
 * is unavailable.
 */
export function storedItem(key: string, view?: Window): string | null {
  try {
    return (view ?? window).localStorage.getItem(key);
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

/**
 * What is kept under the legacy keys (`view`'s, by default this window's), carried over while there is no
 * settings document.
 */
export function storedLegacySettings(view?: Window) {
  return {
    appearance: storedItem(LEGACY_SETTINGS_STORAGE_KEYS.appearance, view),
    searchHotkey: storedItem(LEGACY_SETTINGS_STORAGE_KEYS.searchHotkey, view),
  };
}

/** A page's settings document as text (see {@link createSettingsText}). */
export interface SettingsText {
  /** The stored document's text, or what the page keeps when storage is unavailable; `null` when neither. */
  read(): string | null;
  /** Keeps the document's text; without storage it lasts for the page. */
  keep(text: string): void;
}

/**
 * The settings document's text as the page in `view` knows it: what its `localStorage` holds, or while
 * storage is unavailable (blocked, private mode), what was written on the page, which lasts for the page.
 */
export function createSettingsText(view: Window): SettingsText {
  let unsaved: string | undefined;
  return {
    read: () => unsaved ?? storedItem(SETTINGS_STORAGE_KEY, view),
    keep(text) {
      try {
        view.localStorage.setItem(SETTINGS_STORAGE_KEY, text);
        unsaved = undefined;
      } catch {
        unsaved = text;
      }
    },
  };
}

/** The settings document's text of the page in `view`, which its islands and page scripts share. */
export function pageSettingsText(view: Window = window): SettingsText {
  return pageStore(createSettingsText, view);
}

/**
 * The stored settings document as text (or what this page keeps when storage is unavailable). `null` on
 * the server, where there is no storage.
 */
export function storedSettingsText(): string | null {
  return typeof window === 'undefined' ? null : pageSettingsText().read();
}

/** Keeps the settings document's text; without storage it lasts for this page. */
export function keepSettingsText(text: string): void {
  pageSettingsText().keep(text);
}

/**
 * The settings a page applies as it loads (theme, direction, dark code blocks, search hotkey); the
 * defaults on the server.
 */
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
