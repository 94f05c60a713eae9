const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long sessions last. */
export interface SessionLifetime {
  /** How long a session lasts after it is created or extended, in milliseconds. Defaults to 30 days. */
  readonly maxAgeMs: number;
  /** The longest a session can last, however often it is used, in milliseconds. Defaults to 180 days. */
  readonly absoluteMaxAgeMs: number;
  /** How often the time a session was last seen is written, at most, in milliseconds. Defaults to 5 minutes. */
  readonly touchIntervalMs: number;
}

export const DEFAULT_SESSION_LIFETIME: SessionLifetime = Object.freeze({
  maxAgeMs: 30 * DAY,
  absoluteMaxAgeMs: 180 * DAY,
  touchIntervalMs: 5 * MINUTE,
});

/** A session's times, in milliseconds since 1970. */
export interface SessionTimes {
  readonly created_at: number;
  readonly last_seen_at: number;
  readonly expires_at: number;
}

/** When a session created now expires. */
export function newSessionExpiry(now: number, lifetime: SessionLifetime): number {
  return now + Math.min(lifetime.maxAgeMs, lifetime.absoluteMaxAgeMs);
}

/** What to do with a session used now: drop it, write new times, or nothing. */
export type SessionRenewal =
  | { readonly action: 'expired' }
  | { readonly action: 'keep' }
  | {
      readonly action: 'write';
      readonly lastSeenAt: number;
      readonly expiresAt: number;
      /** Whether the expiry moved, so the cookie is sent again with the new lifetime. */
      readonly extended: boolean;
    };

/**
 * Decides what a request does to its session. Expired at or past `expires_at`. Sliding expiry: when
 * less than half of `maxAgeMs` remains, it is extended to `maxAgeMs` from now, but never past
 * `absoluteMaxAgeMs` after it was created. The last-seen time is written at most every
 * `touchIntervalMs`, so most reads write nothing.
 *
 * @example renewSession({ created_at: 0, last_seen_at: 0, expires_at: 30 * DAY }, 20 * DAY, DEFAULT_SESSION_LIFETIME)
 * // { action: 'write', lastSeenAt: 20 * DAY, expiresAt: 50 * DAY, extended: true }
 */
export function renewSession(session: SessionTimes, now: number, lifetime: SessionLifetime): SessionRenewal {
  if (now >= session.expires_at) return { action: 'expired' };
  const cap = session.created_at + lifetime.absoluteMaxAgeMs;
  const extendTo = Math.min(now + lifetime.maxAgeMs, cap);
  const extend = session.expires_at - now < lifetime.maxAgeMs / 2 && extendTo > session.expires_at;
  if (extend) return { action: 'write', lastSeenAt: now, expiresAt: extendTo, extended: true };
  if (now - session.last_seen_at >= lifetime.touchIntervalMs) {
    return { action: 'write', lastSeenAt: now, expiresAt: session.expires_at, extended: false };
  }
  return { action: 'keep' };
}
