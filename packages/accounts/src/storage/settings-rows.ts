import type { Kysely } from 'kysely';
import type { SqlDialectName } from './migrations';
import type { AccountsDatabase } from './schema';

type Db = Kysely<AccountsDatabase>;

/** A user's stored settings document and how many saves changed it. */
export interface StoredSettingsRow {
  readonly document: string;
  readonly version: number;
}

/**
 * Inside a transaction, locks a user's row until it ends and reads their settings row, so that the
 * settings saves of one user run one after another: each reads the document the one before it wrote.
 * PostgreSQL locks the settings row as it reads it (`SELECT … FOR UPDATE`, one round trip);
 * SQLite, where one writer runs at a time, takes the database's write lock at once with a write that
 * changes nothing (as `BEGIN IMMEDIATE` would), instead of at the first real write, which another process
 * could have overtaken. `undefined` when there is no such user (SQLite only).
 */
export async function lockSettingsRow(
  trx: Db,
  userId: string,
  dialect: SqlDialectName,
): Promise<{ readonly row: StoredSettingsRow | undefined } | undefined> {
  if (dialect === 'postgres') {
    // The settings row itself is locked, and read in its latest version once the lock is ours. A user's
    // first save finds none: its insert then waits for any other first save, and a save that loses that
    // race reads and locks the winner's row (see `insertSettingsRow`).
    const row = await trx
      .selectFrom('lectern_user_settings')
      .select(['document', 'version'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    return { row };
  }
  const locked = await trx
    .updateTable('lectern_user')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', userId)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) !== 1) return undefined;
  return { row: await readSettingsRow(trx, userId) };
}

export async function readSettingsRow(db: Db, userId: string): Promise<StoredSettingsRow | undefined> {
  return db
    .selectFrom('lectern_user_settings')
    .select(['document', 'version'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Saves a user's first settings document (version 1); false when another request saved one first. */
export async function insertSettingsRow(
  db: Db,
  userId: string,
  document: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .insertInto('lectern_user_settings')
    .values({ user_id: userId, document, version: 1, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * Replaces a settings document if it is still at `fromVersion`, and counts the version up; false when
 * another request saved in between (read, merge and try again).
 */
export async function updateSettingsRow(
  db: Db,
  userId: string,
  change: { readonly document: string; readonly fromVersion: number; readonly now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('lectern_user_settings')
    .set({ document: change.document, version: change.fromVersion + 1, updated_at: change.now })
    .where('user_id', '=', userId)
    .where('version', '=', change.fromVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
