import { unknownFieldMessage } from '../config/unknown-fields.js';
import { SETTINGS_STORAGE_KEY } from '../dom.js';
import { describeValue } from '../messages.js';
import {
  defaultSettingsDocument,
  SETTINGS_VERSION,
  type SettingsDocument,
  serializeSettings,
} from './document.js';
import { USER_SETTING_NAMES, type UserSettingName, type UserSettings } from './fields.js';
import { type LegacySettings, migrateLegacySettings, migrateSettings } from './migrate.js';
import { readSetting, type SettingsIssue } from './read-setting.js';
import { isTimestamp, TIMESTAMP_EXPECTATION } from './timestamp.js';

/**
 * Where the settings read by {@link readStoredSettings} came from: nothing stored (`none`), the legacy
 * keys (`legacy`), the settings document (`stored`), or a document from a newer version of Lectern
 * (`newer`), read as far as this version understands it.
 */
export type StoredSettingsSource = 'none' | 'legacy' | 'stored' | 'newer';

/** The settings read from storage, with what had to be repaired. */
export interface StoredSettings {
  readonly settings: SettingsDocument;
  /**
   * Every part of the stored value that could not be used and was left out, each falling back to its
   * default: `values.theme`, `values.pins[3]`, `updatedAt.ads`, or `''` for the whole value. Show them
   * with {@link settingsRepairWarning}.
   */
  readonly repaired: readonly SettingsIssue[];
  readonly source: StoredSettingsSource;
  /**
   * Whether to write `serializeSettings(settings)` back: the stored value was migrated, repaired or
   * written differently. Never for a newer version's document, which an older page must not overwrite
   * until the visitor changes a setting.
   */
  readonly rewrite: boolean;
}

const FIELDS = ['version', 'values', 'updatedAt'];

/**
 * Reads the settings document stored under `SETTINGS_STORAGE_KEY` (`raw`, as `localStorage.getItem`
 * returns it). Nothing stored: the choices under the legacy keys are carried over, else the defaults. An
 * older version is migrated. A damaged value keeps every valid setting and resets only the invalid ones
 * (a list keeps its valid items); unknown fields are dropped. A value that is not a JSON object at all
 * falls back to the legacy keys or the defaults. A newer version's document is read as far as its fields
 * are valid here.
 *
 * @example
 * readStoredSettings('{"version":1,"values":{"theme":"sepia","ads":false},"updatedAt":{"ads":1}}')
 * // settings.values: { …, theme: 'system', ads: false }, repaired: [{ field: 'values.theme', message: 'expected one of … (got "sepia")' }]
 */
export function readStoredSettings(raw: string | null, legacy: LegacySettings = {}): StoredSettings {
  const fallback = migrateLegacySettings(legacy);
  if (raw === null) {
    return fallback
      ? { settings: fallback, repaired: [], source: 'legacy', rewrite: true }
      : { settings: defaultSettingsDocument, repaired: [], source: 'none', rewrite: false };
  }
  const parsed = parseJson(raw);
  if (!isRecord(parsed)) {
    const message = parsed === NOT_JSON ? 'expected settings written as JSON' : 'expected an object';
    const got = parsed === NOT_JSON ? describeValue(raw) : describeValue(parsed);
    return {
      settings: fallback ?? defaultSettingsDocument,
      repaired: [{ field: '', message: `${message} (got ${got})` }],
      source: fallback ? 'legacy' : 'stored',
      rewrite: true,
    };
  }
  const migrated = migrateSettings(parsed);
  const read = readSettingsDocument(migrated.document, !migrated.newer);
  const repaired = [...migrated.issues, ...read.issues];
  if (migrated.newer) return { settings: read.settings, repaired, source: 'newer', rewrite: false };
  return {
    settings: read.settings,
    repaired,
    source: 'stored',
    rewrite: serializeSettings(read.settings) !== raw,
  };
}

/** The settings document in an object at the current version, each field checked on its own. */
function readSettingsDocument(
  stored: Readonly<Record<string, unknown>>,
  reportUnknown: boolean,
): { settings: SettingsDocument; issues: SettingsIssue[] } {
  const issues: SettingsIssue[] = [];
  const unknown = (field: string, key: string, known: readonly string[]) => {
    if (reportUnknown) issues.push({ field, message: unknownFieldMessage(key, known) });
  };
  for (const key of Object.keys(stored)) if (!FIELDS.includes(key)) unknown('', key, FIELDS);
  const values = objectField(stored, 'values', issues);
  const times = objectField(stored, 'updatedAt', issues);

  const settings: Record<string, unknown> = {};
  const updatedAt: Record<string, number> = {};
  for (const name of USER_SETTING_NAMES) {
    const present = Object.hasOwn(values, name);
    const read = present ? readSetting(name, values[name]) : undefined;
    settings[name] = read ? read.value : defaultSettingsDocument.values[name];
    issues.push(...(read?.issues ?? []).map((issue) => ({ ...issue, field: `values.${issue.field}` })));
    if (!Object.hasOwn(times, name)) continue;
    const time = times[name];
    if (!isTimestamp(time)) {
      issues.push({
        field: `updatedAt.${name}`,
        message: `${TIMESTAMP_EXPECTATION} (got ${describeValue(time)})`,
      });
    } else if (read && read.issues.length === 0) {
      // A repaired setting is not what was chosen: its time goes, so the account's value wins over it.
      updatedAt[name] = time;
    }
  }
  for (const key of Object.keys(values)) if (!isSettingName(key)) unknown('values', key, USER_SETTING_NAMES);
  for (const key of Object.keys(times))
    if (!isSettingName(key)) unknown('updatedAt', key, USER_SETTING_NAMES);
  return {
    settings: { version: SETTINGS_VERSION, values: settings as unknown as UserSettings, updatedAt },
    issues,
  };
}

function objectField(
  stored: Readonly<Record<string, unknown>>,
  field: 'values' | 'updatedAt',
  issues: SettingsIssue[],
): Readonly<Record<string, unknown>> {
  const value = stored[field];
  if (isRecord(value)) return value;
  issues.push({
    field,
    message:
      value === undefined ? 'missing required field' : `expected an object (got ${describeValue(value)})`,
  });
  return {};
}

/** How many problems {@link settingsRepairWarning} lists before summing up the rest. */
const WARNING_LINES = 10;

/**
 * The console warning for settings that had to be repaired, or `undefined` when nothing was. It lists the
 * first ten problems, one per line.
 *
 * @example settingsRepairWarning([{ field: 'values.theme', message: 'expected one of … (got "sepia")' }])
 * // 'Lectern: 1 part of the stored settings could not be used and was reset to its default:\n  values.theme: expected one of … (got "sepia")'
 */
export function settingsRepairWarning(repaired: readonly SettingsIssue[]): string | undefined {
  if (repaired.length === 0) return undefined;
  const head =
    repaired.length === 1
      ? 'Lectern: 1 part of the stored settings could not be used and was reset to its default:'
      : `Lectern: ${repaired.length} parts of the stored settings could not be used and were reset to their defaults:`;
  const lines = repaired
    .slice(0, WARNING_LINES)
    .map((issue) => `  ${issue.field === '' ? '' : `${issue.field}: `}${issue.message}`);
  const more = repaired.length > WARNING_LINES ? [`  … and ${repaired.length - WARNING_LINES} more`] : [];
  return [head, ...lines, ...more].join('\n');
}

/** The parts of a `StorageEvent` {@link settingsFromStorageEvent} reads. */
export interface SettingsStorageEvent {
  /** The key that changed; `null` when the whole storage was cleared. */
  readonly key: string | null;
  /** The key's new value; `null` when it was removed. */
  readonly newValue: string | null;
}

/**
 * The settings after another tab wrote them, so every tab stays in step: the written document read as
 * {@link readStoredSettings} does, or the defaults when it was removed or the storage cleared.
 * `undefined` when the event is about another key. Merge it into the tab's own settings with
 * `mergeSettings` to keep a change the tab has not written yet. `storageKey` is where the settings are
 * kept, by default {@link SETTINGS_STORAGE_KEY}.
 *
 * @example settingsFromStorageEvent({ key: 'lectern-settings', newValue: null }) // defaultSettingsDocument
 */
export function settingsFromStorageEvent(
  event: SettingsStorageEvent,
  storageKey: string = SETTINGS_STORAGE_KEY,
): SettingsDocument | undefined {
  if (event.key !== null && event.key !== storageKey) return undefined;
  if (event.key === null || event.newValue === null) return defaultSettingsDocument;
  return readStoredSettings(event.newValue).settings;
}

/** Stands for text that is not JSON: `JSON.parse` can return any other value, `undefined` included. */
const NOT_JSON = Symbol('not JSON');

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return NOT_JSON;
  }
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSettingName(key: string): key is UserSettingName {
  return (USER_SETTING_NAMES as readonly string[]).includes(key);
}
