import { describe, expect, it } from 'vitest';
import { AccountsConfigError } from './config-error';
import { accountsOptionsFromEnv, DEFAULT_SQLITE_PATH, storageOptionsFromEnv } from './env';
import { DEFAULT_RATE_LIMITS, resolveAccountsOptions } from './options';

const origin = 'https://docs.example.com';

describe('accountsOptionsFromEnv', () => {
  it('runs on SQLite without providers when nothing is set', () => {
    expect(accountsOptionsFromEnv({}, { origin })).toEqual({
      origin,
      database: { kind: 'sqlite', path: DEFAULT_SQLITE_PATH },
      providers: {},
      rateLimits: DEFAULT_RATE_LIMITS,
      trustedProxies: [],
    });
  });

  it("takes LECTERN_ORIGIN over the site's configured origin, and refuses to guess one", () => {
    expect(accountsOptionsFromEnv({ LECTERN_ORIGIN: 'https://Docs.Example.com/' }, { origin }).origin).toBe(
      'https://docs.example.com',
    );
    expect(accountsOptionsFromEnv({ LECTERN_ORIGIN: 'http://localhost:4321' }, {}).origin).toBe(
      'http://localhost:4321',
    );
    expect(() => accountsOptionsFromEnv({}, {})).toThrow(
      'LECTERN_ORIGIN: missing: set it to the site\'s origin as visitors see it, such as "https://docs.example.com" (or set `site` in astro.config)',
    );
    for (const wrong of [
      'docs.example.com',
      'https://example.com/docs',
      'ftp://example.com',
      'https://a@example.com',
    ]) {
      expect(() => accountsOptionsFromEnv({ LECTERN_ORIGIN: wrong }, { origin })).toThrow(
        `LECTERN_ORIGIN: expected the site's origin alone, such as "https://docs.example.com" (got ${JSON.stringify(wrong)})`,
      );
    }
  });

  it('reads the trusted proxies, and names each entry that is not an address or a block', () => {
    expect(
      accountsOptionsFromEnv({ LECTERN_TRUSTED_PROXIES: ' 127.0.0.1, 10.0.0.0/8 ::1\tfd00::/8 ' }, { origin })
        .trustedProxies,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    let error: unknown;
    try {
      accountsOptionsFromEnv(
        { LECTERN_TRUSTED_PROXIES: '127.0.0.1,localhost,10.0.0.0/33,::1/129' },
        { origin },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AccountsConfigError);
    expect((error as AccountsConfigError).problems).toEqual([
      'LECTERN_TRUSTED_PROXIES: expected an address or a CIDR block such as "10.0.0.5", "10.0.0.0/8" or "fd00::/8" (got "localhost")',
      'LECTERN_TRUSTED_PROXIES: expected an address or a CIDR block such as "10.0.0.5", "10.0.0.0/8" or "fd00::/8", the prefix at most 32 (got "10.0.0.0/33")',
      'LECTERN_TRUSTED_PROXIES: expected an address or a CIDR block such as "10.0.0.5", "10.0.0.0/8" or "fd00::/8", the prefix at most 128 (got "::1/129")',
    ]);
  });

  it('passes the base path on', () => {
    expect(accountsOptionsFromEnv({}, { origin, basePath: '/docs/' })).toMatchObject({
      origin,
      basePath: '/docs/',
    });
  });

  it('reads PostgreSQL, both providers with their addresses, and the rate limits', () => {
    const options = accountsOptionsFromEnv(
      {
        DATABASE_URL: 'postgres://app:secret@db:5432/lectern',
        LECTERN_SQLITE_PATH: 'ignored.sqlite',
        GITHUB_CLIENT_ID: 'gh-id',
        GITHUB_CLIENT_SECRET: 'gh-secret',
        GITHUB_TOKEN_URL: 'http://127.0.0.1:4790/token',
        DISCORD_CLIENT_ID: 'dc-id',
        DISCORD_CLIENT_SECRET: 'dc-secret',
        LECTERN_LOGIN_RATE_LIMIT: '0',
        LECTERN_SETTINGS_RATE_LIMIT: '120',
      },
      { origin, cwd: '/srv/site' },
    );
    expect(options).toEqual({
      origin,
      cwd: '/srv/site',
      database: { kind: 'postgres', url: 'postgres://app:secret@db:5432/lectern' },
      providers: {
        github: {
          clientId: 'gh-id',
          clientSecret: 'gh-secret',
          endpoints: { token: 'http://127.0.0.1:4790/token' },
        },
        discord: { clientId: 'dc-id', clientSecret: 'dc-secret', endpoints: {} },
      },
      rateLimits: { login: false, settingsWrites: { limit: 120, windowMs: 60_000 } },
      trustedProxies: [],
    });
  });

  it('names every variable that is wrong, and never repeats the database address', () => {
    const read = () =>
      accountsOptionsFromEnv(
        {
          DATABASE_URL: 'mysql://root:hunter2@db/lectern',
          GITHUB_CLIENT_ID: 'gh-id',
          DISCORD_CLIENT_SECRET: 'dc-secret',
          DISCORD_USER_URL: 'ftp://example.com',
          LECTERN_SETTINGS_RATE_LIMIT: 'lots',
        },
        { origin },
      );
    expect(read).toThrow(AccountsConfigError);
    expect(read).toThrow(
      [
        'Lectern accounts: the environment have 5 problems:',
        '  - DATABASE_URL: expected a postgres:// or postgresql:// address (leave it unset for SQLite)',
        '  - GITHUB_CLIENT_SECRET: missing (GITHUB_CLIENT_ID is set)',
        '  - DISCORD_CLIENT_ID: missing (DISCORD_CLIENT_SECRET is set)',
        '  - DISCORD_USER_URL: expected an http(s) address (got "ftp://example.com")',
        '  - LECTERN_SETTINGS_RATE_LIMIT: expected a number of requests a minute, 0 for no limit (got "lots")',
      ].join('\n'),
    );
    expect(read).not.toThrow(/hunter2/);
  });

  it('gives the admin command the same database', () => {
    expect(storageOptionsFromEnv({ LECTERN_SQLITE_PATH: '/var/lib/lectern.sqlite' })).toEqual({
      kind: 'sqlite',
      path: '/var/lib/lectern.sqlite',
    });
    expect(() => storageOptionsFromEnv({ DATABASE_URL: 'sqlite:x' })).toThrow('DATABASE_URL: expected');
  });
});

describe('resolveAccountsOptions', () => {
  const database = { kind: 'sqlite', path: ':memory:' } as const;

  it('uses Secure cookies except on http://localhost and 127.0.0.1', () => {
    expect(resolveAccountsOptions({ origin: 'https://docs.example.com/', database })).toMatchObject({
      origin: 'https://docs.example.com',
      secureCookies: true,
    });
    expect(resolveAccountsOptions({ origin: 'http://localhost:4321', database }).secureCookies).toBe(false);
    expect(resolveAccountsOptions({ origin: 'http://127.0.0.1:4700', database }).secureCookies).toBe(false);
  });

  it('names every problem with the options', () => {
    const resolve = () =>
      resolveAccountsOptions({
        origin: 'http://docs.example.com',
        // @ts-expect-error A database kind that does not exist.
        database: { kind: 'mongo' },
        providers: { github: { clientId: '', clientSecret: 's', endpoints: { user: 'nope' } } },
        rateLimits: { login: { limit: 0, windowMs: 1.5 } },
        session: { maxAgeMs: -1 },
        providerTimeoutMs: 0,
      });
    expect(resolve).toThrow(
      [
        'Lectern accounts: the accounts options have 8 problems:',
        '  - origin: expected an https: origin, http: is only for localhost and 127.0.0.1 (got "http://docs.example.com")',
        '  - providers.github.clientId: expected a client id (got an empty value)',
        '  - providers.github.endpoints.user: expected an http(s) address (got "nope")',
        '  - rateLimits.login.limit: expected a whole number above 0 (got 0)',
        '  - rateLimits.login.windowMs: expected a whole number of milliseconds above 0 (got 1.5)',
        '  - session.maxAgeMs: expected a whole number of milliseconds above 0 (got -1)',
        '  - providerTimeoutMs: expected a whole number of milliseconds above 0 (got 0)',
        '  - database: expected { kind: "sqlite", path } or { kind: "postgres", url }',
      ].join('\n'),
    );
  });

  it.each([
    ['not an address', 'docs.example.com'],
    ['another scheme', 'ftp://docs.example.com'],
  ])('refuses an origin that is %s', (_case, value) => {
    expect(() => resolveAccountsOptions({ origin: value, database })).toThrow(
      `origin: expected the site's origin, such as "https://docs.example.com" (got "${value}")`,
    );
  });

  it('refuses an origin with a path, and points to basePath', () => {
    expect(() => resolveAccountsOptions({ origin: 'https://example.com/docs/', database })).toThrow(
      'origin: expected the site\'s origin, such as "https://docs.example.com", without a path: a site served under a path names it in basePath (got "https://example.com/docs/")',
    );
  });

  it.each([
    ['docs', 'expected a path that starts and ends with "/", such as "/docs/" (got "docs")'],
    ['/docs', 'expected a path that starts and ends with "/", such as "/docs/" (got "/docs")'],
    ['docs/', 'expected a path that starts and ends with "/", such as "/docs/" (got "docs/")'],
    ['', 'expected a path that starts and ends with "/", such as "/docs/" (got "")'],
    [42, 'expected a path that starts and ends with "/", such as "/docs/" (got 42)'],
    ['//docs/', 'expected a path of plain names between slashes'],
    ['/docs//v2/', 'expected a path of plain names between slashes'],
    ['/docs/../', 'expected a path of plain names between slashes'],
    ['/./', 'expected a path of plain names between slashes'],
    ['/docs?x=1/', 'expected a path of plain names between slashes'],
    ['/my docs/', 'expected a path of plain names between slashes'],
    ['/docs\\v2/', 'expected a path of plain names between slashes'],
  ])('refuses the base path %j, naming the field', (basePath, message) => {
    const resolve = () => resolveAccountsOptions({ origin, database, basePath: basePath as string });
    expect(resolve).toThrow(`basePath: ${message}`);
    expect(resolve).toThrow(AccountsConfigError);
  });

  it.each([
    [undefined, '/'],
    ['/', '/'],
    ['/docs/', '/docs/'],
    ['/docs/v2/', '/docs/v2/'],
    ['/über/', '/%C3%BCber/'],
  ])('takes the base path %j as %j', (basePath, expected) => {
    expect(resolveAccountsOptions({ origin, database, ...(basePath ? { basePath } : {}) }).basePath).toBe(
      expected,
    );
  });

  it('refuses a database without its file or address', () => {
    expect(() => resolveAccountsOptions({ origin, database: { kind: 'sqlite', path: '' } })).toThrow(
      'database.path: expected the SQLite file (got an empty value)',
    );
    expect(() => resolveAccountsOptions({ origin, database: { kind: 'postgres', url: 'db:5432' } })).toThrow(
      'database.url: expected a postgres:// or postgresql:// address',
    );
  });
});
