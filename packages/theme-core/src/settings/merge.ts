import type { SettingsDocument, SettingsDocumentOf } from './document.js';
import {
  SYNCED_SETTING_NAMES,
  type SyncedSettings,
  USER_SETTING_NAMES,
  type UserSettingName,
  type UserSettings,
} from './fields.js';

/** The settings document saved to the account: the synced settings only. */
export type SyncedSettingsDocument = SettingsDocumentOf<SyncedSettings>;

/** The clock {@link mergeSettings} trusts. */
export interface MergeSettingsOptions {
  /**
   * The time now, in milliseconds since 1970: on the server, the server's clock. A time after it (a
   * device whose clock runs fast) counts as now, so no device can win every future merge.
   */
  readonly now: number;
}

/**
 * Merges two settings documents field by field: each setting takes the value changed last. Times after
 * `now` count as `now` (and are kept that way). A setting changed at the same time on both sides takes
 * `incoming`'s value: the one received last wins, as on the server. A setting neither side ever changed
 * keeps `current`'s value, and a setting `incoming` does not have (a device-only one, when `incoming`
 * comes from the account) keeps `current`'s too. The result has `current`'s fields only, so a server
 * merging a device's document into the account's never takes device-only settings.
 *
 * Two devices that changed different settings while offline both keep their changes; the same setting
 * keeps the later change.
 *
 * @example
 * mergeSettings(
 *   { version: 1, values: { …, theme: 'dark', ads: true }, updatedAt: { theme: 10 } },
 *   { version: 1, values: { …, theme: 'light', ads: false }, updatedAt: { theme: 5, ads: 20 } },
 *   { now: 100 },
 * ) // values: { …, theme: 'dark', ads: false }, updatedAt: { theme: 10, ads: 20 }
 */
export function mergeSettings<Values extends Partial<UserSettings>>(
  current: SettingsDocumentOf<Values>,
  incoming: SettingsDocumentOf<Partial<UserSettings>>,
  { now }: MergeSettingsOptions,
): SettingsDocumentOf<Values> {
  const values: Record<string, unknown> = {};
  const updatedAt: Record<string, number> = {};
  const currentTimes: Partial<Record<UserSettingName, number>> = current.updatedAt;
  const currentValues: Partial<UserSettings> = current.values;
  for (const name of USER_SETTING_NAMES) {
    if (!Object.hasOwn(currentValues, name)) continue;
    const mine = clamp(currentTimes[name], now);
    const theirs = Object.hasOwn(incoming.values, name) ? clamp(incoming.updatedAt[name], now) : undefined;
    const takeTheirs = theirs !== undefined && (mine === undefined || theirs >= mine);
    values[name] = takeTheirs ? incoming.values[name] : currentValues[name];
    const time = takeTheirs ? theirs : mine;
    if (time !== undefined) updatedAt[name] = time;
  }
  return { version: current.version, values: values as Values, updatedAt };
}

function clamp(time: number | undefined, now: number): number | undefined {
  return time === undefined ? undefined : Math.min(time, now);
}

/**
 * What a device sends to the account: its settings document without the device-only settings
 * (`DEVICE_ONLY_SETTINGS`), which never leave the device.
 *
 * @example settingsForSync(defaultSettingsDocument).values.searchHotkey // undefined
 */
export function settingsForSync(document: SettingsDocument): SyncedSettingsDocument {
  const values: Record<string, unknown> = {};
  const updatedAt: Record<string, number> = {};
  for (const name of SYNCED_SETTING_NAMES) {
    values[name] = document.values[name];
    const time = document.updatedAt[name];
    if (time !== undefined) updatedAt[name] = time;
  }
  return { version: document.version, values: values as unknown as SyncedSettings, updatedAt };
}
