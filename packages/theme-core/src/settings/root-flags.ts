import { effectiveSettings, type VisitorRole } from './effective.js';
import type { UserSettings } from './fields.js';

/**
 * The attributes (`data-{flag}`) the settings put on `<html>`, where CSS shows their effects before any
 * script of the page runs. Each is present while its effect is on:
 *
 * - `dark-code`: code blocks dark in every theme;
 * - `rail-drawer`: the sidebar is a narrow rail that widens on hover or focus (subscribers);
 * - `quickbar-off`: no quickbar (subscribers);
 * - `ads-off`: no sponsor slot (subscribers);
 * - `inline-api-tables`: component pages show their API tables rather than a link to the API page;
 * - `composition-off`: examples show their props form rather than their composition form;
 * - `developer-mode`: the developer panel's button shows;
 * - `banner-dismissed`: the visitor closed the site's current banner;
 * - `subscriber`: the visitor is a subscriber, so the perks' controls (the pin buttons) show;
 * - `search-slash`: the visitor's search hotkey is `/` (kept on this device), which the search button shows.
 */
export const ROOT_SETTING_FLAGS = /* @__PURE__ */ Object.freeze([
  'dark-code',
  'rail-drawer',
  'quickbar-off',
  'ads-off',
  'inline-api-tables',
  'composition-off',
  'developer-mode',
  'banner-dismissed',
  'subscriber',
  'search-slash',
] as const);

/** One attribute the settings put on `<html>`, without `data-`. */
export type RootSettingFlag = (typeof ROOT_SETTING_FLAGS)[number];

/** The settings {@link rootSettingFlags} reads. */
export type RootFlagSettings = Pick<
  UserSettings,
  | 'darkCodeBlocks'
  | 'railDrawer'
  | 'quickbar'
  | 'ads'
  | 'inlineApiTables'
  | 'compositionApiExamples'
  | 'developerMode'
  | 'dismissedBanners'
  | 'searchHotkey'
>;

/** What else {@link rootSettingFlags} needs to know. */
export interface RootFlagOptions {
  /** Who is reading: the perks take effect for subscribers only (see `effectiveSettings`). */
  readonly role: VisitorRole;
  /** The id of the banner the site shows now, if any. */
  readonly bannerId?: string | undefined;
}

/**
 * Which of the {@link ROOT_SETTING_FLAGS} are on for a visitor's settings: perks saved while subscribed
 * count only for a subscriber, and the banner counts as dismissed only when the visitor closed the one
 * shown now.
 *
 * @example rootSettingFlags({ ...defaultSettings, railDrawer: true }, { role: 'subscriber' })['rail-drawer'] // true
 * @example rootSettingFlags({ ...defaultSettings, railDrawer: true }, { role: 'logged-in' })['rail-drawer'] // false
 */
export function rootSettingFlags(
  settings: RootFlagSettings,
  { role, bannerId }: RootFlagOptions,
): Readonly<Record<RootSettingFlag, boolean>> {
  const values = effectiveSettings(settings, role);
  return {
    'dark-code': values.darkCodeBlocks,
    'rail-drawer': values.railDrawer,
    'quickbar-off': !values.quickbar,
    'ads-off': !values.ads,
    'inline-api-tables': values.inlineApiTables,
    'composition-off': !values.compositionApiExamples,
    'developer-mode': values.developerMode,
    'banner-dismissed': bannerId !== undefined && values.dismissedBanners.includes(bannerId),
    subscriber: role === 'subscriber',
    'search-slash': values.searchHotkey === 'slash',
  };
}
