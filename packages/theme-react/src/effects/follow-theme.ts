import { type Appearance, resolveTheme, type ThemeName } from '@lectern/theme-core';
import { APPEARANCE_SETTING_ATTRIBUTE } from '@lectern/theme-core/dom';
import { readAppearanceChoice } from '../settings/appearance-choice';
import { subscribeToSettings } from '../stores/stored-settings';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the system asks for a dark theme (false where it cannot say). */
export function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** The site's `appearance` as the first-paint script left it on `<html>` (`true` when it left none). */
export function appearanceOfPage(doc: Document = document): Appearance {
  const value = doc.documentElement.getAttribute(APPEARANCE_SETTING_ATTRIBUTE);
  if (value === 'false') return false;
  return value === 'dark' || value === 'force-dark' || value === 'force-auto' ? value : true;
}

/**
 * The theme to show now: the visitor's choice (from the settings), the system's preference and the
 * site's `appearance`, as theme-core's `resolveTheme` decides.
 */
export function themeToShow(appearance: Appearance): ThemeName {
  return resolveTheme({ choice: readAppearanceChoice(), prefersDark: prefersDark(), appearance });
}

/** Sets `data-theme` on `<html>` to the theme to show now ({@link themeToShow}). */
export function showTheme(doc: Document = document, appearance: Appearance = appearanceOfPage(doc)): void {
  doc.documentElement.setAttribute('data-theme', themeToShow(appearance));
}

/**
 * Keeps `data-theme` on `<html>` on the theme to show while the page is open: when the settings change
 * (the settings panel, another tab, a sync with the visitor's account) and when the system's preference
 * does (for a choice of `system`). What the first-paint script did on load, for the rest of the visit.
 * The site's `appearance` is the one the first-paint script left on `<html>` unless given.
 *
 * @returns A function that stops following.
 */
export function followTheme(
  doc: Document = document,
  appearance: Appearance = appearanceOfPage(doc),
): () => void {
  const sync = () => showTheme(doc, appearance);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  const unsubscribe = subscribeToSettings(sync);
  media?.addEventListener('change', sync);
  return () => {
    unsubscribe();
    media?.removeEventListener('change', sync);
  };
}
