export { AccountsConfigError } from './config-error';
export type { Accounts, RequestContext } from './create-accounts';
export { createAccounts } from './create-accounts';
export type { Environment, EnvironmentContext } from './env';
export { accountsOptionsFromEnv, DEFAULT_SQLITE_PATH, storageOptionsFromEnv } from './env';
export type { RateLimitRule } from './http/rate-limit';
export type { ErrorBody, FieldError } from './http/responses';
export type { NodeListenerOptions } from './node/node-listener';
export { createNodeListener } from './node/node-listener';
export type { LoginOutcome } from './oauth/login-callback';
export type { ProviderName } from './oauth/provider-names';
export { PROVIDER_LABELS, PROVIDER_NAMES } from './oauth/provider-names';
export type { ProviderEndpoints } from './oauth/providers';
export { PROVIDERS } from './oauth/providers';
export type {
  AccountsLogEntry,
  AccountsLogger,
  AccountsOptions,
  PageLanguage,
  ProviderCredentials,
  RateLimitOptions,
} from './options';
export { DEFAULT_RATE_LIMITS } from './options';
export type { AccountBody } from './routes/account-route';
export { MESSAGES } from './routes/messages';
export type { SessionLifetime } from './sessions/session-lifetime';
export { DEFAULT_SESSION_LIFETIME } from './sessions/session-lifetime';
export { DatabaseError } from './storage/database-error';
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
export { AccountsStorageError } from './storage/sqlite-file';
