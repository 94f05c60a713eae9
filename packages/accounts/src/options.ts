import type { PartialUiDictionary } from '@lectern/theme-core';
import { AccountsConfigError } from './config-error';
import { basePathProblem, encodeBasePath } from './http/base-path';
import { trustedProxyProblem } from './http/client-address';
import type { RateLimitRule } from './http/rate-limit';
import { PROVIDER_NAMES, type ProviderName } from './oauth/provider-names';
import type { ProviderEndpoints } from './oauth/providers';
import { DEFAULT_SESSION_LIFETIME, type SessionLifetime } from './sessions/session-lifetime';
import type { StorageOptions } from './storage/open-storage';

/** A provider's OAuth app: its client id and secret, and (for tests) other addresses. */
export interface ProviderCredentials {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Addresses to use instead of the provider's own, e.g. a mock provider in tests. */
  readonly endpoints?: Partial<ProviderEndpoints>;
}

/** Limits on requests; `false` turns one off (e.g. for a benchmark). */
export interface RateLimitOptions {
  /** Login starts, callbacks and logouts per client address. Defaults to 10 a minute. */
  readonly login?: RateLimitRule | false;
  /** Settings saves per user. Defaults to 30 a minute. */
  readonly settingsWrites?: RateLimitRule | false;
}

/** One line for the server's log. */
export interface AccountsLogEntry {
  readonly level: 'error' | 'warn' | 'info';
  readonly message: string;
  /** The error behind it, with its stack: for the log only, never for the visitor. */
  readonly error?: unknown;
}

/** Where the server's log lines go. */
export type AccountsLogger = (entry: AccountsLogEntry) => void;

/** How to set up the accounts of a site. */
export interface AccountsOptions {
  /**
   * The site's origin, as visitors' browsers see it (`https://docs.example.com`): the login callbacks
   * are under it, and changes are only accepted from its pages. `http:` only for `localhost` and
   * `127.0.0.1`, where cookies are not `Secure`.
   */
  readonly origin: string;
  /**
   * The path the site is served under (Astro's `base`), starting and ending with `/`. The routes are
   * then answered under it (`/docs/auth/github`, `/docs/api/account`…) and nowhere else, the login
   * callbacks the providers are told of are under it (`https://example.com/docs/auth/github/callback`),
   * the cookies are sent to it only, and visitors are sent back only to pages under it. Defaults to `/`.
   *
   * @example '/docs/'
   */
  readonly basePath?: string;
  /**
   * Whether the site's addresses end with a slash (Astro's `trailingSlash: 'always'`): the login
   * callbacks the providers are told of are then `/auth/<provider>/callback/`. The routes answer both
   * forms either way. Defaults to `false`.
   */
  readonly trailingSlash?: boolean;
  /** Where the accounts are kept. */
  readonly database: StorageOptions;
  /** The providers whose OAuth apps are set up; a provider left out shows as not configured. */
  readonly providers?: Partial<Record<ProviderName, ProviderCredentials>>;
  readonly rateLimits?: RateLimitOptions;
  /**
   * The reverse proxies in front of the server, as addresses or CIDR blocks (`['127.0.0.1', '10.0.0.0/8']`):
   * for a request from one of them, the visitor's address — what the login limits count by — is read from
   * `X-Forwarded-For`, right to left past every trusted proxy. Without it (the default) the limits count
   * by the TCP peer and `X-Forwarded-For` is ignored, since any client can write it: behind a proxy, every
   * visitor would then share the proxy's budget.
   */
  readonly trustedProxies?: readonly string[];
  /** How long sessions last. */
  readonly session?: Partial<SessionLifetime>;
  /** How long to wait for a provider's answer, in milliseconds. Defaults to 10 000. */
  readonly providerTimeoutMs?: number;
  /** The folder a relative SQLite path starts from. Defaults to `process.cwd()`. */
  readonly cwd?: string;
  /** The clock, in milliseconds since 1970. Defaults to `Date.now`. */
  readonly now?: () => number;
  /** Where log lines go. Defaults to the console. */
  readonly log?: AccountsLogger;
  /**
   * The language of the pages the accounts draw themselves (the confirmation before linking a provider),
   * from the path of the page the visitor comes back to (`/zh-CN/guide/`): its `lang`, its direction, and
   * the site's interface texts (`@lectern/theme-core`'s keys; English for any left out). Defaults to English.
   */
  readonly pageLanguage?: (returnTo: string) => PageLanguage;
}

/** The language of a page the accounts draw: see {@link AccountsOptions.pageLanguage}. */
export interface PageLanguage {
  /** The `lang` attribute: `en`, `zh-CN`. */
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /** The interface texts in that language; the English ones stand in for any left out. */
  readonly labels: PartialUiDictionary;
}

/** The options with every default filled in, checked. */
export interface ResolvedAccountsOptions {
  readonly origin: string;
  /** The base path as requests carry it, percent-encoded: `/` or `/docs/`. */
  readonly basePath: string;
  readonly trailingSlash: boolean;
  readonly secureCookies: boolean;
  readonly database: StorageOptions;
  readonly providers: Partial<
    Record<
      ProviderName,
      Required<Omit<ProviderCredentials, 'endpoints'>> & { readonly endpoints: Partial<ProviderEndpoints> }
    >
  >;
  readonly rateLimits: {
    readonly login: RateLimitRule | false;
    readonly settingsWrites: RateLimitRule | false;
  };
  readonly trustedProxies: readonly string[];
  readonly session: SessionLifetime;
  readonly providerTimeoutMs: number;
  readonly cwd: string;
  readonly now: () => number;
  readonly log: AccountsLogger;
  readonly pageLanguage: (returnTo: string) => PageLanguage;
}

export const DEFAULT_RATE_LIMITS = Object.freeze({
  login: Object.freeze({ limit: 10, windowMs: 60_000 }),
  settingsWrites: Object.freeze({ limit: 30, windowMs: 60_000 }),
});

/** Writes log lines to the console, errors with their stack. */
export const consoleLogger: AccountsLogger = ({ level, message, error }) => {
  const line = `[lectern-accounts] ${message}`;
  if (level === 'info') console.info(line);
  else if (error === undefined) console[level](line);
  else console[level](line, error);
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Checks the options and fills in the defaults; throws an {@link AccountsConfigError} naming every problem. */
export function resolveAccountsOptions(options: AccountsOptions): ResolvedAccountsOptions {
  const problems: string[] = [];
  const origin = readOrigin(options.origin, problems);
  const basePath = readBasePath(options.basePath, problems);
  const providers: Record<string, ResolvedAccountsOptions['providers'][ProviderName]> = {};
  for (const name of PROVIDER_NAMES) {
    const credentials = options.providers?.[name];
    if (!credentials) continue;
    if (!credentials.clientId?.trim())
      problems.push(`providers.${name}.clientId: expected a client id (got an empty value)`);
    if (!credentials.clientSecret?.trim()) {
      problems.push(`providers.${name}.clientSecret: expected a client secret (got an empty value)`);
    }
    for (const [key, value] of Object.entries(credentials.endpoints ?? {})) {
      if (value !== undefined && !isHttpUrl(value)) {
        problems.push(
          `providers.${name}.endpoints.${key}: expected an http(s) address (got ${JSON.stringify(value)})`,
        );
      }
    }
    providers[name] = {
      clientId: credentials.clientId,
      clientSecret: credentials.clientSecret,
      endpoints: credentials.endpoints ?? {},
    };
  }
  const rateLimits = {
    login: readRule('rateLimits.login', options.rateLimits?.login, DEFAULT_RATE_LIMITS.login, problems),
    settingsWrites: readRule(
      'rateLimits.settingsWrites',
      options.rateLimits?.settingsWrites,
      DEFAULT_RATE_LIMITS.settingsWrites,
      problems,
    ),
  };
  const trustedProxies = options.trustedProxies ?? [];
  if (!Array.isArray(trustedProxies)) {
    problems.push('trustedProxies: expected a list of addresses or CIDR blocks');
  } else {
    trustedProxies.forEach((entry, index) => {
      const problem = typeof entry === 'string' ? trustedProxyProblem(entry) : 'expected a string';
      if (problem) problems.push(`trustedProxies[${index}]: ${problem}`);
    });
  }
  const session = { ...DEFAULT_SESSION_LIFETIME, ...options.session };
  for (const [key, value] of Object.entries(session)) {
    if (!isPositiveInteger(value))
      problems.push(`session.${key}: expected a whole number of milliseconds above 0 (got ${value})`);
  }
  const providerTimeoutMs = options.providerTimeoutMs ?? 10_000;
  if (!isPositiveInteger(providerTimeoutMs)) {
    problems.push(
      `providerTimeoutMs: expected a whole number of milliseconds above 0 (got ${providerTimeoutMs})`,
    );
  }
  checkDatabase(options.database, problems);
  if (problems.length > 0) throw new AccountsConfigError(problems);
  return {
    origin: origin.href,
    basePath,
    trailingSlash: options.trailingSlash === true,
    secureCookies: origin.secure,
    database: options.database,
    providers,
    rateLimits,
    trustedProxies: trustedProxies.map((entry) => entry.trim()),
    session,
    providerTimeoutMs,
    cwd: options.cwd ?? process.cwd(),
    now: options.now ?? Date.now,
    log: options.log ?? consoleLogger,
    pageLanguage: options.pageLanguage ?? englishPage,
  };
}

function englishPage(): PageLanguage {
  return { lang: 'en', dir: 'ltr', labels: {} };
}

function readOrigin(value: string, problems: string[]): { href: string; secure: boolean } {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  const expected = 'expected the site\'s origin, such as "https://docs.example.com"';
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    problems.push(`origin: ${expected} (got ${JSON.stringify(value)})`);
    return { href: 'https://invalid.invalid', secure: true };
  }
  if (url.pathname !== '/' && url.pathname !== '') {
    problems.push(
      `origin: ${expected}, without a path: a site served under a path names it in basePath (got ${JSON.stringify(value)})`,
    );
    return { href: 'https://invalid.invalid', secure: true };
  }
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
    problems.push(
      `origin: expected an https: origin, http: is only for localhost and 127.0.0.1 (got ${JSON.stringify(value)})`,
    );
  }
  return { href: url.origin, secure: url.protocol === 'https:' };
}

function readBasePath(value: string | undefined, problems: string[]): string {
  if (value === undefined) return '/';
  const problem = basePathProblem(value);
  if (problem === undefined) return encodeBasePath(value);
  problems.push(`basePath: ${problem}`);
  return '/';
}

function readRule(
  field: string,
  value: RateLimitRule | false | undefined,
  fallback: RateLimitRule,
  problems: string[],
): RateLimitRule | false {
  if (value === false) return false;
  if (value === undefined) return fallback;
  if (!isPositiveInteger(value.limit))
    problems.push(`${field}.limit: expected a whole number above 0 (got ${value.limit})`);
  if (!isPositiveInteger(value.windowMs)) {
    problems.push(
      `${field}.windowMs: expected a whole number of milliseconds above 0 (got ${value.windowMs})`,
    );
  }
  return value;
}

function checkDatabase(database: StorageOptions | undefined, problems: string[]): void {
  if (database?.kind === 'sqlite') {
    if (!database.path) problems.push('database.path: expected the SQLite file (got an empty value)');
  } else if (database?.kind === 'postgres') {
    if (!/^postgres(ql)?:\/\//.test(database.url)) {
      problems.push('database.url: expected a postgres:// or postgresql:// address');
    }
  } else {
    problems.push('database: expected { kind: "sqlite", path } or { kind: "postgres", url }');
  }
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
