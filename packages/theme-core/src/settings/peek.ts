import { isThemeChoice, type ThemeChoice } from '../appearance.js';
import type { SearchHotkey } from '../hotkeys.js';
import type { Direction } from './fields.js';
import type { LegacySettings } from './migrate.js';
import { isTimestamp } from './timestamp.js';

/**
 * The settings a page needs as it loads, read by {@link peekStoredSettings}: the theme and the reading
 * direction when the visitor chose them (`undefined` while they never have), dark code blocks, and the
 * search hotkey.
 */
export interface PeekedSettings {
  readonly theme: ThemeChoice | undefined;
  readonly direction: Direction | undefined;
  readonly darkCodeBlocks: boolean;
  readonly searchHotkey: SearchHotkey;
}

/**
 * Reads only the settings a page applies as it loads from the stored settings document, giving for each
 * exactly what {@link readStoredSettings} gives (a chosen value, or the default when it is missing or
 * invalid; the legacy keys while there is no document) without checking, repairing or migrating the rest.
 * It is small, so every page can afford it; the full reader loads when the visitor opens their settings.
 *
 * @example peekStoredSettings('{"version":1,"values":{"theme":"dark"},"updatedAt":{"theme":5}}').theme // 'dark'
 * @example peekStoredSettings(null, { searchHotkey: 'slash' }).searchHotkey // 'slash'
 */
export function peekStoredSettings(raw: string | null, legacy: LegacySettings = {}): PeekedSettings {
  const stored = raw === null ? undefined : parseObject(raw);
  if (stored === undefined) {
    return {
      theme: isThemeChoice(legacy.appearance) ? legacy.appearance : undefined,
      direction: undefined,
      darkCodeBlocks: false,
      searchHotkey: isSearchHotkey(legacy.searchHotkey) ? legacy.searchHotkey : 'mod-k',
    };
  }
  const values = objectOrEmpty(stored.values);
  const times = objectOrEmpty(stored.updatedAt);
  const chosen = (name: string) => Object.hasOwn(times, name) && isTimestamp(times[name]);
  const { theme, direction, darkCodeBlocks, searchHotkey } = values;
  return {
    theme: chosen('theme') && isThemeChoice(theme) ? theme : undefined,
    direction: chosen('direction') && (direction === 'ltr' || direction === 'rtl') ? direction : undefined,
    darkCodeBlocks: darkCodeBlocks === true,
    searchHotkey: isSearchHotkey(searchHotkey) ? searchHotkey : 'mod-k',
  };
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
