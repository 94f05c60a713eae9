import {
  APPLE_PLATFORM_PATTERN,
  type Appearance,
  effectiveSettings,
  localeLink,
  peekStoredSettings,
  QUICKBAR_RECENT_COUNT,
  RECENT_PAGES_STORAGE_KEY,
  ROOT_SETTING_FLAGS,
  readRecentPages,
  recentPagesBesides,
  resolveTheme,
  rootSettingFlags,
  SETTINGS_STORAGE_KEY,
  withBase,
} from '@lectern/theme-core';
import {
  APPEARANCE_SETTING_ATTRIBUTE,
  APPLE_PLATFORM_ATTRIBUTE,
  QUICKBAR_FILLED_ATTRIBUTE,
} from '@lectern/theme-core/dom';
import { readAccountHint } from '../account/account-hint';
import { siteBase } from '../dom/page-attributes';
import { storedItem, storedLegacySettings } from '../stores/stored-settings';

// The first-paint script: this module, bundled with what it imports and minified at build time, runs
// inline in `<head>` before any stylesheet (see `appearanceScript`), with the same theme-core rules the
// page's scripts follow afterwards. It must survive blocked storage and damaged settings.

/**
 * Applies the visitor's settings to `<html>` before the page shows, so it never flashes the wrong theme,
 * direction or layout: `data-theme` (theme-core's `resolveTheme` of the site's `appearance` and the
 * visitor's choice), `dir` when the visitor chose one, the flags of `rootSettingFlags` for the role this
 * browser last saw (the account hint), `data-apple-platform` (the search button's ⌘), the site's
 * appearance setting for the page's scripts, and `data-quickbar-filled` when the quickbar has pages to
 * list (as `startQuickbar` lists them), so a returning visitor's page does not move when it fills.
 */
export default function applySettingsAtFirstPaint(
  appearance: Appearance,
  bannerId: string | undefined,
): void {
  const root = document.documentElement;
  const flag = (name: string, on: boolean) => {
    if (on) root.setAttribute(name, '');
  };
  const platform = navigator as Navigator & { userAgentData?: { platform?: string } };
  flag(
    APPLE_PLATFORM_ATTRIBUTE,
    APPLE_PLATFORM_PATTERN.test(String(platform.userAgentData?.platform || platform.platform || '').trim()),
  );
  if (appearance !== true) root.setAttribute(APPEARANCE_SETTING_ATTRIBUTE, String(appearance));

  // What `peekSettings` reads, without the page's stores: nothing was written on the page before it shows.
  const settings = peekStoredSettings(storedItem(SETTINGS_STORAGE_KEY), storedLegacySettings());
  const role = readAccountHint();
  const flags = rootSettingFlags(settings, { role, bannerId });
  for (const name of ROOT_SETTING_FLAGS) flag(`data-${name}`, flags[name]);
  if (settings.direction) root.dir = settings.direction;

  const path = location.pathname;
  const recent = recentPagesBesides(
    readRecentPages(storedItem(RECENT_PAGES_STORAGE_KEY)),
    path,
    QUICKBAR_RECENT_COUNT,
  );
  const base = siteBase(root);
  const pinned = effectiveSettings(settings, role).pins.filter(
    (pin) => withBase(localeLink(root.lang, pin), base) !== path,
  );
  flag(QUICKBAR_FILLED_ATTRIBUTE, recent.length + pinned.length > 0);

  root.dataset.theme = resolveTheme({
    choice: settings.theme,
    prefersDark: matchMedia('(prefers-color-scheme: dark)').matches,
    appearance,
  });
}
