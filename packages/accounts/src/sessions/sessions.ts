import type { Kysely } from 'kysely';
import type { AccountsDatabase } from '../storage/schema';
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
  updateSessionTimes,
} from '../storage/session-rows';
import type { AccountUser } from '../storage/users';
import { newSessionExpiry, renewSession, type SessionLifetime } from './session-lifetime';
import { generateSessionToken, parseSessionToken, sessionSecretMatches } from './session-token';

type Db = Kysely<AccountsDatabase>;

/** A session just created: the token goes into the cookie, once. */
export interface StartedSession {
  readonly token: string;
  readonly expiresAt: number;
}

/** Creates a session for a user (on every login: a session is never reused across logins). */
export async function startSession(
  db: Db,
  userId: string,
  now: number,
  lifetime: SessionLifetime,
): Promise<StartedSession> {
  await deleteExpiredSessions(db, userId, now);
  const token = generateSessionToken();
  const expiresAt = newSessionExpiry(now, lifetime);
  await insertSession(db, {
    id: token.id,
    user_id: userId,
    secret_hash: token.secretHash,
    created_at: now,
    last_seen_at: now,
    expires_at: expiresAt,
  });
  return { token: token.token, expiresAt };
}

/** The session a token stands for, if it is valid now. */
export type CheckedSession =
  | {
      readonly valid: true;
      readonly sessionId: string;
      readonly user: AccountUser;
      readonly expiresAt: number;
      /** Whether the expiry moved: the cookie is sent again. */
      readonly extended: boolean;
    }
  | { readonly valid: false };

/**
 * Checks a session token: it must name a session whose secret hash matches and that has not expired. An
 * expired session is deleted; a valid one is extended or marked as seen as `renewSession` decides.
 */
export async function checkSession(
  db: Db,
  token: string,
  now: number,
  lifetime: SessionLifetime,
): Promise<CheckedSession> {
  const parts = parseSessionToken(token);
  if (!parts) return { valid: false };
  const found = await findSessionWithUser(db, parts.id);
  if (!found || !sessionSecretMatches(parts.secret, found.session.secret_hash)) return { valid: false };
  const renewal = renewSession(found.session, now, lifetime);
  if (renewal.action === 'expired') {
    await deleteSession(db, parts.id);
    return { valid: false };
  }
  if (renewal.action === 'keep') {
    return {
      valid: true,
      sessionId: parts.id,
      user: found.user,
      expiresAt: found.session.expires_at,
      extended: false,
    };
  }
  await updateSessionTimes(db, parts.id, renewal);
  return {
    valid: true,
    sessionId: parts.id,
    user: found.user,
    expiresAt: renewal.expiresAt,
    extended: renewal.extended,
  };
}

/** Ends a session (logout). */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}
