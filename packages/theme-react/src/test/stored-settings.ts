import {
  chosenSetting,
  readStoredSettings,
  SETTINGS_STORAGE_KEY,
  type SettingsDocument,
  type ThemeChoice,
} from '@lectern/theme-core';

/** The settings document in `localStorage`, as a page reads it. */
export function storedSettings(): SettingsDocument {
  return readStoredSettings(localStorage.getItem(SETTINGS_STORAGE_KEY)).settings;
}

/** The theme chosen in the stored settings document; `undefined` when none was. */
export function storedTheme(): ThemeChoice | undefined {
  return chosenSetting(storedSettings(), 'theme');
}
