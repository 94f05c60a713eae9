import { z } from 'zod';
import { THEME_CHOICES } from '../appearance.js';
import { SEARCH_HOTKEYS } from '../hotkeys.js';
import {
  SETTINGS_BODY_MAX_BYTES,
  settingsBodyTooLargeMessage,
  utf8ByteLength,
} from '../settings/body-size.js';
import { SETTINGS_VERSION } from '../settings/document.js';
import {
  AVATAR_URL_PATTERN,
  DIRECTIONS,
  defaultSettings,
  PAGE_PATH_PATTERN,
  SETTING_ID_PATTERN,
  SETTINGS_LIMITS,
  type SettingsIssue,
  SYNCED_SETTING_NAMES,
  type SyncedSettingName,
} from '../settings/fields.js';
import type { SyncedSettingsDocument } from '../settings/merge.js';
import { migrateSettings } from '../settings/migrate.js';
import { AVATAR_EXPECTATION, SETTING_ITEM_EXPECTATIONS } from '../settings/read-setting.js';
import { TIMESTAMP_EXPECTATION } from '../settings/timestamp.js';
import { safeParseConfig } from './errors.js';

/** A list setting: items matching a pattern, each at most `length` characters, at most `items` of them, no repeats. */
function listSchema(name: keyof typeof SETTING_ITEM_EXPECTATIONS, pattern: RegExp) {
  const message = SETTING_ITEM_EXPECTATIONS[name];
  const { items, length } = SETTINGS_LIMITS[name];
  const item = z.string({ message }).max(length, { message }).regex(pattern, { message });
  return z
    .array(item)
    .max(items)
    .refine((list) => new Set(list).size === list.length, { message: 'expected no repeated items' });
}

const avatarSchema = z
  .string({ message: AVATAR_EXPECTATION })
  .max(SETTINGS_LIMITS.avatar.length, { message: AVATAR_EXPECTATION })
  .regex(AVATAR_URL_PATTERN, { message: AVATAR_EXPECTATION })
  .nullable();

/**
 * A visitor's settings (`UserSettings`). Unknown fields are dropped. It accepts exactly what the settings
 * reader of the browser (`readStoredSettings`, without zod) keeps.
 */
export const userSettingsSchema = z.object({
  railDrawer: z.boolean().meta({
    description: 'Shows the sidebar as a narrow rail that widens on demand. Subscriber perk.',
    default: defaultSettings.railDrawer,
  }),
  quickbar: z.boolean().meta({
    description: 'Shows the quickbar. Turning it off is a subscriber perk.',
    default: defaultSettings.quickbar,
  }),
  pins: listSchema('pins', PAGE_PATH_PATTERN).meta({
    description: `Pinned pages, by path (\`/components/alerts\`), in the order pinned; at most ${SETTINGS_LIMITS.pins.items}. Subscriber perk.`,
    default: [],
  }),
  dismissedBanners: listSchema('dismissedBanners', SETTING_ID_PATTERN).meta({
    description: `The ids of the banners the visitor closed, oldest first; at most ${SETTINGS_LIMITS.dismissedBanners.items}.`,
    default: [],
  }),
  readNotifications: listSchema('readNotifications', SETTING_ID_PATTERN).meta({
    description: `The ids of the notifications the visitor has read, oldest first; at most ${SETTINGS_LIMITS.readNotifications.items}.`,
    default: [],
  }),
  inlineApiTables: z.boolean().meta({
    description: "Shows a component's API tables on its page rather than linking to its API page.",
    default: defaultSettings.inlineApiTables,
  }),
  compositionApiExamples: z.boolean().meta({
    description: 'Shows code examples in their Composition-API form where there is one.',
    default: defaultSettings.compositionApiExamples,
  }),
  refreshPrompt: z.boolean().meta({
    description: 'Offers to reload the page when a newer version of the site has been published.',
    default: defaultSettings.refreshPrompt,
  }),
  searchHotkey: z.enum(SEARCH_HOTKEYS).meta({
    description: 'The key that opens search: `mod-k` (Ctrl+K or ⌘K) or `slash` (/). Kept on the device only.',
    default: defaultSettings.searchHotkey,
  }),
  syncSettings: z.boolean().meta({
    description:
      'Keeps the settings in step with the account on every device, while logged in. Kept on the device only.',
    default: defaultSettings.syncSettings,
  }),
  darkCodeBlocks: z.boolean().meta({
    description: 'Shows code blocks dark in the light theme too.',
    default: defaultSettings.darkCodeBlocks,
  }),
  avatar: avatarSchema.meta({
    description:
      "An `https://` address of an image shown as the account's avatar, or `null` for the provider's. Subscriber perk.",
    default: defaultSettings.avatar,
  }),
  ads: z.boolean().meta({
    description: 'Shows ads. Turning them off is a subscriber perk.',
    default: defaultSettings.ads,
  }),
  developerMode: z.boolean().meta({
    description: 'Shows details meant for people working on the documentation.',
    default: defaultSettings.developerMode,
  }),
  theme: z.enum(THEME_CHOICES).meta({
    description: "The theme; `system` follows the device's light or dark preference.",
    default: defaultSettings.theme,
  }),
  direction: z.enum(DIRECTIONS).meta({
    description: 'The reading direction of pages and examples.',
    default: defaultSettings.direction,
  }),
});

/** The settings saved to the account: all but the device-only ones (`DEVICE_ONLY_SETTINGS`). */
export const syncedSettingsSchema = userSettingsSchema.omit({ syncSettings: true, searchHotkey: true });

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
