import { AccountsConfigError } from './config-error';
import { trustedProxyProblem } from './http/client-address';
import type { RateLimitRule } from './http/rate-limit';
import { PROVIDER_NAMES } from './oauth/provider-names';
import type { ProviderEndpoints } from './oauth/providers';
import { type AccountsOptions, DEFAULT_RATE_LIMITS, type ProviderCredentials } from './options';
import type { StorageOptions } from './storage/open-storage';

/** Environment variables, as `process.env` holds them. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The SQLite file used when `DATABASE_URL` is not set, relative to the server's working folder. */
export const DEFAULT_SQLITE_PATH = '.data/lectern.sqlite';

/** What the environment does not say. */
export interface EnvironmentContext {
  /**
   * The site's origin from its own configuration, e.g. `https://docs.example.com` (Astro's `site`):
   * `LECTERN_ORIGIN` replaces it when set. Without either, the options are refused, naming `LECTERN_ORIGIN`.
   */
  readonly origin?: string;
  /** The path the site is served under, e.g. `/docs/` (Astro's `base`). Defaults to `/`. */
  readonly basePath?: string;
  /** The folder a relative `LECTERN_SQLITE_PATH` starts from. Defaults to `process.cwd()`. */
  readonly cwd?: string;
}

const ENDPOINT_VARIABLES: Readonly<Record<keyof ProviderEndpoints, string>> = {
  authorize: 'AUTHORIZE_URL',
  token: 'TOKEN_URL',
  user: 'USER_URL',
};

/**
 * The accounts options from environment variables (see the README for each):
 *
 * - `DATABASE_URL` (PostgreSQL) or `LECTERN_SQLITE_PATH` (default `.data/lectern.sqlite`);
 * - `GITHUB_CLIENT_ID` and `GITHUB_CLIENT_SECRET`, `DISCORD_CLIENT_ID` and `DISCORD_CLIENT_SECRET`: a
 *   provider without them shows as not configured;
 * - `GITHUB_AUTHORIZE_URL`, `GITHUB_TOKEN_URL`, `GITHUB_USER_URL` (and `DISCORD_…`): other addresses
 *   for a provider, e.g. a mock in tests;
 * - `LECTERN_LOGIN_RATE_LIMIT`, `LECTERN_SETTINGS_RATE_LIMIT`: requests a minute (0 turns a limit off);
 * - `LECTERN_ORIGIN`: the site's origin as visitors see it, else `context.origin` (Astro's `site`);
 * - `LECTERN_TRUSTED_PROXIES`: the reverse proxies in front of the server (addresses and CIDR blocks,
 *   separated by commas or spaces), whose `X-Forwarded-For` names the visitor.
 *
 * Throws an `AccountsConfigError` naming each variable that is wrong.
 */
export function accountsOptionsFromEnv(env: Environment, context: EnvironmentContext): AccountsOptions {
  const problems: string[] = [];
  const database = readStorage(env, problems);
  const providers: Partial<Record<(typeof PROVIDER_NAMES)[number], ProviderCredentials>> = {};
  for (const name of PROVIDER_NAMES) {
    const prefix = name.toUpperCase();
    const clientId = value(env, `${prefix}_CLIENT_ID`);
    const clientSecret = value(env, `${prefix}_CLIENT_SECRET`);
    if (!clientId && !clientSecret) continue;
    if (!clientId) problems.push(`${prefix}_CLIENT_ID: missing (${prefix}_CLIENT_SECRET is set)`);
    if (!clientSecret) problems.push(`${prefix}_CLIENT_SECRET: missing (${prefix}_CLIENT_ID is set)`);
    const endpoints: Partial<Record<keyof ProviderEndpoints, string>> = {};
    for (const [key, suffix] of Object.entries(ENDPOINT_VARIABLES) as [keyof ProviderEndpoints, string][]) {
      const variable = `${prefix}_${suffix}`;
      const url = value(env, variable);
      if (url === undefined) continue;
      if (!isHttpUrl(url))
        problems.push(`${variable}: expected an http(s) address (got ${JSON.stringify(url)})`);
      endpoints[key] = url;
    }
    if (clientId && clientSecret) providers[name] = { clientId, clientSecret, endpoints };
  }
  const rateLimits = {
    login: readPerMinute(env, 'LECTERN_LOGIN_RATE_LIMIT', DEFAULT_RATE_LIMITS.login, problems),
    settingsWrites: readPerMinute(
      env,
      'LECTERN_SETTINGS_RATE_LIMIT',
      DEFAULT_RATE_LIMITS.settingsWrites,
      problems,
    ),
  };
  const origin = readOrigin(env, context.origin, problems);
  const trustedProxies = readTrustedProxies(env, problems);
  if (problems.length > 0) throw new AccountsConfigError(problems, 'the environment');
  return {
    origin,
    trustedProxies,
    ...(context.basePath === undefined ? {} : { basePath: context.basePath }),
    database,
    providers,
    rateLimits,
    ...(context.cwd ? { cwd: context.cwd } : {}),
  };
}

/**
 * Where the accounts are kept, from `DATABASE_URL` (PostgreSQL) or `LECTERN_SQLITE_PATH`; the admin
 * command reads the same. Throws an `AccountsConfigError` for a `DATABASE_URL` that is not PostgreSQL's.
 */
export function storageOptionsFromEnv(env: Environment): StorageOptions {
  const problems: string[] = [];
  const options = readStorage(env, problems);
  if (problems.length > 0) throw new AccountsConfigError(problems, 'the environment');
  return options;
}

function readStorage(env: Environment, problems: string[]): StorageOptions {
  const url = value(env, 'DATABASE_URL');
  if (url === undefined)
    return { kind: 'sqlite', path: value(env, 'LECTERN_SQLITE_PATH') ?? DEFAULT_SQLITE_PATH };
  // The address may hold a password: it is never repeated in a message.
  if (!/^postgres(ql)?:\/\//.test(url)) {
    problems.push(
      'DATABASE_URL: expected a postgres:// or postgresql:// address (leave it unset for SQLite)',
    );
  }
  return { kind: 'postgres', url };
}

function readOrigin(env: Environment, configured: string | undefined, problems: string[]): string {
  const text = value(env, 'LECTERN_ORIGIN');
  if (text === undefined) {
    if (configured) return configured;
    problems.push(
      'LECTERN_ORIGIN: missing: set it to the site\'s origin as visitors see it, such as "https://docs.example.com" (or set `site` in astro.config); the login callbacks are under it, and only requests to it are answered',
    );
    return 'https://invalid.invalid';
  }
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    // Reported below.
  }
  const originAlone =
    url !== undefined &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password;
  if (!url || !originAlone) {
    problems.push(
      `LECTERN_ORIGIN: expected the site's origin alone, such as "https://docs.example.com" (got ${JSON.stringify(text)})`,
    );
    return 'https://invalid.invalid';
  }
  return url.origin;
}

function readTrustedProxies(env: Environment, problems: string[]): string[] {
  const entries = (value(env, 'LECTERN_TRUSTED_PROXIES') ?? '').split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const problem = trustedProxyProblem(entry);
    if (problem) problems.push(`LECTERN_TRUSTED_PROXIES: ${problem}`);
  }
  return entries;
}

function readPerMinute(
  env: Environment,
  variable: string,
  fallback: RateLimitRule,
  problems: string[],
): RateLimitRule | false {
  const text = value(env, variable);
  if (text === undefined) return fallback;
  const limit = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(limit)) {
    problems.push(
      `${variable}: expected a number of requests a minute, 0 for no limit (got ${JSON.stringify(text)})`,
    );
    return fallback;
  }
  return limit === 0 ? false : { limit, windowMs: 60_000 };
}

/** A variable's value, `undefined` when unset or blank. */
function value(env: Environment, name: string): string | undefined {
  const text = env[name]?.trim();
  return text ? text : undefined;
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
