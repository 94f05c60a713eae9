import { isThemeChoice, type ThemeChoice } from '@lectern/theme-core';

/**
 * The `localStorage` key of the visitor's appearance choice: `system`, `light`, `dark` or `blackguard`.
 * Read by the first-paint script ({@link appearanceScript}) and by `useAppearance`.
 */
export const APPEARANCE_STORAGE_KEY = 'lectern-appearance';

/** The visitor's stored appearance choice; `undefined` when none, invalid, or storage is unavailable. */
export function readAppearanceChoice(): ThemeChoice | undefined {
  try {
    const stored = window.localStorage.getItem(APPEARANCE_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the visitor's appearance choice. Without storage (blocked, private mode) it lasts for this page. */
export function storeAppearanceChoice(choice: ThemeChoice): void {
  try {
    window.localStorage.setItem(APPEARANCE_STORAGE_KEY, choice);
  } catch {
    // Storage is unavailable: the theme still changes on this page.
  }
}
