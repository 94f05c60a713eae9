import type { ThemeChoice } from '../appearance.js';
import type { SearchHotkey } from '../hotkeys.js';
import {
  type Direction,
  defaultSettings,
  isSettingText,
  isSettingValue,
  SETTING_FIELDS,
  type SettingField,
  USER_SETTING_NAMES,
  type UserSettings,
} from './fields.js';
import type { LegacySettings } from './migrate.js';
import { isTimestamp } from './timestamp.js';

/**
 * The settings as a page applies them while it loads, read by {@link peekStoredSettings}: every setting's
 * value, except that the theme and the reading direction (the settings marked `siteDefault`) are
 * `undefined` while the visitor never chose them (the site's own default applies then).
 */
export interface PeekedSettings extends Omit<UserSettings, 'theme' | 'direction'> {
  readonly theme: ThemeChoice | undefined;
  readonly direction: Direction | undefined;
}

/**
 * Reads the settings a page applies as it loads from the stored settings document, giving for each
 * exactly the value {@link readStoredSettings} gives (a valid value, a list's valid items, or the default;
 * the legacy keys while there is no document) without checking, repairing or migrating the document or
 * saying what was wrong. It is small, so every page can afford it (the first-paint script runs it); the
 * full reader loads when the visitor changes a setting or opens their settings.
 *
 * @example peekStoredSettings('{"version":1,"values":{"theme":"dark"},"updatedAt":{"theme":5}}').theme // 'dark'
 * @example peekStoredSettings(null, { searchHotkey: 'slash' }).searchHotkey // 'slash'
 */
export function peekStoredSettings(raw: string | null, legacy: LegacySettings = {}): PeekedSettings {
  const stored = raw === null ? undefined : parseObject(raw);
  if (stored === undefined) {
    return {
      ...defaultSettings,
      theme: isSettingValue(SETTING_FIELDS.theme, legacy.appearance)
        ? (legacy.appearance as ThemeChoice)
        : undefined,
      direction: undefined,
      searchHotkey: isSettingValue(SETTING_FIELDS.searchHotkey, legacy.searchHotkey)
        ? (legacy.searchHotkey as SearchHotkey)
        : defaultSettings.searchHotkey,
    };
  }
  const values = objectOrEmpty(stored.values);
  const times = objectOrEmpty(stored.updatedAt);
  const peeked: Record<string, unknown> = {};
  for (const name of USER_SETTING_NAMES) {
    const field: SettingField = SETTING_FIELDS[name];
    const value = values[name];
    if (field.kind === 'list') {
      peeked[name] = validItems(field, value);
    } else if (field.kind === 'choice' && field.siteDefault) {
      const chosen = Object.hasOwn(times, name) && isTimestamp(times[name]);
      peeked[name] = chosen && isSettingValue(field, value) ? value : undefined;
    } else {
      peeked[name] = isSettingValue(field, value) ? value : defaultSettings[name];
    }
  }
  return peeked as unknown as PeekedSettings;
}

/** A list setting's valid items, as the full reader keeps them: the first of any repeats, at most `items`. */
function validItems(field: SettingField & { kind: 'list' }, value: unknown): readonly string[] {
  if (!Array.isArray(value)) return [];
  const kept: string[] = [];
  for (const item of value) {
    if (isSettingText(field, item) && !kept.includes(item)) kept.push(item);
  }
  return kept.slice(0, field.items);
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
