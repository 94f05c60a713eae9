import { defaultSettings, type UserSettings } from './fields.js';

// Who is reading, which settings are perks, and the settings as they take effect: apart from the perks'
// messages and checks (`perks.ts`), so a page can apply the settings as it loads without those.

/**
 * Who is reading: an anonymous visitor keeps settings in the browser only; a logged-in visitor also saves
 * them to the account; a subscriber also gets the perks ({@link SUBSCRIBER_PERKS}).
 */
export type VisitorRole = 'anonymous' | 'logged-in' | 'subscriber';

/**
 * The settings only subscribers may change from their defaults: turning off ads, a custom avatar, the
 * rail drawer, turning off the quickbar, and pins. Setting one back to its default is always allowed.
 */
export const SUBSCRIBER_PERKS = /* @__PURE__ */ Object.freeze([
  'ads',
  'avatar',
  'railDrawer',
  'quickbar',
  'pins',
] as const);

/** A setting that is a subscriber perk. */
export type SubscriberPerk = (typeof SUBSCRIBER_PERKS)[number];

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
