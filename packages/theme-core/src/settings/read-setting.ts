import { describeValue } from '../messages.js';
import {
  isSettingText,
  isSettingValue,
  type ListField,
  SETTING_FIELDS,
  type SettingField,
  type UserSettingName,
  type UserSettings,
} from './fields.js';
import { SETTING_TEXTS, type SettingText } from './texts.js';

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

/**
 * What a setting expects, worded for people, from its row in `SETTING_FIELDS` and its words in
 * `SETTING_TEXTS`: of a list, what each item must be; of the others, the value.
 *
 * @example settingExpectation('pins') // 'expected a page path such as "/components/alerts" of at most 160 characters'
 * @example settingExpectation('direction') // 'expected one of "ltr", "rtl"'
 */
export function settingExpectation(name: UserSettingName): string {
  const field: SettingField = SETTING_FIELDS[name];
  switch (field.kind) {
    case 'boolean':
      return 'expected a boolean';
    case 'choice':
      return `expected one of ${field.values.map((value) => JSON.stringify(value)).join(', ')}`;
    default:
      return `expected ${(SETTING_TEXTS[name] as SettingText).item} of at most ${field.length} characters`;
  }
}

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
  const field: SettingField = SETTING_FIELDS[name];
  const read =
    field.kind === 'list'
      ? readList(name, field, value)
      : isSettingValue(field, value)
        ? { value, issues: [] }
        : {
            value: field.kind === 'text' ? null : field.default,
            issues: [{ field: name, message: `${settingExpectation(name)} (got ${describeValue(value)})` }],
          };
  return read as SettingRead<UserSettings[Name]>;
}

/**
 * The problems that stop a value from being a setting, strictly: every bad, repeated or extra item of a
 * list counts. Empty when the value is valid. The zod schema of the settings accepts the same values.
 *
 * @example settingIssues('avatar', 'http://example.com/me.png')
 * // [{ field: 'avatar', message: 'expected null or an https:// address of at most 1024 characters (got "http://example.com/me.png")' }]
 */
export function settingIssues(name: UserSettingName, value: unknown): readonly SettingsIssue[] {
  return readSetting(name, value).issues;
}

function readList(name: UserSettingName, field: ListField, value: unknown): SettingRead<readonly string[]> {
  if (!Array.isArray(value)) {
    return {
      value: Object.freeze([]),
      issues: [{ field: name, message: `expected an array (got ${describeValue(value)})` }],
    };
  }
  const kept: string[] = [];
  const issues: SettingsIssue[] = [];
  value.forEach((item: unknown, index) => {
    const at = `${name}[${index}]`;
    if (!isSettingText(field, item)) {
      issues.push({ field: at, message: `${settingExpectation(name)} (got ${describeValue(item)})` });
    } else if (kept.includes(item)) {
      issues.push({ field: at, message: `expected no repeated items (got ${describeValue(item)} again)` });
    } else {
      kept.push(item);
    }
  });
  if (kept.length > field.items) {
    issues.push({ field: name, message: `expected at most ${field.items} items (got ${kept.length})` });
  }
  return { value: Object.freeze(kept.slice(0, field.items)), issues };
}
