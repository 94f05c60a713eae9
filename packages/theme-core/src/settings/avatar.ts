import { effectiveSettings, type VisitorRole } from './effective.js';
import type { UserSettings } from './fields.js';

/**
 * The avatar shown for the visitor: a subscriber's own (`avatar`, a perk), else the picture their login
 * provider gives; none for an anonymous visitor.
 *
 * @example avatarFor({ avatar: 'https://example.com/me.png' }, 'subscriber', 'https://github.com/a.png') // 'https://example.com/me.png'
 * @example avatarFor({ avatar: 'https://example.com/me.png' }, 'logged-in', 'https://github.com/a.png') // 'https://github.com/a.png'
 */
export function avatarFor(
  settings: Pick<UserSettings, 'avatar'>,
  role: VisitorRole,
  providerAvatar?: string | null,
): string | undefined {
  if (role === 'anonymous') return undefined;
  return effectiveSettings(settings, role).avatar ?? providerAvatar ?? undefined;
}
