import type { ThemeChoice } from '../appearance.js';
import type { SearchHotkey } from '../hotkeys.js';

export type { SettingRead, SettingsIssue } from './read-setting.js';

// The settings' fields: their types, defaults, limits and patterns. `/* @__PURE__ */` marks the constants
// as free of side effects, so bundlers leave them out of pages that never read the settings. Reading a
// value with a report of what was wrong is in `read-setting.ts`, apart, so that the small first-load
// reader (`peek.ts`) can use these without it.

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
