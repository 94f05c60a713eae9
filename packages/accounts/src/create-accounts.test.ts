import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from './create-accounts';
import { createNodeListener } from './node/node-listener';
import type { AccountsLogEntry } from './options';
import { MESSAGES } from './routes/messages';
import { type AccountsServer, startAccountsServer } from './test/accounts-server';
import { TestBrowser } from './test/browser';

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
});

describe('accounts whose database cannot be opened', () => {
  it('answer 503 with a clear message, and keep serving anonymous visitors', async () => {
    const logs: AccountsLogEntry[] = [];
    const accounts = createAccounts({
      origin: 'http://localhost:4321',
      // A file inside /dev/null: its folder can never be created.
      database: { kind: 'sqlite', path: '/dev/null/lectern.sqlite' },
      log: (entry) => logs.push(entry),
    });
    await expect(accounts.ready()).rejects.toThrow(/^the accounts database failed: /);
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
    expect(logs.at(-1)).toMatchObject({ level: 'error', message: 'POST /auth/logout failed' });
    await accounts.close();
  });
});

describe('createNodeListener', () => {
  it('hands other requests to the fallback, and limits logouts per address', async () => {
    const accounts = createAccounts({
      origin: 'http://127.0.0.1:4321',
      database: { kind: 'sqlite', path: ':memory:' },
      rateLimits: { login: { limit: 1, windowMs: 60_000 } },
      log: () => {},
    });
    const server = createServer(
      createNodeListener(accounts, {
        fallback: (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/plain' }).end('the site');
        },
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${base}/guide`)).text()).toBe('the site');
      const logout = () =>
        fetch(`${base}/auth/logout`, { method: 'POST', headers: { origin: 'http://127.0.0.1:4321' } });
      expect((await logout()).status).toBe(204);
      const limited = await logout();
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: expect.stringMatching(/^Too many requests/) });
      const form = await fetch(`${base}/auth/logout`, {
        method: 'POST',
        headers: { origin: 'http://127.0.0.1:4321', 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(429);
      expect(await form.text()).toMatch(/^Too many requests/);
    } finally {
      server.close();
      await accounts.close();
    }
  });
});
