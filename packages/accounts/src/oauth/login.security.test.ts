import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../test/browser';
import { DATABASE_KINDS } from '../test/databases';
import { type Fixture, startFixture } from '../test/fixture';

// The security suite of the login routes: what a hostile client tried in the review of November 2026
// (../shared/reviews/security.md, rows 1.9, 1.14 and 1.26), against the real server and mock providers.

/** A login cookie made up by a client, as the server would read it. */
function madeUpFlowCookie(flow: Record<string, unknown>, provider: string) {
  return {
    value: Buffer.from(JSON.stringify(flow)).toString('base64url'),
    path: `/auth/${provider}`,
    attributes: '',
  };
}

/** Starts a login in `device` and follows it to the provider: the callback address it is sent back to. */
async function callbackOf(device: TestBrowser, provider: string): Promise<URL> {
  const start = await device.request(`/auth/${provider}?returnTo=/guide`);
  const back = await device.request(start.headers.get('location') ?? '');
  return new URL(back.headers.get('location') ?? '');
}

describe.each(DATABASE_KINDS)('the login routes under attack, on %s', (kind) => {
  let fixture: Fixture;

  beforeAll(async () => {
    fixture = await startFixture(kind);
  });

  afterAll(async () => {
    await fixture?.stop();
  });

  it('refuse an intercepted GitHub callback replayed with a login cookie without its PKCE verifier', async () => {
    const callback = await callbackOf(fixture.device(), 'github');
    const state = callback.searchParams.get('state');
    const attacker = fixture.device();
    attacker.cookies.set(
      'lectern-login-github',
      madeUpFlowCookie({ state, verifier: null, returnTo: '/en/' }, 'github'),
    );
    const tokenRequests = fixture.github.tokenRequests.length;
    const response = await attacker.request(callback.href);
    expect(response.headers.get('location')).toBe('/en/?login=failed');
    expect(attacker.has('lectern-session')).toBe(false);
    // The code was never sent to the provider: one that does not insist on PKCE cannot be talked into it.
    expect(fixture.github.tokenRequests.length).toBe(tokenRequests);
    expect(fixture.server.logs.at(-1)?.message).toBe(
      'GitHub login failed: the login cookie has no PKCE code verifier, which every login with this provider keeps',
    );
  });

  it('refuse a Discord login cookie with a verifier no Discord login keeps', async () => {
    const callback = await callbackOf(fixture.device(), 'discord');
    const attacker = fixture.device();
    attacker.cookies.set(
      'lectern-login-discord',
      madeUpFlowCookie(
        { state: callback.searchParams.get('state'), verifier: 'a'.repeat(43), returnTo: '/' },
        'discord',
      ),
    );
    expect((await attacker.request(callback.href)).headers.get('location')).toBe('/?login=failed');
    expect(attacker.has('lectern-session')).toBe(false);
  });

  it('log the provider’s error on one line, escaped and cut short, and only for the state of this browser', async () => {
    const device = fixture.device();
    const start = await device.request('/auth/github?returnTo=/guide');
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const forged = 'line1\n[lectern-accounts] FORGED LOG LINE\r\u2028\u202e';
    const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

    const response = await device.request(
      `/auth/github/callback?${query({ error: 'server_error\n', error_description: forged, state })}`,
    );
    expect(response.headers.get('location')).toBe('/guide?login=failed');
    const line = fixture.server.logs.at(-1)?.message ?? '';
    expect(line).toBe(
      'GitHub login failed: GitHub answered "server_error\\n" ("line1\\n[lectern-accounts] FORGED LOG LINE\\r\\u2028\\u202e")',
    );
    expect(line).not.toMatch(/[\n\r\u2028\u202e]/);

    await device.request('/auth/github?returnTo=/guide');
    const long = await device.request(
      `/auth/github/callback?${query({ error: 'x', error_description: 'y'.repeat(5000), state: stateOf(device) })}`,
    );
    expect(long.status).toBe(302);
    const longLine = fixture.server.logs.at(-1)?.message ?? '';
    expect(longLine).toContain(`"${'y'.repeat(200)}" (cut, 5000 characters in all)`);
    expect(longLine.length).toBeLessThan(400);

    // A made-up state: the address's text is not repeated at all.
    await device.request('/auth/github?returnTo=/guide');
    await device.request(
      `/auth/github/callback?${query({ error: 'x', error_description: forged, state: 'made-up' })}`,
    );
    expect(fixture.server.logs.at(-1)?.message).toBe(
      'GitHub login failed: the state is not the one this browser was sent off with',
    );
  });

  it.each([
    '/.//evil.example/',
    '/..//evil.example/',
    '/%2e%2e//evil.example/',
    '/x/../\\evil.example',
    '/./\\evil.example',
  ])('send a logout form with returnTo %j home, never to //host', async (returnTo) => {
    const device = fixture.device();
    await device.login('github');
    const start = await device.request(`/auth/github?returnTo=${encodeURIComponent(returnTo)}`);
    // The login cookie keeps only a checked path.
    const flow = JSON.parse(
      Buffer.from(device.cookies.get('lectern-login-github')?.value ?? '', 'base64url').toString(),
    ) as { returnTo: string };
    expect(start.status).toBe(302);
    expect(flow.returnTo).toBe('/');
    const logout = await device.request(`/auth/logout?returnTo=${encodeURIComponent(returnTo)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(logout.status).toBe(303);
    expect(logout.headers.get('location')).toBe('/');
  });
});

/** The state of the login this browser started last, from its login cookie. */
function stateOf(device: TestBrowser): string {
  const cookie = device.cookies.get('lectern-login-github')?.value ?? '';
  return (JSON.parse(Buffer.from(cookie, 'base64url').toString()) as { state: string }).state;
}
