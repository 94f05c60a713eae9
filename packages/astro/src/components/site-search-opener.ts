// The search opener of every page with search (both providers), loaded by `startSiteSearchOpener` when
// first needed: it catches the hotkey the visitor chose
// (Ctrl/Cmd+K, or `/`, from the visitor's settings), the navigation bar's search button and `?search=`.
import { installSearchOpener, type SearchOpener } from '@lectern/search/opener';
import {
  SEARCH_HOTKEY_STORAGE_KEY,
  SETTINGS_STORAGE_KEY,
  storedSettingsSearchHotkey,
} from '@lectern/theme-core';

/** Installs the opener with the visitor's hotkey, read at each key press. */
export function installSiteSearchOpener(): SearchOpener {
  return installSearchOpener({
    hotkey: () => {
      try {
        return storedSettingsSearchHotkey(
          localStorage.getItem(SETTINGS_STORAGE_KEY),
          localStorage.getItem(SEARCH_HOTKEY_STORAGE_KEY),
        );
      } catch {
        return 'mod-k';
      }
    },
  });
}
