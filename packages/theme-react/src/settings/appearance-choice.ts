import { LEGACY_SETTINGS_STORAGE_KEYS, type ThemeChoice } from '@lectern/theme-core';
import { peekSettings } from '../stores/stored-settings';
import { changeSettings } from './settings-source';

/**
 * The legacy `localStorage` key of the visitor's appearance choice (`system`, `light`, `dark` or
 * `blackguard`). The choice now lives in the settings document (`lectern-settings`, its `theme`); a
 * choice still kept here is carried over while the document has none.
 */
export const APPEARANCE_STORAGE_KEY = LEGACY_SETTINGS_STORAGE_KEYS.appearance;

/**
 * The visitor's theme choice from the settings document (or the legacy key); `undefined` while they
 * have not chosen, or storage is unavailable.
 */
export function readAppearanceChoice(): ThemeChoice | undefined {
  return peekSettings().theme;
}

/**
 * Keeps the visitor's theme choice in the settings document. Without storage (blocked, private mode) it
 * lasts for this page. Kept once the returned promise settles (the settings writer loads first).
 */
export function storeAppearanceChoice(choice: ThemeChoice): Promise<void> {
  return changeSettings({ theme: choice });
}
