import type { SettingsDocument, UserSettings } from '@lectern/theme-core';
import { useEffect, useSyncExternalStore } from 'react';
import {
  changeSettingsNow,
  NOTHING_STORED,
  readSettingsFromStorage,
  settleStoredSettings,
} from '../stores/settings-storage';
import { subscribeToSettings } from '../stores/stored-settings';

/** What {@link useSettings} gives. */
export interface SettingsState {
  /** The settings document: every setting's value, and when each was chosen (see `chosenSetting`). */
  document: SettingsDocument;
  /** Every setting's value. */
  values: UserSettings;
  /** Changes settings and keeps them in the browser; every island and tab follows. */
  update: (change: Partial<UserSettings>) => void;
}

const getServerSnapshot = () => NOTHING_STORED;

/**
 * The visitor's settings, kept in the browser under `lectern-settings` (the legacy `lectern-appearance`
 * and `lectern-search-hotkey` choices are carried over). Every island using it sees the others' changes,
 * and other tabs' through `storage` events. The server and the first render while hydrating see the
 * defaults, so the HTML matches; the stored settings follow right after. Stored settings that had to be
 * repaired are reported once in the console and written back repaired.
 *
 * @example const { values, update } = useSettings(); update({ searchHotkey: 'slash' });
 */
export function useSettings(): SettingsState {
  const read = useSyncExternalStore(subscribeToSettings, readSettingsFromStorage, getServerSnapshot);
  useEffect(() => {
    if (read !== NOTHING_STORED) settleStoredSettings(read);
  }, [read]);
  return { document: read.settings, values: read.settings.values, update: changeSettingsNow };
}
