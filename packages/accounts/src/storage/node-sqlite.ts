import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many prepared statements are kept for reuse: the accounts run a few dozen distinct queries. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Presents Node's built-in `node:sqlite` database as the better-sqlite3-like database Kysely's own
 * `SqliteDialect` drives, so no native module has to be built. A statement is a reader when it returns
 * columns (`SELECT`, `RETURNING`, `PRAGMA`). Prepared statements are reused by SQL text.
 */
export function nodeSqliteDatabase(database: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string): StatementSync => {
    const cached = statements.get(sql);
    if (cached) return cached;
    const statement = database.prepare(sql);
    if (statements.size >= STATEMENT_CACHE_SIZE) {
      const oldest = statements.keys().next().value as string;
      statements.delete(oldest);
    }
    statements.set(sql, statement);
    return statement;
  };
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string): SqliteStatement => {
      const statement = prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...(parameters as SqliteValue[])),
        run: (parameters) => statement.run(...(parameters as SqliteValue[])),
        // An iterator holds its statement until done: give it one of its own.
        iterate: (parameters) => database.prepare(sql).iterate(...(parameters as SqliteValue[])),
      };
    },
  };
}

type SqliteValue = null | number | bigint | string | NodeJS.ArrayBufferView;
