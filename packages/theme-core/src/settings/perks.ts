import { sameSettingValue } from './document.js';
import { defaultSettings, type SettingsIssue, type UserSettingName, type UserSettings } from './fields.js';

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

/** Why a perk is refused, shown beside the locked setting and returned by the server. */
export const PERK_MESSAGES: Readonly<Record<SubscriberPerk, string>> = /* @__PURE__ */ Object.freeze({
  ads: 'Turning off ads is a subscriber perk.',
  avatar: 'A custom avatar is a subscriber perk.',
  railDrawer: 'The rail drawer is a subscriber perk.',
  quickbar: 'Turning off the quickbar is a subscriber perk.',
  pins: 'Pinning pages is a subscriber perk.',
});

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
 * Whether a visitor may use a setting freely: every setting for subscribers, every setting but the perks
 * for everyone else.
 *
 * @example isPerkAllowed('logged-in', 'ads') // false
 * @example isPerkAllowed('anonymous', 'theme') // true
 */
export function isPerkAllowed(role: VisitorRole, name: UserSettingName): boolean {
  return role === 'subscriber' || !isSubscriberPerk(name);
}

/**
 * Why a setting is locked for a visitor, for the settings screen to show beside it; `undefined` when it
 * is not locked.
 *
 * @example settingLock('anonymous', 'pins') // 'Pinning pages is a subscriber perk.'
 */
export function settingLock(role: VisitorRole, name: UserSettingName): string | undefined {
  return role === 'subscriber' || !isSubscriberPerk(name) ? undefined : PERK_MESSAGES[name];
}

/**
 * The perks a change would set without the right to: one problem per perk given a value other than its
 * default by a visitor who is not a subscriber, named by the setting. Empty when the change is allowed.
 * Check only what a request actually changes, so a former subscriber's perks already saved do not block
 * their other settings: on the server,
 * `changedSettings(saved.values, mergeSettings(saved, received, { now }).values)`.
 *
 * @example perkViolations('logged-in', { ads: false, theme: 'dark' })
 * // [{ field: 'ads', message: 'Turning off ads is a subscriber perk.' }]
 */
export function perkViolations(role: VisitorRole, change: Partial<UserSettings>): SettingsIssue[] {
  return SUBSCRIBER_PERKS.filter(
    (name) =>
      !isPerkAllowed(role, name) &&
      Object.hasOwn(change, name) &&
      change[name] !== undefined &&
      !sameSettingValue(change[name], defaultSettings[name]),
  ).map((name) => ({ field: name, message: PERK_MESSAGES[name] }));
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

/**
 * Whether a visitor's settings are saved to an account: only when logged in.
 *
 * @example canSaveSettings('anonymous') // false
 */
export function canSaveSettings(role: VisitorRole): boolean {
  return role !== 'anonymous';
}
