import { ACCOUNT_HINT_STORAGE_KEY, BASE_ATTRIBUTE, LOGIN_PENDING_STORAGE_KEY } from '@lectern/theme-core/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountRoute, fetchAccount, loginHref, logOut, roleOf } from './account-api';
import { accountMayBeLoggedIn, markLoginPending, readAccountHint, writeAccountHint } from './account-hint';
import { fakeAccountsServer, user } from './test-server';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute(BASE_ATTRIBUTE);
  localStorage.clear();
  sessionStorage.clear();
});

describe('the account API', () => {
  it('reads who is logged in and which login buttons work', async () => {
    const server = fakeAccountsServer();
    server.user = user();
    expect(await fetchAccount()).toEqual({
      status: 'ready',
      user: server.user,
      login: { github: true, discord: false },
    });
    expect(server.received[0]?.url).toBe('/api/account/');
  });

  it('is unavailable without an accounts server, when it fails, or when it answers something else', async () => {
    const server = fakeAccountsServer();
    server.accountStatus = 404;
    expect(await fetchAccount()).toEqual({ status: 'unavailable' });
    server.accountStatus = 503;
    expect(await fetchAccount()).toEqual({ status: 'unavailable' });
    server.accountStatus = 0;
    expect(await fetchAccount()).toEqual({ status: 'unavailable' });
    vi.stubGlobal('fetch', async () => Response.json({ nothing: true }));
    expect(await fetchAccount()).toEqual({ status: 'unavailable' });
  });

  it('logs out with a JSON POST, and rejects when the server refuses', async () => {
    const server = fakeAccountsServer();
    await logOut();
    expect(server.received[0]).toMatchObject({ url: '/auth/logout/', method: 'POST', body: '{}' });
    expect(server.received[0]?.headers.get('content-type')).toBe('application/json');
    vi.stubGlobal('fetch', async () => new Response(null, { status: 403 }));
    await expect(logOut()).rejects.toThrow('403');
  });

  it('gives the role and the login address', () => {
    expect(roleOf(null)).toBe('anonymous');
    expect(roleOf(user())).toBe('logged-in');
    expect(roleOf(user({ subscriber: true }))).toBe('subscriber');
    expect(loginHref('discord', '/en/guide/?a=1')).toBe('/auth/discord/?returnTo=%2Fen%2Fguide%2F%3Fa%3D1');
  });
});

describe('the account API on a site under a base path', () => {
  it('asks who is logged in under the base', async () => {
    document.documentElement.setAttribute(BASE_ATTRIBUTE, '/docs/');
    const server = fakeAccountsServer('/docs/');
    server.user = user();
    expect(await fetchAccount()).toMatchObject({ status: 'ready', user: server.user });
    expect(server.received.map((request) => request.url)).toEqual(['/docs/api/account/']);
  });

  it('logs out under the base', async () => {
    document.documentElement.setAttribute(BASE_ATTRIBUTE, '/docs/');
    const server = fakeAccountsServer('/docs/');
    await logOut();
    expect(server.received[0]).toMatchObject({ url: '/docs/auth/logout/', method: 'POST' });
  });

  it('starts logins under the base, coming back to the page as the browser shows it', () => {
    document.documentElement.setAttribute(BASE_ATTRIBUTE, '/docs/');
    expect(loginHref('github', '/docs/en/guide/?a=1')).toBe(
      '/docs/auth/github/?returnTo=%2Fdocs%2Fen%2Fguide%2F%3Fa%3D1',
    );
    expect(loginHref('discord', '/v2/en/', '/v2/')).toBe('/v2/auth/discord/?returnTo=%2Fv2%2Fen%2F');
  });

  it.each([
    ['account', '/', '/api/account/'],
    ['settings', '/docs/', '/docs/api/settings/'],
    ['logout', '/docs/', '/docs/auth/logout/'],
    ['settings', '/docs/v2', '/docs/v2/api/settings/'],
  ] as const)('writes the %s route under %j as %j', (route, base, expected) => {
    expect(accountRoute(route, base)).toBe(expected);
  });
});

describe('the account hint', () => {
  it('keeps the role a page last saw, and forgets it for an anonymous visitor', () => {
    expect(readAccountHint()).toBe('anonymous');
    writeAccountHint('subscriber');
    expect(localStorage.getItem(ACCOUNT_HINT_STORAGE_KEY)).toBe('subscriber');
    expect(readAccountHint()).toBe('subscriber');
    expect(accountMayBeLoggedIn()).toBe(true);
    writeAccountHint('anonymous');
    expect(localStorage.getItem(ACCOUNT_HINT_STORAGE_KEY)).toBeNull();
    expect(accountMayBeLoggedIn()).toBe(false);
  });

  it('notes a login under way until the server has answered', () => {
    markLoginPending();
    expect(sessionStorage.getItem(LOGIN_PENDING_STORAGE_KEY)).toBe('1');
    expect(accountMayBeLoggedIn()).toBe(true);
    writeAccountHint('logged-in');
    expect(sessionStorage.getItem(LOGIN_PENDING_STORAGE_KEY)).toBeNull();
  });

  it('ignores a hint no version of Lectern wrote, and survives blocked storage', () => {
    localStorage.setItem(ACCOUNT_HINT_STORAGE_KEY, 'admin');
    expect(readAccountHint()).toBe('anonymous');
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked, removeItem: blocked });
    vi.stubGlobal('sessionStorage', { getItem: blocked, setItem: blocked, removeItem: blocked });
    expect(readAccountHint()).toBe('anonymous');
    expect(() => writeAccountHint('logged-in')).not.toThrow();
    expect(() => markLoginPending()).not.toThrow();
    expect(accountMayBeLoggedIn()).toBe(false);
  });
});
