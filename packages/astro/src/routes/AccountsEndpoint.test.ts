import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface EndpointEnv {
  readonly baseUrl?: string;
  /** Astro's `site`; unset when `undefined`. */
  readonly site?: string;
  /** `LECTERN_ORIGIN`, `http://localhost:4321` unless given; unset when `null`. */
  readonly origin?: string | null;
  readonly loginRateLimit?: string;
  readonly sqlitePath?: string;
}

// The endpoint reads Astro's base path and site (`import.meta.env.BASE_URL`, `.SITE`) once, when it loads,
// and makes its accounts on the first request: each test loads it afresh with the environment it stubs.
async function loadEndpoint({
  baseUrl = '/',
  site,
  origin = 'http://localhost:4321',
  loginRateLimit,
  sqlitePath = ':memory:',
}: EndpointEnv = {}) {
  vi.resetModules();
  vi.stubEnv('BASE_URL', baseUrl);
  vi.stubEnv('SITE', site);
  vi.stubEnv('LECTERN_ORIGIN', origin ?? undefined);
  vi.stubEnv('LECTERN_SQLITE_PATH', sqlitePath);
  vi.stubEnv('GITHUB_CLIENT_ID', 'github-client');
  vi.stubEnv('GITHUB_CLIENT_SECRET', 'github-secret');
  if (loginRateLimit !== undefined) vi.stubEnv('LECTERN_LOGIN_RATE_LIMIT', loginRateLimit);
  const { ALL } = await import('./AccountsEndpoint.js');
  return (address: string) => {
    const url = new URL(address, origin ?? site ?? 'http://localhost:4321');
    return ALL({ request: new Request(url), url, clientAddress: '127.0.0.1' } as unknown as APIContext);
  };
}

/** The `redirect_uri` a login start sends the provider. */
function redirectUri(login: Response): string | null {
  return new URL(login.headers.get('location') ?? '').searchParams.get('redirect_uri');
}

vi.mock('virtual:lectern/config', () => ({
  default: { theme: {}, locales: [{ title: 'English', locale: 'en', enabled: true }], defaultLocale: 'en' },
}));

// The accounts say on the console when they have migrated their database, after the test that opened it.
vi.spyOn(console, 'info').mockImplementation(() => {});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.mocked(console.error).mockRestore?.();
});

describe('the accounts endpoint', () => {
  it.each(['/docs/', '/docs'])('answers the routes under Astro base %j, nowhere else', async (baseUrl) => {
    const request = await loadEndpoint({ baseUrl });
    const account = await request('/docs/api/account/');
    expect(account.status).toBe(200);
    expect(await account.json()).toEqual({ user: null, login: { github: true, discord: false } });

    const login = await request('/docs/auth/github/?returnTo=/docs/en/guide/');
    expect(login.status).toBe(302);
    expect(redirectUri(login)).toBe('http://localhost:4321/docs/auth/github/callback/');
    expect(login.headers.getSetCookie()[0]).toContain('Path=/docs/auth/github;');

    const outside = await request('/api/account/');
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({ error: 'Not found.' });
  });

  it('answers them at the root of a site without a base', async () => {
    const request = await loadEndpoint();
    expect((await request('/api/account/')).status).toBe(200);
    expect(redirectUri(await request('/auth/github/'))).toBe('http://localhost:4321/auth/github/callback/');
  });

  it('takes its origin from Astro’s site without LECTERN_ORIGIN, and from LECTERN_ORIGIN over it', async () => {
    const fromSite = await loadEndpoint({ site: 'https://docs.example.com/handbook/', origin: null });
    expect(redirectUri(await fromSite('https://docs.example.com/auth/github/'))).toBe(
      'https://docs.example.com/auth/github/callback/',
    );
    const fromVariable = await loadEndpoint({
      site: 'https://docs.example.com',
      origin: 'http://localhost:4321',
    });
    expect(redirectUri(await fromVariable('/auth/github/'))).toBe(
      'http://localhost:4321/auth/github/callback/',
    );
  });

  it('is one instance: a request to another host is refused, and gets no limits of its own', async () => {
    const request = await loadEndpoint({ loginRateLimit: '2' });
    expect((await request('/auth/github/')).status).toBe(302);
    expect((await request('/auth/github/')).status).toBe(302);
    expect((await request('/auth/github/')).status).toBe(429);
    for (let port = 10_000; port < 10_300; port += 1) {
      const other = await request(`http://127.0.0.1:${port}/auth/github/`);
      expect(other.status).toBe(421);
      expect(other.headers.get('location')).toBeNull();
    }
    const account = await request('http://evil.example/api/account/');
    expect(account.status).toBe(421);
    expect(await account.json()).toEqual({
      error:
        'This server answers the accounts of http://localhost:4321 only: the request names another host. Behind a proxy, pass the Host header on (nginx: proxy_set_header Host $host).',
    });
    expect((await request('/auth/github/')).status).toBe(429);
  });

  it('without LECTERN_ORIGIN or a site, answers 503 and says once in the log which variable to set', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const request = await loadEndpoint({ origin: null });
    for (const address of ['/auth/github/', '/api/account/', '/api/settings/']) {
      const response = await request(address);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: 'Accounts are not set up correctly on this server; the details are in its log.',
      });
    }
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toContain('LECTERN_ORIGIN: missing');
  });

  it('with an SQLite file it cannot use, answers 503 and says once in the log which file and what to do', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const request = await loadEndpoint({ sqlitePath: '/proc/lectern/lectern.sqlite' });
    for (const address of ['/auth/github/', '/api/account/']) {
      expect((await request(address)).status).toBe(503);
    }
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toContain(
      '/proc/lectern/lectern.sqlite: its folder /proc/lectern cannot be created',
    );
  });
});
