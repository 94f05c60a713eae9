import { z } from 'zod';
import { safeParseConfig } from '../config/errors.js';
import { SETTINGS_BODY_MAX_BYTES, settingsBodyTooLargeMessage, utf8ByteLength } from './body-size.js';
import { SETTINGS_VERSION } from './document.js';
import {
  DEVICE_ONLY_SETTINGS,
  type DeviceOnlySettingName,
  defaultSettings,
  SETTING_FIELDS,
  type SettingField,
  SYNCED_SETTING_NAMES,
  type SyncedSettingName,
  USER_SETTING_NAMES,
  type UserSettingName,
  type UserSettings,
} from './fields.js';
import type { SyncedSettingsDocument } from './merge.js';
import { migrateSettings } from './migrate.js';
import { type SettingsIssue, settingExpectation } from './read-setting.js';
import { settingDescription } from './texts.js';
import { TIMESTAMP_EXPECTATION } from './timestamp.js';

// The visitor's settings as zod schemas, derived from the settings' table (`SETTING_FIELDS`): the server
// checks what a device sends with them, and the settings reference is generated from them.

/** One setting's schema, from its row: its kind, values or pattern and limits, description and default. */
function settingSchema(name: UserSettingName): z.ZodType {
  const field: SettingField = SETTING_FIELDS[name];
  const message = settingExpectation(name);
  const meta = { description: settingDescription(name), default: defaultSettings[name] };
  switch (field.kind) {
    case 'boolean':
      return z.boolean().meta(meta);
    case 'choice':
      return z.enum(field.values as [string, ...string[]]).meta(meta);
    case 'text':
      return z
        .string({ message })
        .max(field.length, { message })
        .regex(field.pattern, { message })
        .nullable()
        .meta(meta);
    default: {
      const item = z.string({ message }).max(field.length, { message }).regex(field.pattern, { message });
      return z
        .array(item)
        .max(field.items)
        .refine((list) => new Set(list).size === list.length, { message: 'expected no repeated items' })
        .meta(meta);
    }
  }
}

/**
 * A visitor's settings (`UserSettings`). Unknown fields are dropped. It accepts exactly what the settings
 * reader of the browser (`readStoredSettings`, without zod) keeps.
 */
export const userSettingsSchema = z.object(
  Object.fromEntries(USER_SETTING_NAMES.map((name) => [name, settingSchema(name)])) as {
    [Name in UserSettingName]: z.ZodType<UserSettings[Name]>;
  },
);

/** The settings saved to the account: all but the device-only ones (`DEVICE_ONLY_SETTINGS`). */
export const syncedSettingsSchema = userSettingsSchema.omit(
  Object.fromEntries(DEVICE_ONLY_SETTINGS.map((name) => [name, true])) as Record<DeviceOnlySettingName, true>,
);

const timestampSchema = z.int({ message: TIMESTAMP_EXPECTATION }).min(0, { message: TIMESTAMP_EXPECTATION });

const timestampsSchema = z.object(
  Object.fromEntries(
    SYNCED_SETTING_NAMES.map((name) => [
      name,
      timestampSchema
        .optional()
        .meta({ description: `When \`${name}\` was last changed, in milliseconds since 1970 (UTC).` }),
    ]),
  ) as { [Name in SyncedSettingName]: z.ZodOptional<typeof timestampSchema> },
);

/**
 * What a device sends to save its settings to the account (`settingsForSync`'s document): the version,
 * the synced settings and when each was last changed. Unknown fields, device-only settings among them,
 * are dropped.
 */
export const settingsBodySchema = z.object({
  version: z.literal(SETTINGS_VERSION).meta({
    description: 'The version of the settings document; an older one is migrated first.',
  }),
  values: syncedSettingsSchema.meta({ description: 'The synced settings.' }),
  updatedAt: timestampsSchema.meta({
    description: 'When each setting was last changed; a setting never changed has no time.',
  }),
});

/** The outcome of {@link validateSettingsBody}: the settings document, or every problem found. */
export type SettingsBodyResult =
  | { readonly ok: true; readonly value: SyncedSettingsDocument }
  | { readonly ok: false; readonly errors: readonly SettingsIssue[] };

/**
 * Checks the body of a request saving settings, as received: at most 16 KB of UTF-8
 * (`SETTINGS_BODY_MAX_BYTES`), JSON, a document of this version or an older one (migrated), and every
 * field valid. Each problem names its field, as the config errors do. Perks are checked apart, with
 * `perkViolations`.
 *
 * @example validateSettingsBody('{"version":1,"values":{…,"theme":"sepia"},"updatedAt":{}}')
 * // { ok: false, errors: [{ field: 'values.theme', message: 'expected one of "system", "light", "dark", "blackguard" (got "sepia")' }] }
 */
export function validateSettingsBody(body: string): SettingsBodyResult {
  const bytes = utf8ByteLength(body);
  if (bytes > SETTINGS_BODY_MAX_BYTES) {
    return refuse('', settingsBodyTooLargeMessage(bytes));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return refuse('', 'expected settings written as JSON');
  }
  const migrated = isRecord(parsed) ? migrateSettings(parsed) : undefined;
  if (migrated?.newer) {
    return refuse('version', `expected version ${SETTINGS_VERSION} or older (got ${migrated.from})`);
  }
  const input = migrated && migrated.issues.length === 0 ? migrated.document : parsed;
  const result = safeParseConfig(settingsBodySchema, input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: result.issues.map(({ path, message }) => ({ field: path, message })) };
}

function refuse(field: string, message: string): SettingsBodyResult {
  return { ok: false, errors: [{ field, message }] };
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
