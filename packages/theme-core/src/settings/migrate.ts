import { isThemeChoice } from '../appearance.js';
import { describeValue } from '../messages.js';
import { defaultSettingsDocument, type SettingsDocument, updateSettings } from './document.js';
import type { UserSettings } from './fields.js';
import type { SettingsIssue } from './read-setting.js';

/** What is stored under the {@link LEGACY_SETTINGS_STORAGE_KEYS}, as `localStorage.getItem` returns it. */
export interface LegacySettings {
  readonly appearance?: string | null | undefined;
  readonly searchHotkey?: string | null | undefined;
}

/**
 * The time given to choices carried over from the legacy keys: when they were made is unknown, so they
 * count as older than any change recorded since. On first login a choice the account made wins over
 * them, and they win over a setting the account never changed.
 */
export const LEGACY_SETTINGS_TIME = 0;

/**
 * Carries the choices kept under the legacy keys into a settings document; `undefined` when neither
 * key holds a valid choice (a value no version of Lectern wrote is ignored, as before).
 *
 * @example migrateLegacySettings({ appearance: 'blackguard', searchHotkey: 'slash' })
 * // { version: 1, values: { …, theme: 'blackguard', searchHotkey: 'slash' }, updatedAt: { theme: 0, searchHotkey: 0 } }
 */
export function migrateLegacySettings(legacy: LegacySettings): SettingsDocument | undefined {
  const change: { -readonly [Name in keyof UserSettings]?: UserSettings[Name] } = {};
  if (isThemeChoice(legacy.appearance)) change.theme = legacy.appearance;
  if (legacy.searchHotkey === 'slash' || legacy.searchHotkey === 'mod-k') {
    change.searchHotkey = legacy.searchHotkey;
  }
  if (Object.keys(change).length === 0) return undefined;
  return updateSettings(defaultSettingsDocument, change, { now: LEGACY_SETTINGS_TIME });
}

/**
 * Turns a stored settings object of one version into the next: `SETTINGS_MIGRATIONS[0]` turns version
 * 1 into 2, and so on. It sees untrusted data: keep what it does not understand as it is, and the
 * field-by-field check that follows resets what is still invalid. The version is set after it runs.
 */
export type SettingsMigration = (document: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/**
 * The migrations of the settings document, oldest first; `SETTINGS_VERSION` is one more than their
 * number. Version 1 is the first, so there are none yet.
 */
export const SETTINGS_MIGRATIONS: readonly SettingsMigration[] = /* @__PURE__ */ Object.freeze([]);

/** A stored settings object brought to the current version, as far as it can be. */
export interface MigratedSettings {
  /** The object at the current version; a newer one as it was. */
  readonly document: Readonly<Record<string, unknown>>;
  /** The version it was stored at (1 when it had no valid version). */
  readonly from: number;
  /** Whether it comes from a newer version of Lectern, and was left as it was. */
  readonly newer: boolean;
  /** A problem with its version, if any. */
  readonly issues: readonly SettingsIssue[];
}

/**
 * Brings a stored settings object up to the current version by running the migrations from its version
 * on. One without a valid version is read as version 1 (no version of the document ever lacked one, so
 * it is damaged rather than old). One from a newer version is left as it is, for the caller to read what
 * it can and never write back over it.
 *
 * @example migrateSettings({ version: 1, values: {}, updatedAt: {} }) // { document: …, from: 1, newer: false, issues: [] }
 */
export function migrateSettings(
  stored: Readonly<Record<string, unknown>>,
  migrations: readonly SettingsMigration[] = SETTINGS_MIGRATIONS,
): MigratedSettings {
  const current = migrations.length + 1;
  const version = stored.version;
  const valid = typeof version === 'number' && Number.isSafeInteger(version) && version >= 1;
  const issues: SettingsIssue[] = valid
    ? []
    : [
        {
          field: 'version',
          message: `expected a version number from 1 to ${current} (got ${describeValue(version)}); read as version 1`,
        },
      ];
  const from = valid ? version : 1;
  if (from > current) return { document: stored, from, newer: true, issues };
  let document: Readonly<Record<string, unknown>> = stored;
  for (let next = from; next < current; next += 1) {
    document = { ...(migrations[next - 1] as SettingsMigration)(document), version: next + 1 };
  }
  return { document: { ...document, version: current }, from, newer: false, issues };
}
