import { SETTINGS_CHANGE_EVENT } from '@lectern/theme-core/dom';

export { SETTINGS_CHANGE_EVENT } from '@lectern/theme-core/dom';

import {
  readStoredSettings,
  type StoredSettings,
  serializeSettings,
  settingsRepairWarning,
  type UserSettings,
  updateSettings,
} from '@lectern/theme-core';
import { pageStore } from './page-stores';
import { pageSettingsText, type SettingsText, storedLegacySettings } from './stored-settings';

/** The settings of a visitor who has stored nothing: what the server renders with. */
export const NOTHING_STORED: StoredSettings = readStoredSettings(null);

/** The full reader and writer of a page's settings (see {@link createSettingsStorage}). */
export interface SettingsStorage {
  /** The settings as stored (see {@link readSettingsFromStorage}); the same text gives the same object. */
  read(): StoredSettings;
  /** Reports a repaired read once, and writes it back when it should (see {@link settleStoredSettings}). */
  settle(read: StoredSettings): void;
  /** Changes settings, dated now, keeps them and tells the page (see {@link changeSettingsNow}). */
  change(change: Partial<UserSettings>): void;
}

/**
 * The full reader and writer of the settings of the page in `view`: it checks, repairs and migrates the
 * document `text` holds (or the legacy keys), and writes changes back to it.
 */
export function createSettingsStorage(text: SettingsText, view: Window): SettingsStorage {
  // The last read, so that reading the same stored text again gives the same object (React compares them).
  let lastRead: { key: string; read: StoredSettings } | undefined;
  // The reads already warned about, so the repair warning shows once per page, not once per island.
  const warned = new WeakSet<StoredSettings>();

  const read = () => {
    const raw = text.read();
    const legacy = storedLegacySettings(view);
    const key = JSON.stringify([raw, legacy.appearance, legacy.searchHotkey]);
    if (lastRead?.key !== key) lastRead = { key, read: readStoredSettings(raw, legacy) };
    return lastRead.read;
  };

  return {
    read,
    settle(stored) {
      const warning = settingsRepairWarning(stored.repaired);
      if (warning !== undefined && !warned.has(stored)) {
        warned.add(stored);
        console.warn(warning);
      }
      if (stored.rewrite) text.keep(serializeSettings(stored.settings));
    },
    change(change) {
      const current = read().settings;
      text.keep(serializeSettings(updateSettings(current, change, { now: Date.now() })));
      view.dispatchEvent(new Event(SETTINGS_CHANGE_EVENT));
    },
  };
}

function createPageSettingsStorage(view: Window): SettingsStorage {
  return createSettingsStorage(pageSettingsText(view), view);
}

/** The full settings reader and writer of the page in `view`, which its islands and page scripts share. */
export function pageSettingsStorage(view: Window = window): SettingsStorage {
  return pageStore(createPageSettingsStorage, view);
}

/**
 * The visitor's settings as stored: the settings document under `lectern-settings`, else the choices
 * under the legacy keys (`lectern-appearance`, `lectern-search-hotkey`), else the defaults. The same
 * stored text always gives the same object.
 */
export function readSettingsFromStorage(): StoredSettings {
  return pageSettingsStorage().read();
}

/**
 * Warns in the console, once per page for each read, about the parts of the stored settings that
 * had to be reset to their defaults; writes the repaired or migrated document back when it should.
 */
export function settleStoredSettings(read: StoredSettings): void {
  pageSettingsStorage().settle(read);
}

/**
 * `changeSettings` (settings-source), at once, for code that has this module loaded already (the settings
 * panel, the notifications once opened): each changed setting is dated now, the document is stored under
 * `lectern-settings`, and the page's islands are told (`SETTINGS_CHANGE_EVENT`). Without storage the
 * change lasts for this page.
 *
 * @example changeSettingsNow({ theme: 'dark' });
 */
export function changeSettingsNow(change: Partial<UserSettings>): void {
  pageSettingsStorage().change(change);
}
