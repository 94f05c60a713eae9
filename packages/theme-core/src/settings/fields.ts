import { THEME_CHOICES, type ThemeChoice } from '../appearance.js';
import { describeValue } from '../config/issue-messages.js';
import { SEARCH_HOTKEYS, type SearchHotkey } from '../hotkeys.js';

// `/* @__PURE__ */` marks the constants of the settings as free of side effects, so bundlers leave them
// out of pages that never read the settings.

/** The reading direction of pages and examples. */
export type Direction = 'ltr' | 'rtl';

/** Every reading direction, the default first. */
export const DIRECTIONS = ['ltr', 'rtl'] as const satisfies readonly Direction[];

/**
 * A visitor's settings. Anonymous visitors keep them in the browser; logged-in visitors also save them to
 * their account. `railDrawer`, `quickbar`, `pins`, `avatar` and `ads` hold subscriber perks (see
 * `SUBSCRIBER_PERKS`); `syncSettings` and `searchHotkey` never leave the device (see
 * {@link DEVICE_ONLY_SETTINGS}).
 */
export interface UserSettings {
  /** Shows the sidebar as a narrow rail that widens on demand. Subscriber perk. */
  readonly railDrawer: boolean;
  /** Shows the quickbar. Turning it off is a subscriber perk. */
  readonly quickbar: boolean;
  /** Pinned pages, by path (`/components/alerts`), in the order pinned. Subscriber perk. */
  readonly pins: readonly string[];
  /** The ids of the banners the visitor closed, oldest first. */
  readonly dismissedBanners: readonly string[];
  /** The ids of the notifications the visitor has read, oldest first. */
  readonly readNotifications: readonly string[];
  /** Shows a component's API tables on its page rather than linking to its API page. */
  readonly inlineApiTables: boolean;
  /** Shows code examples in their Composition-API form where there is one. */
  readonly compositionApiExamples: boolean;
  /** Offers to reload the page when a newer version of the site has been published. */
  readonly refreshPrompt: boolean;
  /** The key that opens search: Ctrl+K / ⌘K, or `/`. Device-only. */
  readonly searchHotkey: SearchHotkey;
  /** Keeps the settings in step with the account on every device, while logged in. Device-only. */
  readonly syncSettings: boolean;
  /** Shows code blocks dark in the light theme too. */
  readonly darkCodeBlocks: boolean;
  /** An `https://` address of an image shown as the account's avatar, or `null` for the provider's. Subscriber perk. */
  readonly avatar: string | null;
  /** Shows ads. Turning them off is a subscriber perk. */
  readonly ads: boolean;
  /** Shows details meant for people working on the documentation. */
  readonly developerMode: boolean;
  /** The theme; `system` follows the device's light or dark preference. */
  readonly theme: ThemeChoice;
  /** The reading direction of pages and examples. */
  readonly direction: Direction;
}

/** The name of one setting. */
export type UserSettingName = keyof UserSettings;

/**
 * The settings of a visitor who has changed nothing. Perks are off here, so a perk is "in use" exactly
 * when its value differs from this.
 */
export const defaultSettings: UserSettings = /* @__PURE__ */ Object.freeze({
  railDrawer: false,
  quickbar: true,
  pins: /* @__PURE__ */ Object.freeze([]),
  dismissedBanners: /* @__PURE__ */ Object.freeze([]),
  readNotifications: /* @__PURE__ */ Object.freeze([]),
  inlineApiTables: false,
  compositionApiExamples: true,
  refreshPrompt: true,
  searchHotkey: 'mod-k',
  syncSettings: true,
  darkCodeBlocks: false,
  avatar: null,
  ads: true,
  developerMode: false,
  theme: 'system',
  direction: 'ltr',
});

/** Every setting's name, in a fixed order (the order stored documents are written in). */
export const USER_SETTING_NAMES = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.keys(defaultSettings) as UserSettingName[],
);

/**
 * The settings that stay on the device: never sent to the server, never taken from it.
 *
 * - `syncSettings` decides whether this device takes part in syncing. Synced, turning it off on one device
 *   would turn it off on all of them, and a device that opted out would still receive it.
 * - `searchHotkey` depends on the keyboard, not the person: `/` needs Shift on many layouts, Ctrl+K is the
 *   browser's own search field in some browsers, and a tablet has no hotkeys at all. It also lived only
 *   in the browser before the settings existed (`lectern-search-hotkey`).
 */
export const DEVICE_ONLY_SETTINGS = /* @__PURE__ */ Object.freeze(['syncSettings', 'searchHotkey'] as const);

/** A setting that stays on the device. */
export type DeviceOnlySettingName = (typeof DEVICE_ONLY_SETTINGS)[number];

/** A setting saved to the account and synced between devices. */
export type SyncedSettingName = Exclude<UserSettingName, DeviceOnlySettingName>;

/** The settings saved to the account. */
export type SyncedSettings = Pick<UserSettings, SyncedSettingName>;

/** Every synced setting's name, in the order of {@link USER_SETTING_NAMES}. */
export const SYNCED_SETTING_NAMES = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ USER_SETTING_NAMES.filter(
    (name): name is SyncedSettingName => !(DEVICE_ONLY_SETTINGS as readonly string[]).includes(name),
  ),
);

/**
 * How long the lists and texts of the settings may be. They keep the largest valid settings document
 * under the 16 KB a request may carry (`SETTINGS_BODY_MAX_BYTES`).
 */
export const SETTINGS_LIMITS = /* @__PURE__ */ Object.freeze({
  /** Pinned pages, and the characters of each path. */
  pins: /* @__PURE__ */ Object.freeze({ items: 30, length: 160 }),
  /** Dismissed banners, and the characters of each id. */
  dismissedBanners: /* @__PURE__ */ Object.freeze({ items: 50, length: 48 }),
  /** Read notifications, and the characters of each id. */
  readNotifications: /* @__PURE__ */ Object.freeze({ items: 100, length: 48 }),
  /** The characters of the avatar's address. */
  avatar: /* @__PURE__ */ Object.freeze({ length: 1024 }),
});

/**
 * A page path as the browser's `location.pathname` gives it: starts with one `/` (never `//`, which
 * would lead off the site), no query or hash, only characters allowed in a URL path (others are
 * percent-encoded). Every character is one byte, which keeps the size limits exact.
 */
export const PAGE_PATH_PATTERN = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** A banner or notification id: letters, digits, `.`, `_`, `:` and `-`, starting with a letter or digit. */
export const SETTING_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;

/**
 * An avatar address: `https://`, a host name (no user name or password), an optional port, then an
 * optional path, query and hash in URL characters.
 */
export const AVATAR_URL_PATTERN =
  /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*)?$/;

/** What a list setting expects of each item, worded for people. */
export const SETTING_ITEM_EXPECTATIONS = /* @__PURE__ */ Object.freeze({
  pins: `expected a page path such as "/components/alerts" of at most ${SETTINGS_LIMITS.pins.length} characters`,
  dismissedBanners: `expected an id such as "release-4.0" of at most ${SETTINGS_LIMITS.dismissedBanners.length} characters`,
  readNotifications: `expected an id such as "release-4.0" of at most ${SETTINGS_LIMITS.readNotifications.length} characters`,
});

/** What the avatar expects, worded for people. */
export const AVATAR_EXPECTATION = `expected null or an https:// address of at most ${SETTINGS_LIMITS.avatar.length} characters`;

/** One problem with a setting or a settings document, worded like the config errors. */
export interface SettingsIssue {
  /** Where the problem is, relative to the value checked: `theme`, `pins[2]`, `values.theme`; empty for the whole value. */
  readonly field: string;
  /** What was expected and what was given, e.g. `expected one of "ltr", "rtl" (got "up")`. */
  readonly message: string;
}

/** A setting's value read leniently: valid parts kept, each problem named. */
export interface SettingRead<Value> {
  readonly value: Value;
  readonly issues: readonly SettingsIssue[];
}

type ListSettingName = keyof typeof SETTING_ITEM_EXPECTATIONS;

const LIST_PATTERNS: Readonly<Record<ListSettingName, RegExp>> = {
  pins: PAGE_PATH_PATTERN,
  dismissedBanners: SETTING_ID_PATTERN,
  readNotifications: SETTING_ID_PATTERN,
};

/**
 * Reads one setting leniently, as stored by an older page or edited by hand: a valid value is kept; a
 * list keeps its valid items (the first of any repeats, at most its limit); anything else falls back to
 * the default. Each problem is named, relative to the setting (`pins[2]`).
 *
 * @example readSetting('theme', 'sepia')
 * // { value: 'system', issues: [{ field: 'theme', message: 'expected one of "system", "light", "dark", "blackguard" (got "sepia")' }] }
 */
export function readSetting<Name extends UserSettingName>(
  name: Name,
  value: unknown,
): SettingRead<UserSettings[Name]> {
  const read = readAny(name, value);
  return read as SettingRead<UserSettings[Name]>;
}

function readAny(name: UserSettingName, value: unknown): SettingRead<unknown> {
  switch (name) {
    case 'pins':
    case 'dismissedBanners':
    case 'readNotifications':
      return readList(name, value);
    case 'searchHotkey':
      return readChoice(name, value, SEARCH_HOTKEYS);
    case 'theme':
      return readChoice(name, value, THEME_CHOICES);
    case 'direction':
      return readChoice(name, value, DIRECTIONS);
    case 'avatar':
      return isAvatar(value) ? { value, issues: [] } : reset(name, AVATAR_EXPECTATION, value);
    default:
      return typeof value === 'boolean' ? { value, issues: [] } : reset(name, 'expected a boolean', value);
  }
}

/**
 * The problems that stop a value from being a setting, strictly: every bad, repeated or extra item of a
 * list counts. Empty when the value is valid. The zod schema of the settings accepts the same values.
 *
 * @example settingIssues('avatar', 'http://example.com/me.png')
 * // [{ field: 'avatar', message: 'expected null or an https:// address of at most 1024 characters (got "http://example.com/me.png")' }]
 */
export function settingIssues(name: UserSettingName, value: unknown): readonly SettingsIssue[] {
  return readAny(name, value).issues;
}

function readChoice(name: UserSettingName, value: unknown, choices: readonly string[]): SettingRead<unknown> {
  if (typeof value === 'string' && choices.includes(value)) return { value, issues: [] };
  const expected = `expected one of ${choices.map((choice) => JSON.stringify(choice)).join(', ')}`;
  return reset(name, expected, value);
}

function readList(name: ListSettingName, value: unknown): SettingRead<readonly string[]> {
  if (!Array.isArray(value)) return reset(name, 'expected an array', value) as SettingRead<readonly string[]>;
  const { items: limit, length } = SETTINGS_LIMITS[name];
  const kept: string[] = [];
  const issues: SettingsIssue[] = [];
  value.forEach((item: unknown, index) => {
    const field = `${name}[${index}]`;
    if (typeof item !== 'string' || item.length > length || !LIST_PATTERNS[name].test(item)) {
      issues.push({ field, message: `${SETTING_ITEM_EXPECTATIONS[name]} (got ${describeValue(item)})` });
    } else if (kept.includes(item)) {
      issues.push({ field, message: `expected no repeated items (got ${describeValue(item)} again)` });
    } else {
      kept.push(item);
    }
  });
  if (kept.length > limit) {
    issues.push({ field: name, message: `expected at most ${limit} items (got ${kept.length})` });
  }
  return { value: Object.freeze(kept.slice(0, limit)), issues };
}

function isAvatar(value: unknown): value is string | null {
  return (
    value === null ||
    (typeof value === 'string' &&
      value.length <= SETTINGS_LIMITS.avatar.length &&
      AVATAR_URL_PATTERN.test(value))
  );
}

function reset(name: UserSettingName, expected: string, value: unknown): SettingRead<unknown> {
  return {
    value: defaultSettings[name],
    issues: [{ field: name, message: `${expected} (got ${describeValue(value)})` }],
  };
}
