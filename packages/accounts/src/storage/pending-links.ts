import type { Kysely } from 'kysely';
import type { ProviderName } from '../oauth/provider-names';
import { generateSessionToken, parseSessionToken, sessionSecretMatches } from '../sessions/session-token';
import type { AccountsDatabase } from './schema';
import type { LoginProfile } from './users';

type Db = Kysely<AccountsDatabase>;

/** A provider's account waiting for the visitor to confirm linking it to the account of their session. */
export interface PendingLink {
  /** The session it was asked in. */
  readonly sessionId: string;
  readonly profile: LoginProfile;
  /** Where the browser goes afterwards: a path on the site, already checked. */
  readonly returnTo: string;
  readonly expiresAt: number;
}

/**
 * Keeps a link to confirm, and returns its token (`id.secret`, as a session token is made) for the
 * confirmation form. Expired ones of every session are deleted on the way.
 */
export async function insertPendingLink(db: Db, link: PendingLink, now: number): Promise<string> {
  await db.deleteFrom('lectern_pending_link').where('expires_at', '<=', now).execute();
  const token = generateSessionToken();
  await db
    .insertInto('lectern_pending_link')
    .values({
      id: token.id,
      secret_hash: token.secretHash,
      session_id: link.sessionId,
      provider: link.profile.provider,
      provider_user_id: link.profile.providerUserId,
      name: link.profile.name,
      avatar_url: link.profile.avatarUrl,
      return_to: link.returnTo,
      expires_at: link.expiresAt,
    })
    .execute();
  return token.token;
}

/**
 * Takes the link a token stands for, once: it is deleted whatever comes next, so a token is never
 * answered twice. `undefined` when the token is not one this package made, or names no link (never
 * kept, already answered, or ended with its session).
 */
export async function takePendingLink(db: Db, token: string): Promise<PendingLink | undefined> {
  const parts = parseSessionToken(token);
  if (!parts) return undefined;
  const row = await db
    .selectFrom('lectern_pending_link')
    .selectAll()
    .where('id', '=', parts.id)
    .executeTakeFirst();
  if (!row || !sessionSecretMatches(parts.secret, row.secret_hash)) return undefined;
  // Two answers at once: only the one that deletes the row goes on.
  const deleted = await db.deleteFrom('lectern_pending_link').where('id', '=', parts.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return undefined;
  return {
    sessionId: row.session_id,
    profile: {
      provider: row.provider as ProviderName,
      providerUserId: row.provider_user_id,
      name: row.name,
      avatarUrl: row.avatar_url,
    },
    returnTo: row.return_to,
    expiresAt: row.expires_at,
  };
}
