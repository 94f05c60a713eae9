import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from './create-accounts';
import { createNodeListener } from './node/node-listener';
import type { AccountsLogEntry } from './options';
import { MESSAGES } from './routes/messages';
import { type AccountsServer, startAccountsServer } from './test/accounts-server';
import { TestBrowser } from './test/browser';
import { DATABASE_KINDS } from './test/databases';
import { deviceSettings, type Fixture, MONA, NELLY, startFixture } from './test/fixture';

describe('accounts without providers', () => {
  let server: AccountsServer;

  beforeAll(async () => {
    server = await startAccountsServer(() => ({ database: { kind: 'sqlite', path: ':memory:' } }));
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('say login is not configured', async () => {
    const browser = new TestBrowser(server.origin);
    expect(await browser.account()).toEqual({ user: null, login: { github: false, discord: false } });
    const github = await browser.request('/auth/github');
    expect(github.status).toBe(404);
    expect(await github.text()).toBe('Login with GitHub is not configured on this site.\n');
    const discord = await browser.request('/auth/discord/callback?code=a&state=b');
    expect(await discord.text()).toBe('Login with Discord is not configured on this site.\n');
  });

  it('leave other addresses to the site, and refuse other methods', async () => {
    const handle = (path: string, method = 'GET') =>
      server.accounts.handle(new Request(`${server.origin}${path}`, { method }));
    expect(await handle('/guide')).toBeUndefined();
    expect(await handle('/auth/gitlab')).toBeUndefined();
    expect((await handle('/api/account/'))?.status).toBe(200);
    expect((await handle('/api/account/', 'POST'))?.status).toBe(405);
    const post = await handle('/api/account', 'POST');
    expect(post?.status).toBe(405);
    expect(post?.headers.get('allow')).toBe('GET');
    expect((await handle('/api/settings', 'DELETE'))?.headers.get('allow')).toBe('GET, PUT');
    expect((await handle('/auth/github', 'POST'))?.status).toBe(405);
    expect((await new TestBrowser(server.origin).request('/guide')).status).toBe(404);
  });
});

describe('accounts of a site whose addresses end with a slash', () => {
  it('tell the providers a callback that ends with one', async () => {
    const accounts = createAccounts({
      origin: 'http://localhost:4321',
      trailingSlash: true,
      database: { kind: 'sqlite', path: ':memory:' },
      providers: { github: { clientId: 'id', clientSecret: 'secret' } },
    });
    const start = await accounts.handle(new Request('http://localhost:4321/auth/github/?returnTo=/en/'));
    expect(start?.status).toBe(302);
    const authorize = new URL(start?.headers.get('location') ?? '');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:4321/auth/github/callback/');
    await accounts.close();
  });

  it('tell them a callback under the base path', async () => {
    const accounts = createAccounts({
      origin: 'http://localhost:4321',
      basePath: '/docs/',
      trailingSlash: true,
      database: { kind: 'sqlite', path: ':memory:' },
      providers: { discord: { clientId: 'id', clientSecret: 'secret' } },
      log: () => {},
    });
    const start = await accounts.handle(new Request('http://localhost:4321/docs/auth/discord/'));
    const authorize = new URL(start?.headers.get('location') ?? '');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:4321/docs/auth/discord/callback/',
    );
    await accounts.close();
  });
});

describe.each(DATABASE_KINDS)('accounts of a site under a base path, on %s', (kind) => {
  let fixture: Fixture;

  beforeAll(async () => {
    fixture = await startFixture(kind, { basePath: '/docs/' });
  });

  afterAll(async () => {
    await fixture?.stop();
  });

  it('start a login under the base, with the callback and the login cookie under it', async () => {
    const device = fixture.device();
    const start = await device.request('/docs/auth/github/?returnTo=/docs/en/guide/');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(fixture.github.endpoints.authorize);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${fixture.server.origin}/docs/auth/github/callback`,
    );
    expect(start.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        /^lectern-login-github=[\w-]+; Max-Age=600; Path=\/docs\/auth\/github; HttpOnly; SameSite=Lax$/,
      ),
    ]);
  });

  it('log in with GitHub and Discord through the callbacks under the base, back to the page', async () => {
    const github = fixture.device();
    const { location, callbackUrl, responses } = await github.login(
      'github',
      '/docs/en/guide/?tab=api#props',
    );
    expect(location).toBe('/docs/en/guide/?tab=api#props');
    expect(new URL(callbackUrl).pathname).toBe('/docs/auth/github/callback');
    expect(responses.at(-1)?.headers.getSetCookie()).toEqual([
      'lectern-login-github=; Max-Age=0; Path=/docs/auth/github; HttpOnly; SameSite=Lax',
      expect.stringMatching(
        /^lectern-session=[\w-]{20}\.[\w-]{32}; Max-Age=2592000; Path=\/docs; HttpOnly; SameSite=Lax$/,
      ),
    ]);
    expect((await github.account()).user).toMatchObject({ name: MONA.name, providers: ['github'] });

    const discord = fixture.device();
    const back = await discord.login('discord', '/docs/');
    expect(back.location).toBe('/docs/');
    expect(new URL(back.callbackUrl).pathname).toBe('/docs/auth/discord/callback');
    expect((await discord.account()).user).toMatchObject({ name: NELLY.global_name, providers: ['discord'] });
  });

  it('answer the account and the settings under the base, with or without the trailing slash', async () => {
    const device = fixture.device();
    await device.login('github');
    for (const path of ['/docs/api/account', '/docs/api/account/']) {
      const response = await device.request(path);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { user: unknown }).user).toMatchObject({ name: MONA.name });
    }
    const saved = await device.putSettings(deviceSettings({ theme: 'dark' }, Date.UTC(2026, 0, 1)));
    expect(saved.status).toBe(200);
    const read = await device.request('/docs/api/settings/');
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ settings: { values: { theme: 'dark' } }, role: 'logged-in' });
    expect((await device.request('/docs/api/settings', { method: 'DELETE' })).headers.get('allow')).toBe(
      'GET, PUT',
    );
  });

  it('log out under the base, clearing the cookie of the base, back to a page under it', async () => {
    const device = fixture.device();
    await device.login('github');
    const response = await device.request('/docs/auth/logout/', { method: 'POST' });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual([
      'lectern-session=; Max-Age=0; Path=/docs; HttpOnly; SameSite=Lax',
    ]);
    expect((await device.account()).user).toBeNull();

    await device.login('github');
    const form = (returnTo: string) =>
      device.request(`/docs/auth/logout?returnTo=${encodeURIComponent(returnTo)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await form('/docs/en/guide/')).headers.get('location')).toBe('/docs/en/guide/');
    expect((await form('/en/guide/')).headers.get('location')).toBe('/docs/');
  });

  it('send visitors back only to pages under the base, else to its home', async () => {
    for (const returnTo of [
      '/',
      '/blog/',
      '/docs-old/',
      '//evil.example/docs/',
      '/.//evil.example/',
      '/docs/auth/github',
    ]) {
      expect((await fixture.device().login('github', returnTo)).location).toBe('/docs/');
    }
    expect((await fixture.device().login('github', '/docs')).location).toBe('/docs');
    fixture.github.profileStatus = 500;
    const failed = await fixture.device().login('github', '/docs/en/guide/');
    fixture.github.profileStatus = 200;
    expect(failed.location).toBe('/docs/en/guide/?login=failed');
    const noFlow = await fixture.device().request('/docs/auth/github/callback?code=a&state=b');
    expect(noFlow.headers.get('location')).toBe('/docs/?login=failed');
  });

  it('leave every address outside the base to the site', async () => {
    const handle = (path: string, method = 'GET') =>
      fixture.server.accounts.handle(
        new Request(`${fixture.server.origin}${path}`, {
          method,
          headers: { origin: fixture.server.origin },
        }),
      );
    for (const path of [
      '/api/account',
      '/api/settings',
      '/auth/github',
      '/auth/github/callback',
      '/docs',
      '/docs-old/api/account',
      '/en/docs/api/account',
    ]) {
      expect(await handle(path)).toBeUndefined();
    }
    expect(await handle('/auth/logout', 'POST')).toBeUndefined();
    expect(await handle('/docs/guide/')).toBeUndefined();
    expect((await fixture.device().request('/api/account')).status).toBe(404);
  });
});

describe('the session cookie of a site over https', () => {
  it.each([
    ['/', '__Host-lectern-session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax'],
    // A `__Host-` cookie must be `Path=/`: under a base path the cookie is `__Secure-`.
    ['/docs/', '__Secure-lectern-session=; Max-Age=0; Path=/docs; HttpOnly; Secure; SameSite=Lax'],
  ])('is named and scoped for the base path %j', async (basePath, cleared) => {
    const accounts = createAccounts({
      origin: 'https://docs.example.com',
      basePath,
      database: { kind: 'sqlite', path: ':memory:' },
      log: () => {},
    });
    const name = cleared.slice(0, cleared.indexOf('='));
    const response = await accounts.handle(
      new Request(`https://docs.example.com${basePath}api/account`, {
        headers: { cookie: `${name}=aaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb` },
      }),
    );
    expect(response?.status).toBe(200);
    expect(response?.headers.getSetCookie()).toEqual([cleared]);
    await accounts.close();
  });
});

/** A PostgreSQL server that is not there: nothing listens on port 1. */
const UNREACHABLE = {
  kind: 'postgres',
  url: 'postgres://lectern@127.0.0.1:1/lectern',
  connectTimeoutMs: 500,
} as const;

describe('accounts whose database cannot be reached', () => {
  it('answer 503 with a clear message, and keep serving anonymous visitors', async () => {
    const logs: AccountsLogEntry[] = [];
    const accounts = createAccounts({
      origin: 'http://localhost:4321',
      database: UNREACHABLE,
      log: (entry) => logs.push(entry),
    });
    await expect(accounts.ready()).rejects.toThrow(/^the accounts database at 127.0.0.1:1\/lectern failed: /);
    const cookie = { cookie: 'lectern-session=aaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb' };
    const settings = await accounts.handle(
      new Request('http://localhost:4321/api/settings', { headers: cookie }),
    );
    expect(settings?.status).toBe(503);
    expect(settings?.headers.get('retry-after')).toBe('5');
    expect(await settings?.json()).toEqual({ error: MESSAGES.databaseDown });
    const anonymous = await accounts.handle(new Request('http://localhost:4321/api/account'));
    expect(anonymous?.status).toBe(200);
    const logout = await accounts.handle(
      new Request('http://localhost:4321/auth/logout', {
        method: 'POST',
        headers: { ...cookie, origin: 'http://localhost:4321' },
      }),
    );
    expect(logout?.status).toBe(503);
    expect(await logout?.text()).toBe(`${MESSAGES.databaseDown}\n`);
    expect(logs.map((entry) => entry.level)).toContain('warn');
    await accounts.close();
  });

  it('answer the /api routes under a base path with JSON, the /auth routes with text', async () => {
    const accounts = createAccounts({
      origin: 'http://localhost:4321',
      basePath: '/docs/',
      database: UNREACHABLE,
      log: () => {},
    });
    const cookie = { cookie: 'lectern-session=aaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb' };
    const settings = await accounts.handle(
      new Request('http://localhost:4321/docs/api/settings/', { headers: cookie }),
    );
    expect(settings?.status).toBe(503);
    expect(await settings?.json()).toEqual({ error: MESSAGES.databaseDown });
    const logout = await accounts.handle(
      new Request('http://localhost:4321/docs/auth/logout/', {
        method: 'POST',
        headers: { ...cookie, origin: 'http://localhost:4321' },
      }),
    );
    expect(logout?.status).toBe(503);
    expect(await logout?.text()).toBe(`${MESSAGES.databaseDown}\n`);
    await accounts.close();
  });
});

describe('accounts that fail unexpectedly', () => {
  it('answer 500 with a message and no stack trace, and log the error', async () => {
    const logs: AccountsLogEntry[] = [];
    const accounts = createAccounts({
      origin: 'http://localhost:4321',
      database: { kind: 'sqlite', path: ':memory:' },
      now: () => {
        throw new Error('the clock broke');
      },
      log: (entry) => logs.push(entry),
    });
    const headers = { cookie: 'lectern-session=aaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb' };
    const api = await accounts.handle(new Request('http://localhost:4321/api/account', { headers }));
    expect(api?.status).toBe(500);
    expect(await api?.json()).toEqual({ error: MESSAGES.serverError });
    const login = await accounts.handle(
      new Request('http://localhost:4321/auth/logout', {
        method: 'POST',
        headers: { ...headers, origin: 'http://localhost:4321' },
      }),
    );
    expect(login?.status).toBe(500);
    expect(await login?.text()).toBe(`${MESSAGES.serverError}\n`);
    // The first of a kind is logged with its error; the same again is counted, not logged.
    expect(logs.filter((entry) => entry.level === 'error')).toEqual([
      {
        level: 'error',
        message:
          'GET /api/account failed: Error: the clock broke (the same failure is counted, not logged, for 60 s)',
        error: expect.any(Error),
      },
    ]);
    await accounts.close();
  });
});

describe('createNodeListener', () => {
  it('hands other requests to the fallback, and limits logouts per address', async () => {
    let listener: ReturnType<typeof createNodeListener> | undefined;
    const server = createServer((request, response) => listener?.(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const accounts = createAccounts({
      origin: base,
      database: { kind: 'sqlite', path: ':memory:' },
      rateLimits: { login: { limit: 1, windowMs: 60_000 } },
      log: () => {},
    });
    listener = createNodeListener(accounts, {
      fallback: (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('the site');
      },
    });
    try {
      expect(await (await fetch(`${base}/guide`)).text()).toBe('the site');
      const logout = () => fetch(`${base}/auth/logout`, { method: 'POST', headers: { origin: base } });
      expect((await logout()).status).toBe(204);
      const limited = await logout();
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: expect.stringMatching(/^Too many requests/) });
      const form = await fetch(`${base}/auth/logout`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(429);
      expect(await form.text()).toMatch(/^Too many requests/);
    } finally {
      server.close();
      await accounts.close();
    }
  });
});
