import { THEME_CHOICES } from '../appearance.js';
import { SEARCH_HOTKEYS } from '../hotkeys.js';
import { LENS_VERSION_LENGTH, LENS_VERSION_PATTERN } from '../version-lens.js';

// The visitor's settings, written once: every setting's kind, default, values or pattern and limits,
// whether it stays on the device, whether it is a subscriber perk and the flag it puts on `<html>`
// ({@link SETTING_FIELDS}), and, in a module of their own (`texts.ts`) so that no page script carries
// them, its words (`SETTING_TEXTS`). The types, the defaults, the zod schema (`schema.ts`), the lenient reader
// (`read-setting.ts`), the small first-load reader (`peek.ts`), the perks and the flags on `<html>` are
// all derived from these two tables: adding a setting is adding one row to each. `/* @__PURE__ */` marks
// the derived constants as free of side effects, so bundlers leave out what a page never reads.

/** The reading direction of pages and examples. */
export type Direction = 'ltr' | 'rtl';

/** Every reading direction, the default first. */
export const DIRECTIONS = ['ltr', 'rtl'] as const satisfies readonly Direction[];

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

/** What every kind of setting may say about itself in {@link SETTING_FIELDS}. */
interface FieldBase {
  /** Kept on the device only: never sent to the server, never taken from it. */
  readonly deviceOnly?: true;
  /** A subscriber perk: only subscribers may change it from its default (see `SUBSCRIBER_PERKS`). */
  readonly perk?: true;
  /**
   * The attribute (`data-{name}`) the setting puts on `<html>`, present while the setting's value as it
   * takes effect is `when` (see `rootSettingFlags`), so CSS shows its effect before any script runs.
   */
  readonly flag?: { readonly name: string; readonly when: boolean | string };
}

/** A setting that is on or off. */
export interface BooleanField extends FieldBase {
  readonly kind: 'boolean';
  readonly default: boolean;
  /** A switch in the settings panel's Reading section, in the table's order (see {@link PANEL_SWITCHES}). */
  readonly panel?: PanelSwitch;
}

/**
 * How a setting shows as a switch in the settings panel: labelled `settings.{name}` in the interface texts,
 * with the hint `settings.{name}Hint` under it when `hint` is set; `onlyWith: 'apiPages'` offers it only on
 * a site that has API pages (without, it would change nothing).
 */
export interface PanelSwitch {
  readonly section: 'reading';
  readonly hint?: true;
  readonly onlyWith?: 'apiPages';
}

/** A setting that is one of a few words. */
export interface ChoiceField extends FieldBase {
  readonly kind: 'choice';
  readonly values: readonly string[];
  readonly default: string;
  /**
   * Applied as the page loads only once the visitor chose it (the settings document has a time for it):
   * until then the site's own default applies (the `appearance` option, the page's `dir`).
   */
  readonly siteDefault?: true;
}

/** A list of texts: each matching `pattern` and at most `length` characters, at most `items`, no repeats. */
export interface ListField extends FieldBase {
  readonly kind: 'list';
  readonly pattern: RegExp;
  readonly items: number;
  readonly length: number;
}

/** A text matching `pattern`, of at most `length` characters, or `null` (an address, a version). */
export interface TextField extends FieldBase {
  readonly kind: 'text';
  readonly pattern: RegExp;
  readonly length: number;
}

/** One setting's row in {@link SETTING_FIELDS}. */
export type SettingField = BooleanField | ChoiceField | ListField | TextField;

/**
 * Every setting, in a fixed order (the order stored documents are written in). The list limits keep the
 * largest valid settings document under the 16 KB a request may carry (`SETTINGS_BODY_MAX_BYTES`).
 */
export const SETTING_FIELDS = /* @__PURE__ */ Object.freeze({
  railDrawer: { kind: 'boolean', default: false, perk: true, flag: { name: 'rail-drawer', when: true } },
  quickbar: { kind: 'boolean', default: true, perk: true, flag: { name: 'quickbar-off', when: false } },
  pins: { kind: 'list', pattern: PAGE_PATH_PATTERN, items: 30, length: 160, perk: true },
  dismissedBanners: { kind: 'list', pattern: SETTING_ID_PATTERN, items: 50, length: 48 },
  readNotifications: { kind: 'list', pattern: SETTING_ID_PATTERN, items: 100, length: 48 },
  inlineApiTables: {
    kind: 'boolean',
    default: false,
    flag: { name: 'inline-api-tables', when: true },
    panel: { section: 'reading', hint: true, onlyWith: 'apiPages' },
  },
  compositionApiExamples: {
    kind: 'boolean',
    default: true,
    flag: { name: 'composition-off', when: false },
    panel: { section: 'reading', hint: true },
  },
  refreshPrompt: { kind: 'boolean', default: true },
  searchHotkey: {
    kind: 'choice',
    values: SEARCH_HOTKEYS,
    default: 'mod-k',
    deviceOnly: true,
    flag: { name: 'search-slash', when: 'slash' },
  },
  syncSettings: { kind: 'boolean', default: true, deviceOnly: true },
  darkCodeBlocks: {
    kind: 'boolean',
    default: false,
    flag: { name: 'dark-code', when: true },
    panel: { section: 'reading' },
  },
  avatar: { kind: 'text', pattern: AVATAR_URL_PATTERN, length: 1024, perk: true },
  ads: { kind: 'boolean', default: true, perk: true, flag: { name: 'ads-off', when: false } },
  developerMode: {
    kind: 'boolean',
    default: false,
    flag: { name: 'developer-mode', when: true },
    panel: { section: 'reading', hint: true },
  },
  theme: { kind: 'choice', values: THEME_CHOICES, default: 'system', siteDefault: true },
  direction: { kind: 'choice', values: DIRECTIONS, default: 'ltr', siteDefault: true },
  usingVersion: { kind: 'text', pattern: LENS_VERSION_PATTERN, length: LENS_VERSION_LENGTH },
} as const satisfies Record<string, SettingField>);

/** The rows of {@link SETTING_FIELDS}, by name. */
export type SettingFields = typeof SETTING_FIELDS;

type Fields = SettingFields;

/** The name of one setting. */
export type UserSettingName = keyof Fields;

/** The value a row of {@link SETTING_FIELDS} holds. */
type FieldValue<Field> = Field extends { readonly kind: 'boolean' }
  ? boolean
  : Field extends { readonly kind: 'choice'; readonly values: readonly (infer Value)[] }
    ? Value
    : Field extends { readonly kind: 'list' }
      ? readonly string[]
      : string | null;

/**
 * A visitor's settings (see `SETTING_TEXTS` for what each is). Anonymous visitors keep them in the
 * browser; logged-in visitors also save them to their account. The perks (`SUBSCRIBER_PERKS`) are for
 * subscribers; the device-only settings ({@link DEVICE_ONLY_SETTINGS}) never leave the device.
 */
export type UserSettings = { readonly [Name in UserSettingName]: FieldValue<Fields[Name]> };

/** Every setting's name, in a fixed order (the order stored documents are written in). */
export const USER_SETTING_NAMES: readonly UserSettingName[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.keys(SETTING_FIELDS) as UserSettingName[],
);

/**
 * The settings of a visitor who has changed nothing. Perks are off here, so a perk is "in use" exactly
 * when its value differs from this.
 */
export const defaultSettings: UserSettings = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.fromEntries(
    /* @__PURE__ */ USER_SETTING_NAMES.map((name) => {
      const field: SettingField = SETTING_FIELDS[name];
      const value = field.kind === 'list' ? Object.freeze([]) : field.kind === 'text' ? null : field.default;
      return [name, value];
    }),
  ) as unknown as UserSettings,
);

/** A setting shown as a switch in the settings panel (its row has `panel`). */
export type PanelSwitchName = {
  [Name in UserSettingName]: Fields[Name] extends { readonly panel: PanelSwitch } ? Name : never;
}[UserSettingName];

/** A switch of the panel with a hint under its label (`panel.hint`). */
export type HintedSwitchName = {
  [Name in UserSettingName]: Fields[Name] extends { readonly panel: { readonly hint: true } } ? Name : never;
}[UserSettingName];

/** A switch of the settings panel: its setting, whether a hint is under its label, what it needs. */
export type PanelSwitchEntry = (
  | { readonly name: HintedSwitchName; readonly hint: true }
  | { readonly name: Exclude<PanelSwitchName, HintedSwitchName>; readonly hint: false }
) & { readonly onlyWith?: 'apiPages' };

/**
 * The settings panel's switches, in the table's order: each setting whose row has `panel`, with its
 * name, whether it has a hint and what the site must have for it to be offered.
 */
export const PANEL_SWITCHES: readonly PanelSwitchEntry[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ USER_SETTING_NAMES.flatMap((name) => {
    const field: SettingField = SETTING_FIELDS[name];
    if (field.kind !== 'boolean' || !field.panel) return [];
    const { hint, onlyWith } = field.panel;
    return [
      Object.freeze({
        name,
        hint: hint === true,
        ...(onlyWith ? { onlyWith } : {}),
      } as PanelSwitchEntry),
    ];
  }),
);

/**
 * The switches a site's settings panel offers: those of {@link PANEL_SWITCHES} whose need the site meets
 * (a switch `onlyWith: 'apiPages'` only on a site with API pages, where it changes something).
 */
export function panelSwitches(site: { readonly apiPages: boolean }): readonly PanelSwitchEntry[] {
  return PANEL_SWITCHES.filter((entry) => entry.onlyWith !== 'apiPages' || site.apiPages);
}

/** The names of the settings of one kind. */
export type SettingNameOfKind<Kind extends SettingField['kind']> = {
  [Name in UserSettingName]: Fields[Name] extends { readonly kind: Kind } ? Name : never;
}[UserSettingName];

type FlaggedName<Key extends 'deviceOnly' | 'perk'> = {
  [Name in UserSettingName]: Fields[Name] extends { readonly [K in Key]: true } ? Name : never;
}[UserSettingName];

/**
 * The settings that stay on the device: never sent to the server, never taken from it.
 *
 * - `syncSettings` decides whether this device takes part in syncing. Synced, turning it off on one device
 *   would turn it off on all of them, and a device that opted out would still receive it.
 * - `searchHotkey` depends on the keyboard, not the person: `/` needs Shift on many layouts, Ctrl+K is the
 *   browser's own search field in some browsers, and a tablet has no hotkeys at all. It also lived only
 *   in the browser before the settings existed (`lectern-search-hotkey`).
 */
export const DEVICE_ONLY_SETTINGS: readonly DeviceOnlySettingName[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ USER_SETTING_NAMES.filter(
    (name): name is DeviceOnlySettingName => (SETTING_FIELDS[name] as SettingField).deviceOnly === true,
  ),
);

/** A setting that stays on the device. */
export type DeviceOnlySettingName = FlaggedName<'deviceOnly'>;

/** A setting that is a subscriber perk. */
export type SubscriberPerk = FlaggedName<'perk'>;

/** A setting saved to the account and synced between devices. */
export type SyncedSettingName = Exclude<UserSettingName, DeviceOnlySettingName>;

/** The settings saved to the account. */
export type SyncedSettings = Pick<UserSettings, SyncedSettingName>;

/** Every synced setting's name, in the order of {@link USER_SETTING_NAMES}. */
export const SYNCED_SETTING_NAMES: readonly SyncedSettingName[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ USER_SETTING_NAMES.filter(
    (name): name is SyncedSettingName => (SETTING_FIELDS[name] as SettingField).deviceOnly !== true,
  ),
);

/**
 * How long the lists and texts of the settings may be (from {@link SETTING_FIELDS}): items and
 * characters per item of the lists, characters of the avatar's address.
 */
export const SETTINGS_LIMITS = /* @__PURE__ */ limitsOf(SETTING_FIELDS);

function limitsOf(fields: Fields) {
  const list = ({ items, length }: ListField) => Object.freeze({ items, length });
  return Object.freeze({
    pins: list(fields.pins),
    dismissedBanners: list(fields.dismissedBanners),
    readNotifications: list(fields.readNotifications),
    avatar: Object.freeze({ length: fields.avatar.length }),
  });
}

/**
 * Whether a value is valid for a setting that is not a list, or is a valid item of a list setting. The
 * one check behind the lenient reader, the first-load reader (`peekStoredSettings`) and the schema.
 *
 * @example isSettingValue(SETTING_FIELDS.theme, 'dark') // true
 * @example isSettingValue(SETTING_FIELDS.pins, '/guide/') // true (an item)
 */
export function isSettingValue(field: SettingField, value: unknown): boolean {
  switch (field.kind) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'choice':
      return typeof value === 'string' && field.values.includes(value);
    case 'text':
      return value === null || isSettingText(field, value);
    default:
      return isSettingText(field, value);
  }
}

/** Whether a value is a valid item of a list setting, or a valid text of a text setting (not `null`). */
export function isSettingText(field: ListField | TextField, value: unknown): value is string {
  return typeof value === 'string' && value.length <= field.length && field.pattern.test(value);
}
