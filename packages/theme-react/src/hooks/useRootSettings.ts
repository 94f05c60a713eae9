import { useEffect } from 'react';
import {
  peekSettings,
  settleSettingsWhenIdle,
  subscribeToSettings,
  syncWithAccountWhenIdle,
} from '../settings/settings-source';

/**
 * Keeps the settings that style the whole page on `<html>` as they change in this page or another tab:
 * `dir` for a chosen reading direction, `data-dark-code` for dark code blocks. The first-paint script
 * (`appearanceScript`) sets them before the page shows; this hook only follows changes after that. It
 * also has stored settings checked (and repaired) once the browser is idle, and a logged-in visitor's
 * settings synced with their account.
 *
 * @example useRootSettings(); // once per page, in the NavBar island
 */
export function useRootSettings(): void {
  useEffect(() => {
    settleSettingsWhenIdle();
    syncWithAccountWhenIdle();
    return subscribeToSettings(() => {
      const { direction, darkCodeBlocks } = peekSettings();
      const root = document.documentElement;
      if (direction !== undefined) root.dir = direction;
      root.toggleAttribute('data-dark-code', darkCodeBlocks);
    });
  }, []);
}
