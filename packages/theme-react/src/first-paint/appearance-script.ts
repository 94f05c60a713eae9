import { APPEARANCE_WORDS, type Appearance, SETTING_ID_PATTERN } from '@lectern/theme-core';
import applySettingsAtFirstPaint from './settings?inline-script';

/** What else {@link appearanceScript} applies before the page shows. */
export interface FirstPaintOptions {
  /** The id of the site's banner on this page, so that a banner the visitor closed never shows. */
  bannerId?: string | undefined;
}

/**
 * The inline script that applies the visitor's settings to `<html>` before first paint, so the page
 * never flashes the wrong theme, direction or layout: `data-theme` (theme-core's `resolveTheme`), `dir`
 * when the visitor chose one, the flags of theme-core's `rootSettingFlags` (`data-dark-code`,
 * `data-rail-drawer`, `data-banner-dismissed`, `data-subscriber`…) for the role this browser last saw the
 * visitor have, `data-apple-platform` for the search button's ⌘ K, and `data-quickbar-filled` when the
 * quickbar has pages to list. It reads the settings as `peekStoredSettings` does: it is the module
 * `first-paint/settings.ts`, built with theme-core and minified when the package is built, so the page
 * runs the same rules at first paint as afterwards. It survives blocked storage and damaged settings.
 * Put it in `<head>`, before any stylesheet.
 *
 * @example
 * <script is:inline set:html={appearanceScript(config.appearance ?? true, { bannerId: config.banner?.id })} />
 */
export function appearanceScript(appearance: Appearance = true, options: FirstPaintOptions = {}): string {
  // Only a valid setting is written into the script; anything else is treated as `true`.
  const valid =
    typeof appearance === 'boolean' || (APPEARANCE_WORDS as readonly unknown[]).includes(appearance);
  const setting = valid ? appearance : true;
  // An id that could not be a banner's is left out rather than written into the script.
  const { bannerId } = options;
  const banner = bannerId !== undefined && SETTING_ID_PATTERN.test(bannerId) ? bannerId : undefined;
  const args = [JSON.stringify(setting), ...(banner === undefined ? [] : [JSON.stringify(banner)])];
  return `${applySettingsAtFirstPaint}(${args.join(',')})`;
}
