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
import {
  keepSettingsText,
  resetUnsavedSettingsForTests,
  storedLegacySettings,
  storedSettingsText,
} from './stored-settings';

/** The settings of a visitor who has stored nothing: what the server renders with. */
export const NOTHING_STORED: StoredSettings = readStoredSettings(null);

// The last read, so that reading the same stored text again gives the same object (React compares them).
let lastRead: { key: string; read: StoredSettings } | undefined;
// The reads already warned about, so the repair warning shows once per page, not once per island.
const warned = new WeakSet<StoredSettings>();

/**
 * The visitor's settings as stored: the settings document under `lectern-settings`, else the choices
 * under the legacy keys (`lectern-appearance`, `lectern-search-hotkey`), else the defaults. The same
 * stored text always gives the same object.
 */
export function readSettingsFromStorage(): StoredSettings {
  const raw = storedSettingsText();
  const legacy = storedLegacySettings();
  const key = JSON.stringify([raw, legacy.appearance, legacy.searchHotkey]);
  if (lastRead?.key !== key) lastRead = { key, read: readStoredSettings(raw, legacy) };
  return lastRead.read;
}

/**
 * Warns in the console, once per page for each read, about the parts of the stored settings that
 * had to be reset to their defaults; writes the repaired or migrated document back when it should.
 */
export function settleStoredSettings(read: StoredSettings): void {
  const warning = settingsRepairWarning(read.repaired);
  if (warning !== undefined && !warned.has(read)) {
    warned.add(read);
    console.warn(warning);
  }
  if (read.rewrite) keepSettingsText(serializeSettings(read.settings));
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
  const current = readSettingsFromStorage().settings;
  keepSettingsText(serializeSettings(updateSettings(current, change, { now: Date.now() })));
  window.dispatchEvent(new Event(SETTINGS_CHANGE_EVENT));
}

/** Forgets the settings kept for this page only and the last read; for tests. */
export function resetSettingsStorageForTests(): void {
  resetUnsavedSettingsForTests();
  lastRead = undefined;
}
