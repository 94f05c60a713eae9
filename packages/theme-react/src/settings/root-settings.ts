import { ROOT_SETTING_FLAGS, rootSettingFlags } from '@lectern/theme-core';
import { BANNER_ATTRIBUTE } from '@lectern/theme-core/dom';
import { peekSettings, subscribeToSettings } from '../stores/stored-settings';
import { subscribeToVisitorAccount, visitorAccount } from '../stores/visitor-account';
import { settleSettingsWhenIdle } from './settings-source';

/**
 * Puts the settings that style the whole page on `<html>`, as theme-core's `rootSettingFlags` decides
 * for the visitor's role: `dir` for a chosen reading direction, and a `data-*` flag per effect
 * (`data-rail-drawer`, `data-ads-off`, `data-banner-dismissed`…). The first-paint script
 * (`appearanceScript`) sets the same before the page shows; this follows changes after that.
 */
export function applyRootSettings(): void {
  const root = document.documentElement;
  const settings = peekSettings();
  const bannerId =
    document.querySelector(`[${BANNER_ATTRIBUTE}]`)?.getAttribute(BANNER_ATTRIBUTE) ?? undefined;
  const flags = rootSettingFlags(settings, { role: visitorAccount().role, bannerId });
  if (settings.direction !== undefined) root.dir = settings.direction;
  for (const flag of ROOT_SETTING_FLAGS) root.toggleAttribute(`data-${flag}`, flags[flag]);
}

/**
 * Keeps `<html>` following the settings (see {@link applyRootSettings}) as they change in this page or
 * another tab, and as the visitor's account changes; has stored settings checked once the browser is
 * idle. Returns the function that stops.
 */
export function followRootSettings(): () => void {
  settleSettingsWhenIdle();
  const stopSettings = subscribeToSettings(applyRootSettings);
  const stopAccount = subscribeToVisitorAccount(applyRootSettings);
  return () => {
    stopSettings();
    stopAccount();
  };
}
