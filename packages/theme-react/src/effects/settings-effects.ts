import { applyRootSettings, followRootSettings } from '../settings/root-settings';
import { followAppearanceSwitches } from './appearance-switch';
import { followTheme, showTheme } from './follow-theme';

/**
 * Keeps `<html>` following the visitor's settings and account (`followRootSettings`), the theme among
 * them (`followTheme`, also following the system's preference) and the server-drawn appearance switches
 * in step with the theme shown: what the first-paint script did on load, for the rest of the visit. With
 * `catchUp`, it first brings `<html>` up to date, for a change made before it started (in another tab, by
 * the system). Returns the function that stops.
 *
 * @example startSettingsEffects(); // what `startPage` loads when the settings may change
 */
export function startSettingsEffects(doc: Document = document, { catchUp = false } = {}): () => void {
  if (catchUp) {
    applyRootSettings();
    showTheme(doc);
  }
  const stops = [followRootSettings(), followTheme(doc), followAppearanceSwitches(doc)];
  return () => {
    for (const stop of stops) stop();
  };
}
