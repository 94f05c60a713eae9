export type { SqlDialectName } from './storage/migrations';
export type {
  PostgresStorageOptions,
  SqliteStorageOptions,
  Storage,
  StorageOptions,
} from './storage/open-storage';
export { migrateStorage, openStorage } from './storage/open-storage';
export type {
  AccountsDatabase,
  OAuthAccountRow,
  SessionRow,
  UserRow,
  UserSettingsRow,
} from './storage/schema';
