import { sameSettingValue } from './document.js';
import { isSubscriberPerk, SUBSCRIBER_PERKS, type SubscriberPerk, type VisitorRole } from './effective.js';
import { defaultSettings, type UserSettingName, type UserSettings } from './fields.js';
import type { SettingsIssue } from './read-setting.js';
import { SETTING_TEXTS } from './texts.js';

export type { SubscriberPerk, VisitorRole } from './effective.js';

/** Why a perk is refused, shown beside the locked setting and returned by the server (from `SETTING_TEXTS`). */
export const PERK_MESSAGES: Readonly<Record<SubscriberPerk, string>> = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.fromEntries(
    /* @__PURE__ */ SUBSCRIBER_PERKS.map((name) => [name, SETTING_TEXTS[name].perk]),
  ) as Record<SubscriberPerk, string>,
);

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
 * Whether a visitor's settings are saved to an account: only when logged in.
 *
 * @example canSaveSettings('anonymous') // false
 */
export function canSaveSettings(role: VisitorRole): boolean {
  return role !== 'anonymous';
}
