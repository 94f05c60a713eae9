import {
  defaultSettings,
  SETTING_FIELDS,
  type SettingField,
  type SubscriberPerk,
  USER_SETTING_NAMES,
  type UserSettings,
} from './fields.js';

export type { SubscriberPerk } from './fields.js';

// Who is reading, which settings are perks, and the settings as they take effect: apart from the perks'
// messages and checks (`perks.ts`), so a page can apply the settings as it loads without those.

/**
 * Who is reading: an anonymous visitor keeps settings in the browser only; a logged-in visitor also saves
 * them to the account; a subscriber also gets the perks ({@link SUBSCRIBER_PERKS}).
 */
export type VisitorRole = 'anonymous' | 'logged-in' | 'subscriber';

/**
 * The settings only subscribers may change from their defaults (those marked `perk` in `SETTING_FIELDS`):
 * the rail drawer, turning off the quickbar, pins, a custom avatar and turning off ads. Setting one back
 * to its default is always allowed.
 */
export const SUBSCRIBER_PERKS: readonly SubscriberPerk[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ USER_SETTING_NAMES.filter(
    (name): name is SubscriberPerk => (SETTING_FIELDS[name] as SettingField).perk === true,
  ),
);

/**
 * Whether a setting is a subscriber perk.
 *
 * @example isSubscriberPerk('ads') // true
 * @example isSubscriberPerk('theme') // false
 */
export function isSubscriberPerk(name: string): name is SubscriberPerk {
  return (SUBSCRIBER_PERKS as readonly string[]).includes(name);
}

/**
 * The settings as they take effect for a visitor: a perk saved while subscribed is ignored (back to its
 * default) for anyone who is not a subscriber now, and kept for when they are again.
 *
 * @example effectiveSettings({ ...defaultSettings, ads: false }, 'logged-in').ads // true
 */
export function effectiveSettings<Values extends Partial<UserSettings>>(
  values: Values,
  role: VisitorRole,
): Values {
  if (role === 'subscriber') return values;
  const effective: Record<string, unknown> = { ...values };
  for (const name of SUBSCRIBER_PERKS) {
    if (Object.hasOwn(values, name)) effective[name] = defaultSettings[name];
  }
  return effective as Values;
}
