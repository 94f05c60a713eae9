import { startAccountEffects } from './account-effects';
import { fitNavBar } from './nav-bar-fit';
import { startNotifications } from './notifications';
import { startReadingEffects } from './reading-effects';
import { startSettingsEffects } from './settings-effects';

/**
 * Starts every effect of the visitor's settings on the markup the server drew, at once:
 *
 * - `<html>` follows the settings and the account, the theme among them, and the appearance switches
 *   say which theme shows ({@link startSettingsEffects});
 * - the quickbar, the banner's close button and the refresh prompt ({@link startReadingEffects});
 * - the avatar, the pinned pages and the pin button, and a logged-in visitor's settings sync
 *   ({@link startAccountEffects});
 * - the notifications menu counts and marks the unread ones, and opens (`startNotifications`);
 * - the navigation bar never overlaps itself: where its items do not fit, it gathers them (`fitNavBar`).
 *
 * A page of an Astro site runs `startPage` instead, which loads each of these only when it is needed.
 * Returns the function that stops them.
 *
 * @example startPageEffects(); // once per page, in a module script
 */
export function startPageEffects(): () => void {
  const stops = [
    startReadingEffects(),
    startAccountEffects(),
    startNotifications(),
    startSettingsEffects(),
    fitNavBar(),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
