import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The SQL dialects the accounts run on. */
export type SqlDialectName = 'sqlite' | 'postgres';

/** Where Kysely's migrator records the migrations it ran, and its lock. */
export const MIGRATION_TABLES = Object.freeze({
  migrationTableName: 'lectern_accounts_migration',
  migrationLockTableName: 'lectern_accounts_migration_lock',
});

/**
 * The migrations of the accounts database, oldest first, by name (the migrator runs them in name order).
 * One list for both dialects: only the column type of times and SQLite's `STRICT` differ.
 */
export function accountMigrations(dialect: SqlDialectName): Record<string, Migration> {
  return {
    '2026-11-22-accounts': {
      up: (db) => createAccountTables(db, dialect),
      down: async (db) => {
        for (const table of [
          'lectern_user_settings',
          'lectern_session',
          'lectern_oauth_account',
          'lectern_user',
        ]) {
          await db.schema.dropTable(table).execute();
        }
      },
    },
    '2026-12-01-pending-links': {
      up: (db) => createPendingLinkTable(db, dialect),
      down: async (db) => {
        await db.schema.dropTable('lectern_pending_link').execute();
      },
    },
  };
}

/**
 * The links waiting for the visitor's confirmation: a provider's account that logged in while another
 * account's session was open. Each belongs to that session and goes with it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
async function createPendingLinkTable(db: Kysely<any>, dialect: SqlDialectName): Promise<void> {
  const time = dialect === 'sqlite' ? 'integer' : 'bigint';
  const table = db.schema
    .createTable('lectern_pending_link')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('secret_hash', 'text', (column) => column.notNull())
    .addColumn('session_id', 'text', (column) =>
      column.notNull().references('lectern_session.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('provider_user_id', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('avatar_url', 'text')
    .addColumn('return_to', 'text', (column) => column.notNull())
    .addColumn('expires_at', time, (column) => column.notNull());
  await (dialect === 'sqlite' ? table.modifyEnd(sql`strict`) : table).execute();
  await db.schema
    .createIndex('lectern_pending_link_session')
    .on('lectern_pending_link')
    .column('session_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
async function createAccountTables(db: Kysely<any>, dialect: SqlDialectName): Promise<void> {
  const time = dialect === 'sqlite' ? 'integer' : 'bigint';
  const strict = <Table extends string, Column extends string>(builder: CreateTableBuilder<Table, Column>) =>
    dialect === 'sqlite' ? builder.modifyEnd(sql`strict`) : builder;

  await strict(
    db.schema
      .createTable('lectern_user')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('avatar_url', 'text')
      .addColumn('subscriber', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', time, (column) => column.notNull()),
  ).execute();

  await strict(
    db.schema
      .createTable('lectern_oauth_account')
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('provider_user_id', 'text', (column) => column.notNull())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('lectern_user.id').onDelete('cascade'),
      )
      .addColumn('created_at', time, (column) => column.notNull())
      .addPrimaryKeyConstraint('lectern_oauth_account_pk', ['provider', 'provider_user_id'])
      // One account per provider and user: linking a second GitHub account is refused.
      .addUniqueConstraint('lectern_oauth_account_user_provider', ['user_id', 'provider']),
  ).execute();

  await strict(
    db.schema
      .createTable('lectern_session')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('lectern_user.id').onDelete('cascade'),
      )
      .addColumn('secret_hash', 'text', (column) => column.notNull())
      .addColumn('created_at', time, (column) => column.notNull())
      .addColumn('last_seen_at', time, (column) => column.notNull())
      .addColumn('expires_at', time, (column) => column.notNull()),
  ).execute();
  await db.schema.createIndex('lectern_session_user').on('lectern_session').column('user_id').execute();

  await strict(
    db.schema
      .createTable('lectern_user_settings')
      .addColumn('user_id', 'text', (column) =>
        column.primaryKey().references('lectern_user.id').onDelete('cascade'),
      )
      .addColumn('document', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('updated_at', time, (column) => column.notNull()),
  ).execute();
}
