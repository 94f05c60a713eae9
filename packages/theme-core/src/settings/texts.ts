import { SETTING_FIELDS, type SettingField, type SettingFields, type UserSettingName } from './fields.js';

// The words of the visitor's settings, apart from their rows (`SETTING_FIELDS` in `fields.ts`): a page
// script reads and applies the settings without them, and a bundler puts a module whole into one chunk,
// so the words stay in this module for what shows them (the settings reference, the settings panel,
// the messages of the lenient reader and the perks).

/** What {@link SETTING_TEXTS} says of one setting. */
export interface SettingText {
  /** What the setting does, for the settings reference. */
  readonly description: string;
  /** For a list or a text: what one item or the text must be, for messages ("a page path such as …"). */
  readonly item?: string;
  /** For a perk: why it is refused to a visitor who is not a subscriber. */
  readonly perk?: string;
}

/**
 * The words of every setting: what it does, what its items must be, and why a perk is refused. Apart
 * from `SETTING_FIELDS` so that a page applying the settings as it loads carries none of them.
 */
export const SETTING_TEXTS: {
  readonly [Name in UserSettingName]: SettingText &
    (SettingFields[Name] extends { readonly perk: true } ? { readonly perk: string } : unknown) &
    (SettingFields[Name] extends { readonly kind: 'list' | 'text' } ? { readonly item: string } : unknown);
} = /* @__PURE__ */ Object.freeze({
  railDrawer: {
    description: 'Shows the sidebar as a narrow rail that widens on demand.',
    perk: 'The rail drawer is a subscriber perk.',
  },
  quickbar: { description: 'Shows the quickbar.', perk: 'Turning off the quickbar is a subscriber perk.' },
  pins: {
    description: 'Pinned pages, by path (`/components/alerts`), in the order pinned.',
    item: 'a page path such as "/components/alerts"',
    perk: 'Pinning pages is a subscriber perk.',
  },
  dismissedBanners: {
    description: 'The ids of the banners the visitor closed, oldest first.',
    item: 'an id such as "release-4.0"',
  },
  readNotifications: {
    description: 'The ids of the notifications the visitor has read, oldest first.',
    item: 'an id such as "release-4.0"',
  },
  inlineApiTables: {
    description: "Shows a component's API tables on its page rather than linking to its API page.",
  },
  compositionApiExamples: {
    description: 'Shows code examples in their Composition-API form where there is one.',
  },
  refreshPrompt: {
    description: 'Offers to reload the page when a newer version of the site has been published.',
  },
  searchHotkey: { description: 'The key that opens search: `mod-k` (Ctrl+K or ⌘K) or `slash` (/).' },
  syncSettings: {
    description: 'Keeps the settings in step with the account on every device, while logged in.',
  },
  darkCodeBlocks: { description: 'Shows code blocks dark in the light theme too.' },
  avatar: {
    description:
      "An `https://` address of an image shown as the account's avatar, or `null` for the provider's.",
    item: 'null or an https:// address',
    perk: 'A custom avatar is a subscriber perk.',
  },
  ads: { description: 'Shows ads.', perk: 'Turning off ads is a subscriber perk.' },
  developerMode: { description: 'Shows details meant for people working on the documentation.' },
  theme: { description: "The theme; `system` follows the device's light or dark preference." },
  direction: { description: 'The reading direction of pages and examples.' },
  usingVersion: {
    description:
      'The version of the documented library the visitor uses (`1.2`, or `1` for any 1.x), or `null`: pages mark what is newer and hide what was removed by then.',
    item: 'null or a version such as "1.2" or "2.0.0-beta.1"',
  },
});

/**
 * A setting's whole description, as the settings reference shows it: what it does, then its limit, the
 * perk and whether it stays on the device.
 *
 * @example settingDescription('ads') // 'Shows ads. Turning off ads is a subscriber perk.'
 */
export function settingDescription(name: UserSettingName): string {
  const field: SettingField = SETTING_FIELDS[name];
  const text: SettingText = SETTING_TEXTS[name];
  return [
    text.description,
    field.kind === 'list' ? `At most ${field.items}.` : undefined,
    text.perk,
    field.deviceOnly ? 'Kept on the device only.' : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(' ');
}
