import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The endpoint reads Astro's base path (`import.meta.env.BASE_URL`) once, when it loads: each test loads
// it afresh with the base it stubs.
async function loadEndpoint(baseUrl: string) {
  vi.resetModules();
  vi.stubEnv('BASE_URL', baseUrl);
  vi.stubEnv('LECTERN_SQLITE_PATH', ':memory:');
  vi.stubEnv('LECTERN_ORIGIN', 'http://localhost:4321');
  vi.stubEnv('GITHUB_CLIENT_ID', 'github-client');
  vi.stubEnv('GITHUB_CLIENT_SECRET', 'github-secret');
  const { ALL } = await import('./AccountsEndpoint.js');
  return (path: string) => {
    const url = new URL(path, 'http://localhost:4321');
    return ALL({ request: new Request(url), url, clientAddress: '127.0.0.1' } as unknown as APIContext);
  };
}

// The accounts say on the console when they have migrated their database, after the test that opened it.
vi.spyOn(console, 'info').mockImplementation(() => {});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the accounts endpoint', () => {
  it.each(['/docs/', '/docs'])('answers the routes under Astro base %j, nowhere else', async (baseUrl) => {
    const request = await loadEndpoint(baseUrl);
    const account = await request('/docs/api/account/');
    expect(account.status).toBe(200);
    expect(await account.json()).toEqual({ user: null, login: { github: true, discord: false } });

    const login = await request('/docs/auth/github/?returnTo=/docs/en/guide/');
    expect(login.status).toBe(302);
    const authorize = new URL(login.headers.get('location') ?? '');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:4321/docs/auth/github/callback/',
    );
    expect(login.headers.getSetCookie()[0]).toContain('Path=/docs/auth/github;');

    const outside = await request('/api/account/');
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({ error: 'Not found.' });
  });

  it('answers them at the root of a site without a base', async () => {
    const request = await loadEndpoint('/');
    expect((await request('/api/account/')).status).toBe(200);
    const login = await request('/auth/github/');
    const authorize = new URL(login.headers.get('location') ?? '');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:4321/auth/github/callback/');
  });
});
