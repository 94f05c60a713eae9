import { THEME_CHOICES } from '../appearance.js';
import { describeValue } from '../config/issue-messages.js';
import { SEARCH_HOTKEYS } from '../hotkeys.js';
import {
  AVATAR_URL_PATTERN,
  DIRECTIONS,
  defaultSettings,
  PAGE_PATH_PATTERN,
  SETTING_ID_PATTERN,
  SETTINGS_LIMITS,
  type UserSettingName,
  type UserSettings,
} from './fields.js';

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
