import { SEARCH_HOTKEY_STORAGE_KEY } from '../hotkeys.js';

// The storage keys alone, so a page can find the visitor's settings without loading their reader.

/** Where a browser keeps the visitor's settings document, as JSON. */
export const SETTINGS_STORAGE_KEY = 'lectern-settings';

/**
 * The keys a browser kept settings under before the settings document (version 0): the appearance
 * choice (`system`, `light`, `dark` or `blackguard`, theme-react's `APPEARANCE_STORAGE_KEY`) and the
 * search hotkey (`slash`). Both are plain strings, not JSON.
 */
export const LEGACY_SETTINGS_STORAGE_KEYS = /* @__PURE__ */ Object.freeze({
  appearance: 'lectern-appearance',
  searchHotkey: SEARCH_HOTKEY_STORAGE_KEY,
});
