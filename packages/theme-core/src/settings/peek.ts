import { isThemeChoice, type ThemeChoice } from '../appearance.js';
import type { SearchHotkey } from '../hotkeys.js';
import {
  AVATAR_URL_PATTERN,
  type Direction,
  defaultSettings,
  PAGE_PATH_PATTERN,
  SETTING_ID_PATTERN,
  SETTINGS_LIMITS,
  type UserSettings,
} from './fields.js';
import type { LegacySettings } from './migrate.js';
import { isTimestamp } from './timestamp.js';

/**
 * The settings as a page applies them while it loads, read by {@link peekStoredSettings}: every setting's
 * value, except that the theme and the reading direction are `undefined` while the visitor never chose
 * them (the site's own default applies then).
 */
export interface PeekedSettings extends Omit<UserSettings, 'theme' | 'direction'> {
  readonly theme: ThemeChoice | undefined;
  readonly direction: Direction | undefined;
}

type BooleanSettingName = {
  [Name in keyof UserSettings]: UserSettings[Name] extends boolean ? Name : never;
}[keyof UserSettings];

const BOOLEAN_SETTINGS: readonly BooleanSettingName[] = [
  'railDrawer',
  'quickbar',
  'inlineApiTables',
  'compositionApiExamples',
  'refreshPrompt',
  'syncSettings',
  'darkCodeBlocks',
  'ads',
  'developerMode',
];

/**
 * Reads the settings a page applies as it loads from the stored settings document, giving for each
 * exactly the value {@link readStoredSettings} gives (a valid value, a list's valid items, or the default;
 * the legacy keys while there is no document) without checking, repairing or migrating the document or
 * saying what was wrong. It is small, so every page can afford it; the full reader loads when the visitor
 * changes a setting or opens their settings.
 *
 * @example peekStoredSettings('{"version":1,"values":{"theme":"dark"},"updatedAt":{"theme":5}}').theme // 'dark'
 * @example peekStoredSettings(null, { searchHotkey: 'slash' }).searchHotkey // 'slash'
 */
export function peekStoredSettings(raw: string | null, legacy: LegacySettings = {}): PeekedSettings {
  const stored = raw === null ? undefined : parseObject(raw);
  if (stored === undefined) {
    return {
      ...defaultSettings,
      theme: isThemeChoice(legacy.appearance) ? legacy.appearance : undefined,
      direction: undefined,
      searchHotkey: isSearchHotkey(legacy.searchHotkey) ? legacy.searchHotkey : 'mod-k',
    };
  }
  const values = objectOrEmpty(stored.values);
  const times = objectOrEmpty(stored.updatedAt);
  const chosen = (name: string) => Object.hasOwn(times, name) && isTimestamp(times[name]);
  const { theme, direction, searchHotkey, avatar } = values;
  const booleans = Object.fromEntries(
    BOOLEAN_SETTINGS.map((name) => {
      const value = values[name];
      return [name, typeof value === 'boolean' ? value : defaultSettings[name]];
    }),
  ) as Pick<UserSettings, BooleanSettingName>;
  return {
    ...booleans,
    pins: validItems(values.pins, PAGE_PATH_PATTERN, SETTINGS_LIMITS.pins),
    dismissedBanners: validItems(
      values.dismissedBanners,
      SETTING_ID_PATTERN,
      SETTINGS_LIMITS.dismissedBanners,
    ),
    readNotifications: validItems(
      values.readNotifications,
      SETTING_ID_PATTERN,
      SETTINGS_LIMITS.readNotifications,
    ),
    avatar:
      typeof avatar === 'string' &&
      avatar.length <= SETTINGS_LIMITS.avatar.length &&
      AVATAR_URL_PATTERN.test(avatar)
        ? avatar
        : null,
    theme: chosen('theme') && isThemeChoice(theme) ? theme : undefined,
    direction: chosen('direction') && (direction === 'ltr' || direction === 'rtl') ? direction : undefined,
    searchHotkey: isSearchHotkey(searchHotkey) ? searchHotkey : 'mod-k',
  };
}

/** A list setting's valid items, as the full reader keeps them: the first of any repeats, at most `items`. */
function validItems(
  value: unknown,
  pattern: RegExp,
  { items, length }: { readonly items: number; readonly length: number },
): readonly string[] {
  if (!Array.isArray(value)) return [];
  const kept: string[] = [];
  for (const item of value) {
    if (typeof item === 'string' && item.length <= length && pattern.test(item) && !kept.includes(item)) {
      kept.push(item);
    }
  }
  return kept.slice(0, items);
}

/**
 * The visitor's search hotkey from storage: the settings document's choice, else the one kept under the
 * legacy key (`lectern-search-hotkey`), else Ctrl/Cmd+K.
 *
 * @example storedSettingsSearchHotkey('{"version":1,"values":{"searchHotkey":"slash"},"updatedAt":{}}') // 'slash'
 * @example storedSettingsSearchHotkey(null, 'slash') // 'slash'
 */
export function storedSettingsSearchHotkey(
  settings: string | null,
  legacySearchHotkey: string | null = null,
): SearchHotkey {
  return peekStoredSettings(settings, { searchHotkey: legacySearchHotkey }).searchHotkey;
}

function isSearchHotkey(value: unknown): value is SearchHotkey {
  return value === 'mod-k' || value === 'slash';
}

function parseObject(raw: string): Readonly<Record<string, unknown>> | undefined {
  try {
    return objectOrUndefined(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

function objectOrUndefined(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, unknown>>)
    : undefined;
}

function objectOrEmpty(value: unknown): Readonly<Record<string, unknown>> {
  return objectOrUndefined(value) ?? {};
}
