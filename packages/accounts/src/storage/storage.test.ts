import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../test/databases';
import { migrateStorage, openStorage, type Storage } from './open-storage';
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
  updateSessionTimes,
} from './session-rows';
import { insertSettingsRow, readSettingsRow, updateSettingsRow } from './settings-rows';
import { findUser, linkLogin, listUsers, setSubscriber, upsertUserForLogin, userLogins } from './users';

const NOW = 1_790_000_000_000;
const ada = { provider: 'github', providerUserId: '583231', name: 'Ada', avatarUrl: null } as const;

describe.each(DATABASE_KINDS)('the accounts storage on %s', (kind) => {
  let database: TestDatabase;
  let storage: Storage;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = await openStorage(database.options, { cwd: process.cwd() });
  });

  afterAll(async () => {
    await storage?.close();
    await database?.drop();
  });

  it('creates its tables on the first start and runs no migration twice', async () => {
    expect(await migrateStorage(storage)).toEqual(['2026-11-22-accounts', '2026-12-01-pending-links']);
    expect(await migrateStorage(storage)).toEqual([]);
    if (database.options.kind === 'sqlite') expect(existsSync(database.options.path)).toBe(true);
    const tables = await storage.db.introspection.getTables();
    expect(
      tables
        .map((table) => table.name)
        .filter((name) => name.startsWith('lectern_'))
        .sort(),
    ).toEqual([
      'lectern_accounts_migration',
      'lectern_accounts_migration_lock',
      'lectern_oauth_account',
      'lectern_pending_link',
      'lectern_session',
      'lectern_user',
      'lectern_user_settings',
    ]);
  });

  it('creates a user on the first login, keyed on the provider id, and refreshes the profile after', async () => {
    const first = await upsertUserForLogin(storage.db, ada, NOW);
    expect(first).toMatchObject({ name: 'Ada', avatarUrl: null, subscriber: false, createdAt: NOW });
    expect(typeof first.createdAt).toBe('number');
    const renamed = { ...ada, name: 'Ada L.', avatarUrl: 'https://avatars.example/ada.png' };
    const again = await upsertUserForLogin(storage.db, renamed, NOW + 1000);
    expect(again).toEqual({ ...first, name: 'Ada L.', avatarUrl: 'https://avatars.example/ada.png' });
    expect(await findUser(storage.db, first.id)).toEqual(again);
  });

  it('ends simultaneous first logins of one account with one user', async () => {
    const login = {
      provider: 'discord',
      providerUserId: '80351110224678912',
      name: 'Nelly',
      avatarUrl: null,
    } as const;
    const users = await Promise.all(
      Array.from({ length: 5 }, () => upsertUserForLogin(storage.db, login, NOW)),
    );
    expect(new Set(users.map((user) => user.id)).size).toBe(1);
  });

  it('links a second provider, and refuses a login that belongs to someone else', async () => {
    const user = await upsertUserForLogin(storage.db, ada, NOW);
    const grace = await upsertUserForLogin(storage.db, { ...ada, providerUserId: '1', name: 'Grace' }, NOW);
    const discord = { provider: 'discord', providerUserId: '175928847299117063' } as const;
    expect(await linkLogin(storage.db, user.id, discord, NOW)).toBe('linked');
    expect(await linkLogin(storage.db, user.id, discord, NOW)).toBe('already-linked');
    expect(await linkLogin(storage.db, grace.id, discord, NOW)).toBe('linked-to-another-user');
    expect(await linkLogin(storage.db, user.id, { provider: 'github', providerUserId: '2' }, NOW)).toBe(
      'provider-already-linked',
    );
    expect(await userLogins(storage.db, user.id)).toEqual([
      { provider: 'github', providerUserId: '583231' },
      { provider: 'discord', providerUserId: '175928847299117063' },
    ]);
  });

  it('grants and revokes the subscriber flag, and lists users with their logins', async () => {
    const user = await upsertUserForLogin(storage.db, ada, NOW);
    expect(await setSubscriber(storage.db, user.id, true)).toBe(true);
    expect((await findUser(storage.db, user.id))?.subscriber).toBe(true);
    expect(await setSubscriber(storage.db, user.id, false)).toBe(true);
    expect(await setSubscriber(storage.db, 'no-such-user', true)).toBe(false);
    const listed = (await listUsers(storage.db)).find((entry) => entry.id === user.id);
    expect(listed?.logins).toHaveLength(2);
    expect(listed?.subscriber).toBe(false);
  });

  it('stores sessions with their user, moves their times, and deletes them', async () => {
    const user = await upsertUserForLogin(storage.db, ada, NOW);
    const row = {
      id: `session-${kind}`,
      user_id: user.id,
      secret_hash: 'ab'.repeat(32),
      created_at: NOW,
      last_seen_at: NOW,
      expires_at: NOW + 1000,
    };
    await insertSession(storage.db, row);
    expect(await findSessionWithUser(storage.db, row.id)).toEqual({ session: row, user });
    await updateSessionTimes(storage.db, row.id, { lastSeenAt: NOW + 500, expiresAt: NOW + 5000 });
    expect((await findSessionWithUser(storage.db, row.id))?.session).toMatchObject({
      last_seen_at: NOW + 500,
      expires_at: NOW + 5000,
    });
    await insertSession(storage.db, { ...row, id: `old-${kind}`, expires_at: NOW });
    await deleteExpiredSessions(storage.db, user.id, NOW);
    expect(await findSessionWithUser(storage.db, `old-${kind}`)).toBeUndefined();
    await deleteSession(storage.db, row.id);
    expect(await findSessionWithUser(storage.db, row.id)).toBeUndefined();
  });

  it('saves settings once, then only over the version it read', async () => {
    const user = await upsertUserForLogin(storage.db, { ...ada, providerUserId: '77' }, NOW);
    expect(await readSettingsRow(storage.db, user.id)).toBeUndefined();
    expect(await insertSettingsRow(storage.db, user.id, '{"a":1}', NOW)).toBe(true);
    expect(await insertSettingsRow(storage.db, user.id, '{"a":2}', NOW)).toBe(false);
    expect(
      await updateSettingsRow(storage.db, user.id, { document: '{"a":3}', fromVersion: 1, now: NOW }),
    ).toBe(true);
    expect(
      await updateSettingsRow(storage.db, user.id, { document: '{"a":4}', fromVersion: 1, now: NOW }),
    ).toBe(false);
    expect(await readSettingsRow(storage.db, user.id)).toEqual({ document: '{"a":3}', version: 2 });
  });

  it('deletes a user’s logins, sessions and settings with the user', async () => {
    const user = await upsertUserForLogin(storage.db, { ...ada, providerUserId: '99' }, NOW);
    await insertSession(storage.db, {
      id: `cascade-${kind}`,
      user_id: user.id,
      secret_hash: '00',
      created_at: NOW,
      last_seen_at: NOW,
      expires_at: NOW + 1,
    });
    await insertSettingsRow(storage.db, user.id, '{}', NOW);
    await storage.db.deleteFrom('lectern_user').where('id', '=', user.id).execute();
    expect(await findSessionWithUser(storage.db, `cascade-${kind}`)).toBeUndefined();
    expect(await readSettingsRow(storage.db, user.id)).toBeUndefined();
    expect(await userLogins(storage.db, user.id)).toEqual([]);
  });
});
