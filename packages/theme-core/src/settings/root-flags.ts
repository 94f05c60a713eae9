import { effectiveSettings, type VisitorRole } from './effective.js';
import { SETTING_FIELDS, type SettingField, USER_SETTING_NAMES, type UserSettings } from './fields.js';

type Fields = typeof SETTING_FIELDS;

/** The settings that put a flag on `<html>` (`flag` in `SETTING_FIELDS`), and their flags. */
type FlagOf<Name extends keyof Fields> = Name extends keyof Fields
  ? Fields[Name] extends { readonly flag: { readonly name: infer Flag } }
    ? Flag
    : never
  : never;
type FlaggedSettingName = {
  [Name in keyof Fields]: FlagOf<Name> extends never ? never : Name;
}[keyof Fields];

/**
 * The attributes (`data-{flag}`) the settings put on `<html>`, where CSS shows their effects before any
 * script of the page runs. Each is present while its effect is on: first the flags of the settings'
 * table (`flag` in `SETTING_FIELDS`: `rail-drawer`, `quickbar-off`, `inline-api-tables`,
 * `composition-off`, `search-slash`, `dark-code`, `ads-off`, `developer-mode`), then
 *
 * - `banner-dismissed`: the visitor closed the site's current banner;
 * - `subscriber`: the visitor is a subscriber, so the perks' controls (the pin buttons) show.
 */
export const ROOT_SETTING_FLAGS: readonly RootSettingFlag[] = /* @__PURE__ */ Object.freeze([
  .../* @__PURE__ */ USER_SETTING_NAMES.flatMap((name) => {
    const { flag } = SETTING_FIELDS[name] as SettingField;
    return flag ? [flag.name as RootSettingFlag] : [];
  }),
  'banner-dismissed',
  'subscriber',
]);

/** One attribute the settings put on `<html>`, without `data-`. */
export type RootSettingFlag = FlagOf<keyof Fields> | 'banner-dismissed' | 'subscriber';

/** The settings {@link rootSettingFlags} reads. */
export type RootFlagSettings = Pick<UserSettings, FlaggedSettingName | 'dismissedBanners'>;

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
  const values: Readonly<Record<string, unknown>> = effectiveSettings(settings, role);
  const flags: Record<string, boolean> = {};
  for (const name of USER_SETTING_NAMES) {
    const { flag } = SETTING_FIELDS[name] as SettingField;
    if (flag) flags[flag.name] = values[name] === flag.when;
  }
  flags['banner-dismissed'] = bannerId !== undefined && settings.dismissedBanners.includes(bannerId);
  flags.subscriber = role === 'subscriber';
  return flags as Record<RootSettingFlag, boolean>;
}
