import { OAuth2Client } from 'arctic';
import type { Kysely } from 'kysely';
import { pathUnderBase, siteCookiePath } from './http/base-path';
import { type ClientAddressResolver, createClientAddressResolver } from './http/client-address';
import { createFailureLog, type FailureLog } from './http/failure-log';
import { createRateLimiter, type RateLimiter } from './http/rate-limit';
import { PROVIDER_NAMES, type ProviderName } from './oauth/provider-names';
import { PROVIDERS, type ProviderDefinition } from './oauth/providers';
import type { AccountsLogger, PageLanguage, ResolvedAccountsOptions } from './options';
import type { SessionLifetime } from './sessions/session-lifetime';
import { DatabaseError } from './storage/database-error';
import type { SqlDialectName } from './storage/migrations';
import {
  migrateStorage,
  openSqlite,
  openStorage,
  type Storage,
  storageLocation,
} from './storage/open-storage';
import type { AccountsDatabase } from './storage/schema';
import { AccountsStorageError } from './storage/sqlite-file';

/** A provider whose OAuth app is set up, with its addresses. */
export interface ConfiguredProvider extends ProviderDefinition {
  readonly name: ProviderName;
  readonly client: OAuth2Client;
}

/** What the routes share: the settings, the clock, the log, the limits and the database. */
export interface AccountsRuntime {
  readonly origin: string;
  /** The host (and port) of the origin, as requests name it in `Host`: `docs.example.com`. */
  readonly host: string;
  /** The visitor's address of a request, through the trusted proxies (see `trustedProxies`). */
  readonly clientAddress: ClientAddressResolver;
  /** The path the site is served under, `/` or e.g. `/docs/`: every route is under it. */
  readonly basePath: string;
  /** Whether the site's addresses end with a slash: the forms of the pages the accounts draw post to such. */
  readonly trailingSlash: boolean;
  readonly secureCookies: boolean;
  /**
   * The session cookie: `lectern-session` on localhost; over https `__Host-lectern-session` for a site
   * at the host's root, `__Secure-lectern-session` under a base path (a `__Host-` cookie must be `Path=/`).
   */
  readonly sessionCookie: string;
  /** The session cookie's `Path`: the site's, see {@link siteCookiePath}. */
  readonly sessionCookiePath: string;
  readonly lifetime: SessionLifetime;
  readonly providers: ReadonlyMap<ProviderName, ConfiguredProvider>;
  readonly loginLimiter: RateLimiter | undefined;
  readonly writeLimiter: RateLimiter | undefined;
  readonly providerTimeoutMs: number;
  readonly now: () => number;
  readonly log: AccountsLogger;
  /** The language of a page the accounts draw, by the path the visitor comes back to. */
  readonly pageLanguage: (returnTo: string) => PageLanguage;
  /** Where failures that repeat (the database down) go: one line per kind and minute. */
  readonly failures: FailureLog;
  /** Remembers the `state` of each finished login for ten minutes, so a callback cannot be replayed. */
  readonly usedStates: OneTimeValues;
  /** Which database the accounts are kept in, for the few queries that differ. */
  readonly dialect: SqlDialectName;
  /**
   * Opens the database: an SQLite file at once, throwing an `AccountsStorageError` when it cannot be used;
   * PostgreSQL in the background. The promise is {@link database}'s.
   */
  start(): Promise<Kysely<AccountsDatabase>>;
  /** The database, opened and migrated on first use; a {@link DatabaseError} while it cannot be reached. */
  database(): Promise<Kysely<AccountsDatabase>>;
  close(): Promise<void>;
}

/** Values that may be used once within a time. */
export interface OneTimeValues {
  /** Whether `value` is new (and now used). */
  use(value: string, now: number): boolean;
}

/** How long a login may take between leaving for the provider and coming back. */
export const LOGIN_FLOW_MS = 10 * 60_000;

/** How long a visitor has to confirm linking a provider's account to the one logged in. */
export const LINK_CONFIRM_MS = 10 * 60_000;

export function createRuntime(options: ResolvedAccountsOptions): AccountsRuntime {
  const providers = new Map<ProviderName, ConfiguredProvider>();
  for (const name of PROVIDER_NAMES) {
    const credentials = options.providers[name];
    if (!credentials) continue;
    const definition = PROVIDERS[name];
    providers.set(name, {
      ...definition,
      name,
      endpoints: { ...definition.endpoints, ...credentials.endpoints },
      client: new OAuth2Client(
        credentials.clientId,
        credentials.clientSecret,
        `${options.origin}${pathUnderBase(`/auth/${name}/callback`, options.basePath)}${options.trailingSlash ? '/' : ''}`,
      ),
    });
  }

  let storage: Promise<Storage> | undefined;
  const failures = createFailureLog(options.log);
  const location = storageLocation(options.database, options.cwd);
  const connection = {
    cwd: options.cwd,
    onConnectionError: (error: Error) =>
      failures.report({
        kind: `connection: ${error.message}`,
        level: 'warn',
        message: `a database connection broke and will be replaced: ${error.message}`,
      }),
  };
  const migrate = async (opened: Storage): Promise<Storage> => {
    try {
      const applied = await migrateStorage(opened);
      if (applied.length > 0) {
        options.log({ level: 'info', message: `migrated ${opened.location}: ${applied.join(', ')}` });
      }
      return opened;
    } catch (error) {
      await opened.close().catch(() => {});
      throw error;
    }
  };
  // A failed start (the database is down) is tried again by the next request.
  const keep = (opening: Promise<Storage>): Promise<Storage> =>
    opening.catch((error: unknown) => {
      storage = undefined;
      throw error instanceof DatabaseError ? error : new DatabaseError(error, location);
    });
  return {
    origin: options.origin,
    host: new URL(options.origin).host,
    clientAddress: createClientAddressResolver(options.trustedProxies),
    basePath: options.basePath,
    trailingSlash: options.trailingSlash,
    secureCookies: options.secureCookies,
    sessionCookie: sessionCookieName(options),
    sessionCookiePath: siteCookiePath(options.basePath),
    lifetime: options.session,
    providers,
    loginLimiter: options.rateLimits.login ? createRateLimiter(options.rateLimits.login) : undefined,
    writeLimiter: options.rateLimits.settingsWrites
      ? createRateLimiter(options.rateLimits.settingsWrites)
      : undefined,
    providerTimeoutMs: options.providerTimeoutMs,
    now: options.now,
    log: options.log,
    pageLanguage: options.pageLanguage,
    failures,
    usedStates: createOneTimeValues(LOGIN_FLOW_MS),
    dialect: options.database.kind === 'postgres' ? 'postgres' : 'sqlite',
    start() {
      if (storage || options.database.kind !== 'sqlite') return this.database();
      // An SQLite file is opened and checked at once: one that cannot be used (read-only, damaged, not a
      // database) is an AccountsStorageError here, at start, and not a 503 on every request. A lock held by
      // another process passes: the next request tries again.
      let opened: Storage | undefined;
      try {
        opened = openSqlite(options.database, connection);
      } catch (error) {
        if (error instanceof AccountsStorageError) throw error;
      }
      if (opened) storage = keep(migrate(opened));
      return this.database();
    },
    async database() {
      storage ??= keep(openStorage(options.database, connection).then(migrate));
      return (await storage).db;
    },
    async close() {
      const opened = await storage?.catch(() => undefined);
      storage = undefined;
      await opened?.close();
    },
  };
}

function sessionCookieName({ secureCookies, basePath }: ResolvedAccountsOptions): string {
  if (!secureCookies) return 'lectern-session';
  return basePath === '/' ? '__Host-lectern-session' : '__Secure-lectern-session';
}

function createOneTimeValues(lifetimeMs: number): OneTimeValues {
  const used = new Map<string, number>();
  return {
    use(value, now) {
      for (const [key, expires] of used) {
        if (expires > now) break;
        used.delete(key);
      }
      if (used.has(value)) return false;
      used.set(value, now + lifetimeMs);
      return true;
    },
  };
}
