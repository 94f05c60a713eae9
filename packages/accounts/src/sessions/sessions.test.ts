import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_LIFETIME, newSessionExpiry, renewSession } from './session-lifetime';
import {
  generateSessionToken,
  hashSessionSecret,
  parseSessionToken,
  sessionSecretMatches,
} from './session-token';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

describe('session tokens', () => {
  it('are an id and a secret, of which only the secret’s SHA-256 is stored', () => {
    const token = generateSessionToken();
    expect(token.token).toBe(`${token.id}.${token.secret}`);
    expect(token.id).toMatch(/^[\w-]{20}$/);
    expect(token.secret).toMatch(/^[\w-]{32}$/);
    expect(token.secretHash).toBe(hashSessionSecret(token.secret));
    expect(token.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(generateSessionToken().token).not.toBe(token.token);
    expect(parseSessionToken(token.token)).toEqual({ id: token.id, secret: token.secret });
  });

  it.each([
    '',
    'abc',
    'a.b',
    `${'a'.repeat(20)}.${'b'.repeat(31)}`,
    `${'a'.repeat(20)}.${'b'.repeat(32)}.c`,
    `${'a'.repeat(20)}!${'b'.repeat(32)}`,
  ])('refuses %j as a token', (text) => {
    expect(parseSessionToken(text)).toBeUndefined();
  });

  it('matches a secret against its hash only', () => {
    const { secret, secretHash } = generateSessionToken();
    expect(sessionSecretMatches(secret, secretHash)).toBe(true);
    expect(sessionSecretMatches(`${secret.slice(1)}x`, secretHash)).toBe(false);
    expect(sessionSecretMatches(secret, 'abcd')).toBe(false);
  });
});

describe('renewSession', () => {
  const lifetime = DEFAULT_SESSION_LIFETIME;
  const session = { created_at: 0, last_seen_at: 0, expires_at: 30 * DAY };

  it('lasts 30 days, within 180 days of the login at most', () => {
    expect(newSessionExpiry(5, lifetime)).toBe(5 + 30 * DAY);
    expect(newSessionExpiry(5, { ...lifetime, absoluteMaxAgeMs: DAY })).toBe(5 + DAY);
  });

  it.each([
    ['at its expiry', 30 * DAY, { action: 'expired' }],
    ['seen a moment ago', MINUTE, { action: 'keep' }],
    [
      'seen 5 minutes ago',
      5 * MINUTE,
      { action: 'write', lastSeenAt: 5 * MINUTE, expiresAt: 30 * DAY, extended: false },
    ],
    [
      'with exactly half its life left',
      15 * DAY,
      { action: 'write', lastSeenAt: 15 * DAY, expiresAt: 30 * DAY, extended: false },
    ],
    [
      'with less than half its life left',
      20 * DAY,
      { action: 'write', lastSeenAt: 20 * DAY, expiresAt: 50 * DAY, extended: true },
    ],
  ])('%s', (_case, now, expected) => {
    expect(renewSession(session, now, lifetime)).toEqual(expected);
  });

  it('is extended no further than 180 days after the login', () => {
    const old = { created_at: 0, last_seen_at: 160 * DAY, expires_at: 175 * DAY };
    expect(renewSession(old, 170 * DAY, lifetime)).toEqual({
      action: 'write',
      lastSeenAt: 170 * DAY,
      expiresAt: 180 * DAY,
      extended: true,
    });
    const capped = { ...old, expires_at: 180 * DAY, last_seen_at: 179 * DAY };
    expect(renewSession(capped, 179 * DAY + MINUTE, lifetime)).toEqual({ action: 'keep' });
    expect(renewSession(capped, 180 * DAY, lifetime)).toEqual({ action: 'expired' });
  });
});
