import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { StorageOptions } from '../storage/open-storage';

/** The databases every storage test runs against. */
export const DATABASE_KINDS = ['sqlite', 'postgres'] as const;

export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/** An empty database of its own for one test file or test. */
export interface TestDatabase {
  readonly options: StorageOptions;
  /** Removes the database (the SQLite folder, or the PostgreSQL database). */
  drop(): Promise<void>;
}

/**
 * The address of the throwaway PostgreSQL server. Throws when it could not be started, so the
 * PostgreSQL tests fail with the reason instead of being skipped.
 */
export function postgresServerUrl(): string {
  const postgres = inject('postgres');
  if ('error' in postgres) throw new Error(postgres.error);
  return postgres.url;
}

/** A new, empty database: a file in a temporary folder, or a new database on the PostgreSQL server. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const folder = await mkdtemp(path.join(tmpdir(), 'lectern-accounts-'));
    return {
      options: { kind: 'sqlite', path: path.join(folder, 'nested', 'accounts.sqlite') },
      drop: () => rm(folder, { recursive: true, force: true }),
    };
  }
  return createPostgresDatabase(postgresServerUrl());
}

/** A new database on a PostgreSQL server, dropped by `drop()`. */
export async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `accounts_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { kind: 'postgres', url: url.href },
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** The environment variables that point the admin command (and the server) at a test database. */
export function databaseEnvironment(options: StorageOptions): Record<string, string> {
  return options.kind === 'sqlite' ? { LECTERN_SQLITE_PATH: options.path } : { DATABASE_URL: options.url };
}
