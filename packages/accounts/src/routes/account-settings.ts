import {
  changedSettings,
  defaultSettingsDocument,
  mergeSettings,
  perkViolations,
  readStoredSettings,
  type SettingsIssue,
  type SyncedSettingsDocument,
  serializeSettings,
  settingsForSync,
  type VisitorRole,
} from '@lectern/theme-core';

/** An account's settings document and how many saves changed it (0 before the first). */
export interface AccountSettings {
  readonly document: SyncedSettingsDocument;
  readonly version: number;
}

/** The settings of an account that never saved any: the defaults, none of them chosen. */
export const NO_ACCOUNT_SETTINGS: AccountSettings = Object.freeze({
  document: settingsForSync(defaultSettingsDocument),
  version: 0,
});

/**
 * Reads a stored settings document the way a browser reads its own: migrated when older, and every
 * invalid setting back to its default (`repaired` names them, for the log).
 */
export function readAccountSettings(
  row: { readonly document: string; readonly version: number } | undefined,
): AccountSettings & { readonly repaired: readonly SettingsIssue[] } {
  if (!row) return { ...NO_ACCOUNT_SETTINGS, repaired: [] };
  const read = readStoredSettings(row.document);
  return { document: settingsForSync(read.settings), version: row.version, repaired: read.repaired };
}

/** What saving a device's settings into an account comes to. */
export type SettingsSave =
  | { readonly refused: readonly SettingsIssue[] }
  | {
      readonly refused?: undefined;
      readonly document: SyncedSettingsDocument;
      /** The document as stored (`serializeSettings`). */
      readonly text: string;
      /** Whether it differs from the account's: a save that changes nothing writes nothing. */
      readonly changed: boolean;
    };

/**
 * Merges a device's settings into the account's, field by field, the later change winning and times
 * after `now` counting as now (`mergeSettings`). Refused when the merge would set a subscriber perk to
 * anything but its default for someone who is not a subscriber: only what the save changes is checked,
 * so perks saved while subscribed, or sent back at their defaults, do not block the other settings.
 */
export function planSettingsSave(
  current: SyncedSettingsDocument,
  incoming: SyncedSettingsDocument,
  role: VisitorRole,
  now: number,
): SettingsSave {
  const merged = mergeSettings(current, incoming, { now });
  const refused = perkViolations(role, changedSettings(current.values, merged.values));
  if (refused.length > 0) return { refused };
  const text = serializeSettings(merged);
  return { document: merged, text, changed: text !== serializeSettings(current) };
}

/**
 * The `ETag` of an account's settings: the user and the version, so that another account's settings in
 * the same browser never match.
 */
export function settingsEtag(userId: string, version: number): string {
  return `"${userId}.${version}"`;
}

/**
 * Whether an `If-None-Match` header names the current `ETag` (weak or strong, in a list, or `*`).
 *
 * @example etagMatches('W/"u.3", "u.4"', '"u.4"') // true
 */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
