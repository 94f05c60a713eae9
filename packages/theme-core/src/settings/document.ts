import { defaultSettings, USER_SETTING_NAMES, type UserSettingName, type UserSettings } from './fields.js';

/**
 * The version of the settings document's shape. Version 1 is the first; before it, the appearance and the
 * search hotkey were kept under keys of their own (see `LEGACY_SETTINGS_STORAGE_KEYS`).
 */
export const SETTINGS_VERSION = 1;

/** When each setting was last changed, in milliseconds since 1970 (UTC). A setting never changed has none. */
export type SettingsTimestamps<Name extends UserSettingName = UserSettingName> = {
  readonly [Key in Name]?: number;
};

/**
 * Settings with the time each was last changed: what a browser stores and what is synced, so that two
 * devices merge field by field (see `mergeSettings`).
 */
export interface SettingsDocumentOf<Values extends Partial<UserSettings>> {
  readonly version: typeof SETTINGS_VERSION;
  readonly values: Values;
  readonly updatedAt: SettingsTimestamps<Extract<keyof Values, UserSettingName>>;
}

/** The settings document of a device: every setting, with the time each was last changed. */
export type SettingsDocument = SettingsDocumentOf<UserSettings>;

/** The settings document of a visitor who has changed nothing. */
export const defaultSettingsDocument: SettingsDocument = /* @__PURE__ */ Object.freeze({
  version: SETTINGS_VERSION,
  values: defaultSettings,
  updatedAt: /* @__PURE__ */ Object.freeze({}),
});

/** When {@link updateSettings} records the change. */
export interface UpdateSettingsOptions {
  /** The time of the change, in milliseconds since 1970 (`Date.now()`). */
  readonly now: number;
}

/**
 * Changes settings, recording when: each changed field gets `now` as its time, even when its value stays
 * the same (choosing a value again is a choice, and wins over older choices elsewhere). Perks are not
 * checked here: see `perkViolations`.
 *
 * @example updateSettings(defaultSettingsDocument, { theme: 'dark' }, { now: 1_700_000_000_000 })
 * // { version: 1, values: { …, theme: 'dark' }, updatedAt: { theme: 1700000000000 } }
 */
export function updateSettings<Values extends Partial<UserSettings>>(
  document: SettingsDocumentOf<Values>,
  change: Partial<Values>,
  { now }: UpdateSettingsOptions,
): SettingsDocumentOf<Values> {
  const names = (Object.keys(change) as (keyof Values & UserSettingName)[]).filter(
    (name) => change[name] !== undefined && Object.hasOwn(document.values, name),
  );
  return {
    version: document.version,
    values: { ...document.values, ...pick(change, names) },
    updatedAt: { ...document.updatedAt, ...Object.fromEntries(names.map((name) => [name, now])) },
  };
}

/**
 * A setting the visitor has chosen, or `undefined` while they never have. Use it where "not chosen"
 * differs from the default, e.g. the theme, whose first value depends on the site's `appearance`
 * (`resolveTheme({ choice: chosenSetting(document, 'theme'), … })`).
 *
 * @example chosenSetting(defaultSettingsDocument, 'theme') // undefined
 */
export function chosenSetting<Name extends UserSettingName>(
  document: SettingsDocument,
  name: Name,
): UserSettings[Name] | undefined {
  return document.updatedAt[name] === undefined ? undefined : document.values[name];
}

/**
 * The settings that differ between two sets of values, with the values of `after`: what a request
 * actually changes, e.g. to check perks only on those.
 *
 * @example changedSettings(defaultSettings, { ...defaultSettings, ads: false }) // { ads: false }
 */
export function changedSettings<Values extends Partial<UserSettings>>(
  before: Partial<UserSettings>,
  after: Values,
): Partial<Values> {
  const names = USER_SETTING_NAMES.filter(
    (name): name is keyof Values & UserSettingName =>
      Object.hasOwn(after, name) && !sameSettingValue(before[name], after[name as keyof Values]),
  );
  return pick(after, names) as Partial<Values>;
}

/**
 * Whether two setting values are the same: lists item by item, anything else by identity.
 *
 * @example sameSettingValue(['/a'], ['/a']) // true
 */
export function sameSettingValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/**
 * Writes a settings document as JSON for storage, fields in a fixed order so equal documents are equal
 * strings.
 *
 * @example serializeSettings(defaultSettingsDocument) // '{"version":1,"values":{"railDrawer":false,…},"updatedAt":{}}'
 */
export function serializeSettings(document: SettingsDocumentOf<Partial<UserSettings>>): string {
  const names = USER_SETTING_NAMES.filter((name) => Object.hasOwn(document.values, name));
  return JSON.stringify({
    version: document.version,
    values: pick(document.values, names),
    updatedAt: pick(document.updatedAt, names),
  });
}

function pick<Source extends object, Key extends keyof Source>(
  source: Source,
  keys: readonly Key[],
): Pick<Source, Key> {
  const picked = {} as Pick<Source, Key>;
  for (const key of keys) {
    if (source[key] !== undefined) picked[key] = source[key];
  }
  return picked;
}
