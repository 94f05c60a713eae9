import { followRootSettings } from '../settings/root-settings';
import { syncWithAccountWhenIdle } from '../settings/settings-source';
import { startAccountAvatar } from './account-avatar';
import { followAppearanceSwitches } from './appearance-switch';
import { wireBannerDismiss } from './banner';
import { followTheme } from './follow-theme';
import { fitNavBar } from './nav-bar-fit';
import { startNotifications } from './notifications';
import { wirePinButtons } from './pin-buttons';
import { startQuickbar } from './quickbar';
import { watchForNewerBuild } from './refresh-prompt';
import { startSidebarPins } from './sidebar-pins';

/**
 * Starts the effects of the visitor's settings on the markup the server drew:
 *
 * - `<html>` follows the settings and the account (`followRootSettings`), the theme among them
 *   (`followTheme`, also following the system's preference), and a logged-in visitor's
 *   settings sync with their account once the browser is idle;
 * - the banner's close button works;
 * - the quickbar remembers the page and lists the pages read last and the pinned pages;
 * - the pinned pages head the sidebar, and the pin button pins the page;
 * - the refresh prompt watches for a newer build;
 * - the notifications menu counts and marks the unread ones, and opens;
 * - the navigation bar shows the visitor's avatar;
 * - the appearance switch says which theme shows, before the navigation bar hydrates;
 * - the navigation bar never overlaps itself: where its items do not fit, it gathers them (`fitNavBar`).
 *
 * Small and without React, so every page can run it as it loads; what is bigger loads on first use.
 * Returns the function that stops them.
 *
 * @example startPageEffects(); // once per page, in a module script
 */
export function startPageEffects(): () => void {
  wireBannerDismiss();
  syncWithAccountWhenIdle();
  const stops = [
    fitNavBar(),
    followRootSettings(),
    followTheme(),
    startQuickbar(),
    startSidebarPins(),
    wirePinButtons(),
    watchForNewerBuild(),
    startNotifications(),
    startAccountAvatar(),
    followAppearanceSwitches(),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
