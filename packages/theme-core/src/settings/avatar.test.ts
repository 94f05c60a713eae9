import { describe, expect, it } from 'vitest';
import { avatarFor } from './avatar.js';

const own = { avatar: 'https://example.com/me.png' };
const none = { avatar: null };
const provider = 'https://avatars.githubusercontent.com/u/1';

describe('avatarFor', () => {
  it.each([
    ['a subscriber with an avatar of their own', own, 'subscriber', provider, own.avatar],
    ['a subscriber without one', none, 'subscriber', provider, provider],
    ['a logged-in visitor, whose saved avatar is a perk they lost', own, 'logged-in', provider, provider],
    ['a logged-in visitor whose provider gives none', none, 'logged-in', null, undefined],
    ['an anonymous visitor', own, 'anonymous', provider, undefined],
  ] as const)('for %s is %s', (_name, settings, role, providerAvatar, expected) => {
    expect(avatarFor(settings, role, providerAvatar)).toBe(expected);
  });
});
