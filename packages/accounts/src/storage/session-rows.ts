import type { Kysely } from 'kysely';
import type { AccountsDatabase, SessionRow } from './schema';
import { type AccountUser, toAccountUser } from './users';

type Db = Kysely<AccountsDatabase>;

/** A session with the user it belongs to. */
export interface SessionWithUser {
  readonly session: Readonly<SessionRow>;
  readonly user: AccountUser;
}

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto('lectern_session').values(row).execute();
}

/** A session and its user, in one query (every request with a session cookie runs it). */
export async function findSessionWithUser(db: Db, sessionId: string): Promise<SessionWithUser | undefined> {
  const row = await db
    .selectFrom('lectern_session')
    .innerJoin('lectern_user', 'lectern_user.id', 'lectern_session.user_id')
    .select([
      'lectern_session.id as session_id',
      'lectern_session.user_id',
      'lectern_session.secret_hash',
      'lectern_session.created_at as session_created_at',
      'lectern_session.last_seen_at',
      'lectern_session.expires_at',
      'lectern_user.name',
      'lectern_user.avatar_url',
      'lectern_user.subscriber',
      'lectern_user.created_at',
    ])
    .where('lectern_session.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    session: {
      id: row.session_id,
      user_id: row.user_id,
      secret_hash: row.secret_hash,
      created_at: row.session_created_at,
      last_seen_at: row.last_seen_at,
      expires_at: row.expires_at,
    },
    user: toAccountUser({ ...row, id: row.user_id }),
  };
}

export async function updateSessionTimes(
  db: Db,
  sessionId: string,
  times: { readonly lastSeenAt: number; readonly expiresAt: number },
): Promise<void> {
  await db
    .updateTable('lectern_session')
    .set({ last_seen_at: times.lastSeenAt, expires_at: times.expiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('lectern_session').where('id', '=', sessionId).execute();
}

/** Removes a user's sessions that have expired (run at each login, so they do not pile up). */
export async function deleteExpiredSessions(db: Db, userId: string, now: number): Promise<void> {
  await db
    .deleteFrom('lectern_session')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', now)
    .execute();
}
