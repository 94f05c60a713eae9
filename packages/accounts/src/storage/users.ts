import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ProviderName } from '../oauth/provider-names';
import type { AccountsDatabase, UserRow } from './schema';

type Db = Kysely<AccountsDatabase>;

/** A user as the rest of the package sees one. */
export interface AccountUser {
  readonly id: string;
  readonly name: string;
  readonly avatarUrl: string | null;
  readonly subscriber: boolean;
  readonly createdAt: number;
}

/** A provider's account, as `provider:id` names it (`github:12345`). */
export interface ProviderLogin {
  readonly provider: ProviderName;
  readonly providerUserId: string;
}

/** What a provider says about the person logging in. */
export interface LoginProfile extends ProviderLogin {
  readonly name: string;
  readonly avatarUrl: string | null;
}

/** Turns a row into an {@link AccountUser}. */
export function toAccountUser(row: Selectable<UserRow>): AccountUser {
  return {
    id: row.id,
    name: row.name,
    avatarUrl: row.avatar_url,
    subscriber: row.subscriber === 1,
    createdAt: row.created_at,
  };
}

/** The user a provider's account is linked to. */
export async function findUserByLogin(db: Db, login: ProviderLogin): Promise<AccountUser | undefined> {
  const row = await db
    .selectFrom('lectern_oauth_account')
    .innerJoin('lectern_user', 'lectern_user.id', 'lectern_oauth_account.user_id')
    .selectAll('lectern_user')
    .where('lectern_oauth_account.provider', '=', login.provider)
    .where('lectern_oauth_account.provider_user_id', '=', login.providerUserId)
    .executeTakeFirst();
  return row && toAccountUser(row);
}

/** A user by id. */
export async function findUser(db: Db, userId: string): Promise<AccountUser | undefined> {
  const row = await db.selectFrom('lectern_user').selectAll().where('id', '=', userId).executeTakeFirst();
  return row && toAccountUser(row);
}

/** Thrown inside the transaction to undo a user whose login another request created first. */
class LoginTakenMeanwhile extends Error {}

/**
 * The user a provider's account belongs to, created on its first login; the name and avatar are
 * refreshed from the provider on every login. Two first logins at once end with one user.
 */
export async function upsertUserForLogin(db: Db, profile: LoginProfile, now: number): Promise<AccountUser> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const existing = await findUserByLogin(db, profile);
    if (existing) return updateProfile(db, existing, profile);
    try {
      return await db.transaction().execute(async (transaction) => {
        const user: AccountUser = {
          id: randomUUID(),
          name: profile.name,
          avatarUrl: profile.avatarUrl,
          subscriber: false,
          createdAt: now,
        };
        await transaction
          .insertInto('lectern_user')
          .values({
            id: user.id,
            name: user.name,
            avatar_url: user.avatarUrl,
            subscriber: 0,
            created_at: now,
          })
          .execute();
        if (!(await insertLogin(transaction, user.id, profile, now))) throw new LoginTakenMeanwhile();
        return user;
      });
    } catch (error) {
      if (!(error instanceof LoginTakenMeanwhile)) throw error;
    }
  }
  throw new Error(
    `the login ${profile.provider}:${profile.providerUserId} kept changing while being created`,
  );
}

async function updateProfile(db: Db, user: AccountUser, profile: LoginProfile): Promise<AccountUser> {
  if (user.name === profile.name && user.avatarUrl === profile.avatarUrl) return user;
  await db
    .updateTable('lectern_user')
    .set({ name: profile.name, avatar_url: profile.avatarUrl })
    .where('id', '=', user.id)
    .execute();
  return { ...user, name: profile.name, avatarUrl: profile.avatarUrl };
}

/** Inserts a login unless it, or a login of the same provider for the user, exists: whether it did. */
async function insertLogin(db: Db, userId: string, login: ProviderLogin, now: number): Promise<boolean> {
  const result = await db
    .insertInto('lectern_oauth_account')
    .values({
      provider: login.provider,
      provider_user_id: login.providerUserId,
      user_id: userId,
      created_at: now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * What linking a provider's account to a logged-in user did: `linked`; `already-linked` (to this user);
 * `linked-to-another-user`; or `provider-already-linked` (the user has another account of that provider).
 */
export type LinkOutcome = 'linked' | 'already-linked' | 'linked-to-another-user' | 'provider-already-linked';

/**
 * Where a provider's account stands for a user logged in with another one: `already-linked` (to this
 * user), `linked-to-another-user`, `provider-already-linked` (the user has another account of that
 * provider), or `not-linked` (it could be linked).
 */
export async function linkState(
  db: Db,
  userId: string,
  login: ProviderLogin,
): Promise<Exclude<LinkOutcome, 'linked'> | 'not-linked'> {
  const owner = await findUserByLogin(db, login);
  if (owner) return owner.id === userId ? 'already-linked' : 'linked-to-another-user';
  const sameProvider = await db
    .selectFrom('lectern_oauth_account')
    .select('provider_user_id')
    .where('user_id', '=', userId)
    .where('provider', '=', login.provider)
    .executeTakeFirst();
  return sameProvider ? 'provider-already-linked' : 'not-linked';
}

/** Links a provider's account to a user who is logged in with another one. */
export async function linkLogin(
  db: Db,
  userId: string,
  login: ProviderLogin,
  now: number,
): Promise<LinkOutcome> {
  if (await insertLogin(db, userId, login, now)) return 'linked';
  const owner = await findUserByLogin(db, login);
  if (owner?.id === userId) return 'already-linked';
  return owner ? 'linked-to-another-user' : 'provider-already-linked';
}

/** The provider accounts linked to a user, GitHub first. */
export async function userLogins(db: Db, userId: string): Promise<ProviderLogin[]> {
  const rows = await db
    .selectFrom('lectern_oauth_account')
    .select(['provider', 'provider_user_id'])
    .where('user_id', '=', userId)
    .orderBy('provider', 'desc')
    .execute();
  return rows.map((row) => ({
    provider: row.provider as ProviderName,
    providerUserId: row.provider_user_id,
  }));
}

/** Grants or revokes the subscriber perks; whether the user exists. */
export async function setSubscriber(db: Db, userId: string, subscriber: boolean): Promise<boolean> {
  const result = await db
    .updateTable('lectern_user')
    .set({ subscriber: subscriber ? 1 : 0 })
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A user with the logins linked to it, for the admin command. */
export interface ListedUser extends AccountUser {
  readonly logins: readonly ProviderLogin[];
}

/** Every user, oldest first, with their logins. */
export async function listUsers(db: Db): Promise<ListedUser[]> {
  const users = await db.selectFrom('lectern_user').selectAll().orderBy('created_at').orderBy('id').execute();
  const logins = await db
    .selectFrom('lectern_oauth_account')
    .select(['user_id', 'provider', 'provider_user_id'])
    .orderBy('provider', 'desc')
    .execute();
  return users.map((row) => ({
    ...toAccountUser(row),
    logins: logins
      .filter((login) => login.user_id === row.id)
      .map((login) => ({ provider: login.provider as ProviderName, providerUserId: login.provider_user_id })),
  }));
}
