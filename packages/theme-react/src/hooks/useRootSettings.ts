import { useEffect } from 'react';
import { followRootSettings } from '../settings/root-settings';
import { syncWithAccountWhenIdle } from '../settings/settings-source';

/**
 * Keeps the settings that style the whole page on `<html>` as they change in this page or another tab,
 * and as the visitor's account changes: `dir` for a chosen reading direction, and a `data-*` flag per
 * effect (`data-dark-code`, `data-rail-drawer`, `data-ads-off`…, see theme-core's `rootSettingFlags`). The
 * first-paint script (`appearanceScript`) sets them before the page shows; this hook only follows changes
 * after that. It also has stored settings checked (and repaired) once the browser is idle, and a
 * logged-in visitor's settings synced with their account.
 *
 * On a page of an Astro site the page's effects script (`startPageEffects`) does all this; the settings
 * panel uses this hook so that its changes show at once wherever it runs.
 *
 * @example useRootSettings();
 */
export function useRootSettings(): void {
  useEffect(() => {
    syncWithAccountWhenIdle();
    return followRootSettings();
  }, []);
}
