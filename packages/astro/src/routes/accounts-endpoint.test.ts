import type { APIContext, APIRoute } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { accountsEndpoint } from './accounts-endpoint.js';

const site = { theme: {}, locales: [{ title: 'English', locale: 'en', enabled: true }], defaultLocale: 'en' };

/** An endpoint of a server whose environment has GitHub's keys, an in-memory database and `more`. */
function endpoint(more: Record<string, string | undefined>, logError = vi.fn()) {
  const ALL = accountsEndpoint({
    site,
    baseUrl: '/',
    siteUrl: undefined,
    env: {
      LECTERN_SQLITE_PATH: ':memory:',
      GITHUB_CLIENT_ID: 'github-client',
      GITHUB_CLIENT_SECRET: 'github-secret',
      ...more,
    },
    logError,
  });
  return { request: (address: string) => send(ALL, address), logError };
}

function send(ALL: APIRoute, address: string) {
  const url = new URL(address);
  return ALL({ request: new Request(url), url, clientAddress: '127.0.0.1' } as unknown as APIContext);
}

// The accounts say on the console when they have migrated their database.
vi.spyOn(console, 'info').mockImplementation(() => {});

describe('accountsEndpoint', () => {
  it('has accounts of its own: two servers in one process keep their own limits', async () => {
    const one = endpoint({ LECTERN_ORIGIN: 'http://localhost:4321', LECTERN_LOGIN_RATE_LIMIT: '1' });
    const two = endpoint({ LECTERN_ORIGIN: 'http://localhost:4321', LECTERN_LOGIN_RATE_LIMIT: '1' });
    expect((await one.request('http://localhost:4321/auth/github/')).status).toBe(302);
    expect((await one.request('http://localhost:4321/auth/github/')).status).toBe(429);
    expect((await two.request('http://localhost:4321/auth/github/')).status).toBe(302);
  });

  it('answers for its own site only: two sites in one process each answer their own origin', async () => {
    const docs = endpoint({ LECTERN_ORIGIN: 'https://docs.example.com' });
    const blog = endpoint({ LECTERN_ORIGIN: 'https://blog.example.com' });
    expect((await docs.request('https://docs.example.com/api/account/')).status).toBe(200);
    expect((await blog.request('https://blog.example.com/api/account/')).status).toBe(200);
    expect((await docs.request('https://blog.example.com/api/account/')).status).toBe(421);
  });

  it('logs a configuration it cannot work with once, and another endpoint that can work still answers', async () => {
    const broken = endpoint({ LECTERN_ORIGIN: undefined });
    const working = endpoint({ LECTERN_ORIGIN: 'http://localhost:4321' });
    expect((await broken.request('http://localhost:4321/api/account/')).status).toBe(503);
    expect((await broken.request('http://localhost:4321/api/settings/')).status).toBe(503);
    expect(broken.logError).toHaveBeenCalledTimes(1);
    expect(broken.logError.mock.calls[0]?.[0]).toContain('LECTERN_ORIGIN: missing');
    expect((await working.request('http://localhost:4321/api/account/')).status).toBe(200);
    expect(working.logError).not.toHaveBeenCalled();
  });
});
