import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../storage/open-storage';
import { findUser, linkLogin, upsertUserForLogin } from '../storage/users';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../test/databases';
import { runCommand } from '../test/run-command';
import { formatUsers } from './format-users';
import { USAGE } from './usage';

const NOW = Date.UTC(2026, 10, 22, 9, 30);

describe.each(DATABASE_KINDS)('lectern-accounts, on %s', (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  let location: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = await openStorage(database.options, { cwd: process.cwd() });
    location = storage.location;
  });

  afterAll(async () => {
    await storage?.close();
    await database?.drop();
  });

  it('migrates the database, then says it is up to date', async () => {
    expect(await runCommand(['migrate'], database.options)).toEqual({
      status: 0,
      stdout: `Migrated ${location}: 2026-11-22-accounts, 2026-12-01-pending-links\n${location} is up to date.\n`,
      stderr: '',
    });
    expect((await runCommand(['migrate'], database.options)).stdout).toBe(`${location} is up to date.\n`);
  });

  it('lists no users, then the users with their logins', async () => {
    expect((await runCommand(['users'], database.options)).stdout).toBe(`No users yet in ${location}.\n`);
    const mona = await upsertUserForLogin(
      storage.db,
      { provider: 'github', providerUserId: '583231', name: 'Mona Lisa', avatarUrl: null },
      NOW,
    );
    await linkLogin(storage.db, mona.id, { provider: 'discord', providerUserId: '80351110224678912' }, NOW);
    const listed = await runCommand(['users'], database.options);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain(
      `${mona.id}  Mona Lisa  github:583231, discord:80351110224678912  no          2026-11-22 09:30`,
    );
    expect(listed.stdout).toMatch(/\n1 user\.\n$/);
  });

  it('grants and revokes the subscriber perks by login or by user id', async () => {
    const granted = await runCommand(['subscriber', 'grant', 'github:583231'], database.options);
    expect(granted.status).toBe(0);
    const user = await findUser(storage.db, (granted.stdout.match(/user ([\w-]+)\)/) ?? [])[1] ?? '');
    expect(user?.subscriber).toBe(true);
    expect(granted.stdout).toBe(`Granted the subscriber perks to Mona Lisa (user ${user?.id}).\n`);
    expect(
      (await runCommand(['subscriber', 'grant', 'discord:80351110224678912'], database.options)).stdout,
    ).toBe(`Mona Lisa (user ${user?.id}) already has subscriber perks.\n`);
    expect((await runCommand(['users'], database.options)).stdout).toContain('  yes  ');
    const revoked = await runCommand(['subscriber', 'revoke', user?.id ?? ''], database.options);
    expect(revoked.stdout).toBe(`Revoked the subscriber perks of Mona Lisa (user ${user?.id}).\n`);
    expect((await findUser(storage.db, user?.id ?? ''))?.subscriber).toBe(false);
  });

  it('says when no user has the login', async () => {
    expect(await runCommand(['subscriber', 'grant', 'github:999'], database.options)).toEqual({
      status: 1,
      stdout: '',
      stderr: `lectern-accounts: no user has the login github:999 in ${location}.\n`,
    });
    expect((await runCommand(['subscriber', 'grant', 'gitlab:1'], database.options)).stderr).toContain(
      'no user has the login gitlab:1',
    );
    expect((await runCommand(['subscriber', 'revoke', 'no-such-id'], database.options)).stderr).toContain(
      'no user has the id no-such-id',
    );
  });
});

describe('lectern-accounts used wrongly', () => {
  it.each<[string[], string]>([
    [[], 'missing command'],
    [['frobnicate'], 'unknown command "frobnicate"'],
    [['users', 'all'], '"users" takes no arguments (got all)'],
    [['migrate', 'now'], '"migrate" takes no arguments (got now)'],
    [['subscriber'], '"subscriber" expects grant or revoke (got nothing)'],
    [['subscriber', 'give', 'github:1'], '"subscriber" expects grant or revoke (got "give")'],
    [['subscriber', 'grant'], '"subscriber grant" expects one account, such as github:583231'],
  ])('%j: %s', async (argv, message) => {
    expect(await runCommand(argv, {})).toEqual({
      status: 2,
      stdout: '',
      stderr: `lectern-accounts: ${message}\n\n${USAGE}`,
    });
  });

  it('shows its help', async () => {
    expect(await runCommand(['--help'], {})).toEqual({ status: 0, stdout: USAGE, stderr: '' });
  });

  it('names a wrong DATABASE_URL without repeating it, and a database it cannot reach', async () => {
    const wrong = await runCommand(['users'], { DATABASE_URL: 'mysql://root:hunter2@db/x' });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('DATABASE_URL: expected a postgres:// or postgresql:// address');
    expect(wrong.stderr).not.toContain('hunter2');
    const down = await runCommand(['users'], { DATABASE_URL: 'postgres://nobody:pw@127.0.0.1:1/none' });
    expect(down.status).toBe(1);
    expect(down.stderr).toMatch(
      /^lectern-accounts: the database at 127\.0\.0\.1:1\/none cannot be used: .*ECONNREFUSED/,
    );
    const file = await runCommand(['users'], { LECTERN_SQLITE_PATH: '/dev/null/x.sqlite' });
    expect(file.status).toBe(1);
    expect(file.stderr).toMatch(/^lectern-accounts: /);
  });
});

describe('formatUsers', () => {
  it('aligns the columns and counts the users', () => {
    expect(
      formatUsers([
        {
          id: 'u1',
          name: 'Mona',
          logins: [{ provider: 'github', providerUserId: '583231' }],
          subscriber: true,
          createdAt: 0,
          avatarUrl: null,
        },
        { id: 'user-2', name: 'N', logins: [], subscriber: false, createdAt: NOW, avatarUrl: null },
      ]),
    ).toBe(
      [
        'USER ID  NAME  LOGINS         SUBSCRIBER  CREATED',
        'u1       Mona  github:583231  yes         1970-01-01 00:00',
        'user-2   N     -              no          2026-11-22 09:30',
        '2 users.',
        '',
      ].join('\n'),
    );
  });
});

// Runs the built command as an administrator does. Skipped until `pnpm build` has written dist/cli.js.
const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

describe.skipIf(!existsSync(cli))('the built lectern-accounts command', () => {
  it('creates the SQLite file relative to where it runs, and lists its users', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'lectern-cli-'));
    try {
      const result = spawnSync(process.execPath, [cli, 'users'], {
        cwd: folder,
        encoding: 'utf8',
        env: { PATH: process.env.PATH },
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const file = path.join(folder, '.data', 'lectern.sqlite');
      expect(result.stdout).toBe(
        `Migrated ${file}: 2026-11-22-accounts, 2026-12-01-pending-links\nNo users yet in ${file}.\n`,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
