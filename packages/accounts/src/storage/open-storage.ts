import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { PoolConfig } from 'pg';
import { connectionLine } from './connection-line';
import { guardDialect } from './database-error';
import { accountMigrations, MIGRATION_TABLES, type SqlDialectName } from './migrations';
import { nodeSqliteDatabase } from './node-sqlite';
import type { AccountsDatabase } from './schema';
import { checkSqliteDatabase, createSqliteFolder, sqliteFileError } from './sqlite-file';

/** An SQLite file, created with its folder on first start (`:memory:` for a database in memory). */
export interface SqliteStorageOptions {
  readonly kind: 'sqlite';
  /** The file, absolute or relative to `cwd`. */
  readonly path: string;
}

/** A PostgreSQL database. */
export interface PostgresStorageOptions {
  readonly kind: 'postgres';
  /** `postgres://user:password@host:port/database`. */
  readonly url: string;
  /** The most connections kept open at once. Defaults to 10. */
  readonly poolSize?: number;
  /** How long to wait for the database to accept a connection before a request fails with 503, in milliseconds. Defaults to 3000. */
  readonly connectTimeoutMs?: number;
  /**
   * How long a request waits in line while every connection is busy before it fails with 503, in
   * milliseconds. Defaults to 15000.
   */
  readonly busyWaitMs?: number;
}

/** Where the accounts are kept. */
export type StorageOptions = SqliteStorageOptions | PostgresStorageOptions;

/** An open accounts database. */
export interface Storage {
  readonly db: Kysely<AccountsDatabase>;
  readonly dialect: SqlDialectName;
  /** Where the data is, for messages: the SQLite file, or PostgreSQL's host, port and database (no password). */
  readonly location: string;
  close(): Promise<void>;
}

/** What {@link openStorage} needs besides the options. */
export interface OpenStorageContext {
  /** The folder a relative SQLite path starts from. */
  readonly cwd: string;
  /** Told when an idle PostgreSQL connection breaks (the server restarted, say); the pool replaces it. */
  readonly onConnectionError?: (error: Error) => void;
}

/**
 * Opens the database; every failure of a query is then a `DatabaseError`. SQLite opens at once (creating the file and its folder); PostgreSQL connects on the
 * first query, so this succeeds while the server is down and queries fail until it is back.
 */
export async function openStorage(options: StorageOptions, context: OpenStorageContext): Promise<Storage> {
  return options.kind === 'sqlite' ? openSqlite(options, context) : openPostgres(options, context);
}

/**
 * Where the data is, for messages: the SQLite file, or PostgreSQL's host, port and database (no password).
 *
 * @example storageLocation({ kind: 'sqlite', path: '.data/lectern.sqlite' }, '/srv/site') // '/srv/site/.data/lectern.sqlite'
 */
export function storageLocation(options: StorageOptions, cwd: string): string {
  if (options.kind === 'postgres') return describePostgresUrl(options.url);
  return options.path === ':memory:' ? options.path : path.resolve(cwd, options.path);
}

/**
 * Opens an SQLite file at once, creating it and its folders, and checks that it can be read and written.
 * Throws an `AccountsStorageError` naming the file and what to do when it cannot be used (read-only,
 * damaged, not a database, its folder cannot be made); an error that passes by itself (a lock held by
 * another process) is thrown as it is.
 */
export function openSqlite(options: SqliteStorageOptions, { cwd }: Pick<OpenStorageContext, 'cwd'>): Storage {
  const inMemory = options.path === ':memory:';
  const file = inMemory ? options.path : path.resolve(cwd, options.path);
  if (!inMemory) createSqliteFolder(file);
  let database: DatabaseSync | undefined;
  try {
    // Waits up to 5 s for a lock, e.g. while the admin command writes.
    database = new DatabaseSync(file, { timeout: 5000 });
    database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
    checkSqliteDatabase(database, file);
  } catch (error) {
    try {
      database?.close();
    } catch {
      // The error below says what matters.
    }
    throw sqliteFileError(error, file);
  }
  const db = new Kysely<AccountsDatabase>({
    dialect: guardDialect(new SqliteDialect({ database: nodeSqliteDatabase(database) })),
  });
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy() };
}

/** PostgreSQL's type id of `BIGINT`, which `pg` reads as a string by default. */
const INT8_TYPE_ID = 20;

async function openPostgres(options: PostgresStorageOptions, context: OpenStorageContext): Promise<Storage> {
  const { default: pg } = await import('pg');
  const config: PoolConfig = {
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 3000,
    idleTimeoutMillis: 30_000,
    // A query the server never answers fails instead of holding a request open.
    query_timeout: 10_000,
    // Times are BIGINT milliseconds: well within a safe integer.
    types: {
      getTypeParser: ((id: number, format?: 'text' | 'binary') =>
        id === INT8_TYPE_ID ? Number : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
    },
  };
  const pool = new pg.Pool(config);
  // Without a listener, a connection that breaks while idle would crash the process.
  pool.on('error', (error) => context.onConnectionError?.(error));
  // Requests wait in line for a busy pool's connections; the connect timeout is for reaching the database.
  const line = connectionLine(pool, { size: config.max ?? 10, waitMs: options.busyWaitMs ?? 15_000 });
  const db = new Kysely<AccountsDatabase>({ dialect: guardDialect(new PostgresDialect({ pool: line })) });
  return { db, dialect: 'postgres', location: describePostgresUrl(options.url), close: () => db.destroy() };
}

/**
 * PostgreSQL's address without user name or password, for messages.
 *
 * @example describePostgresUrl('postgres://app:secret@db.example:5432/lectern') // 'db.example:5432/lectern'
 */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/**
 * Brings the database to the latest migration, and returns the names of the migrations it ran (none
 * when it was up to date). Safe to run from several processes at once: the migrator takes a lock.
 */
export async function migrateStorage(storage: Storage): Promise<string[]> {
  const migrator = new Migrator({
    db: storage.db,
    provider: { getMigrations: async () => accountMigrations(storage.dialect) },
    ...MIGRATION_TABLES,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the accounts database could not be migrated${failed ? ` (${failed})` : ''}: ${reason}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
