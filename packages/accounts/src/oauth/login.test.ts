import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../test/databases';
import { type Fixture, MONA, NELLY, startFixture } from '../test/fixture';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)('logging in, on %s', (kind) => {
  let fixture: Fixture;

  beforeAll(async () => {
    fixture = await startFixture(kind);
  });

  afterAll(async () => {
    await fixture?.stop();
  });

  it('says which providers are configured, and that nobody is logged in', async () => {
    expect(await fixture.device().account()).toEqual({ user: null, login: { github: true, discord: true } });
  });

  it('logs in with GitHub with state and S256 PKCE, and comes back to the page', async () => {
    const device = fixture.device();
    const { location, responses } = await device.login('github', '/components/alerts?tab=api#props');
    expect(location).toBe('/components/alerts?tab=api#props');

    const [start, , callback] = responses;
    const authorize = new URL(start?.headers.get('location') ?? '');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(fixture.github.endpoints.authorize);
    expect(authorize.searchParams.get('client_id')).toBe('github-client');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${fixture.server.origin}/auth/github/callback`);
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(start?.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        /^lectern-login-github=[\w-]+; Max-Age=600; Path=\/auth\/github; HttpOnly; SameSite=Lax$/,
      ),
    ]);

    const token = fixture.github.tokenRequests.at(-1);
    expect(token?.body.code_verifier).toMatch(/^[\w-]{43}$/);
    expect(token?.authorization).toBe(
      `Basic ${Buffer.from('github-client:github-secret').toString('base64')}`,
    );

    expect(callback?.status).toBe(302);
    expect(callback?.headers.getSetCookie()).toEqual([
      'lectern-login-github=; Max-Age=0; Path=/auth/github; HttpOnly; SameSite=Lax',
      expect.stringMatching(
        /^lectern-session=[\w-]{20}\.[\w-]{32}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
      ),
    ]);
    expect(device.has('lectern-login-github')).toBe(false);

    const { user } = await device.account();
    expect(user).toEqual({
      id: expect.any(String),
      name: 'Mona Lisa',
      avatarUrl: MONA.avatar_url,
      providers: ['github'],
      subscriber: false,
    });
  });

  it('keys the account on the provider id: a renamed GitHub user keeps it', async () => {
    const first = await fixture.device().login('github');
    expect(first.location).toBe('/guide');
    const before = await loggedInUser();
    fixture.github.profile = { ...MONA, login: 'mona', name: null };
    const after = await loggedInUser();
    fixture.github.profile = { ...MONA };
    expect(after).toMatchObject({ id: before.id, name: 'mona' });
  });

  it('logs in with Discord with state only (a confidential client), as a different user', async () => {
    const device = fixture.device();
    const { location, responses } = await device.login('discord', '/');
    expect(location).toBe('/');
    const authorize = new URL(responses[0]?.headers.get('location') ?? '');
    expect(authorize.searchParams.get('scope')).toBe('identify');
    expect(authorize.searchParams.has('code_challenge')).toBe(false);
    expect(fixture.discord.tokenRequests.at(-1)?.body).not.toHaveProperty('code_verifier');
    const { user } = await device.account();
    expect(user).toMatchObject({
      name: 'Nelly',
      avatarUrl: `https://cdn.discordapp.com/avatars/${NELLY.id}/${NELLY.avatar}.png`,
      providers: ['discord'],
    });
    expect(user?.id).not.toBe((await loggedInUser()).id);
  });

  it('links Discord to the account logged in with GitHub once confirmed, in a new session', async () => {
    fixture.github.profile = { ...MONA, id: 1001, name: 'Linker' };
    fixture.discord.profile = { ...NELLY, id: '1002' };
    const device = fixture.device();
    await device.login('github');
    const before = await device.account();
    const oldSession = device.cookies.get('lectern-session')?.value;

    // The callback asks first, naming both accounts; nothing is linked until the visitor says so.
    const { response, html, form } = await device.loginToLink('discord');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain(
      '<p>Link the Discord account Nelly to the account you are logged in with, Linker (GitHub)?</p>',
    );
    expect(form.action).toBe('/auth/link');
    expect((await device.account()).user).toMatchObject({ providers: ['github'] });
    expect(device.cookies.get('lectern-session')?.value).toBe(oldSession);

    const confirmed = await device.answerLink(form, 'link');
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/guide');
    const after = await device.account();
    expect(after.user).toMatchObject({ id: before.user?.id, providers: ['github', 'discord'] });
    expect(device.cookies.get('lectern-session')?.value).not.toBe(oldSession);

    const stale = fixture.device();
    stale.cookies.set('lectern-session', { value: oldSession ?? '', path: '/', attributes: '' });
    expect((await stale.account()).user).toBeNull();

    const elsewhere = fixture.device();
    await elsewhere.login('discord');
    expect((await elsewhere.account()).user?.id).toBe(before.user?.id);
    fixture.github.profile = { ...MONA };
    fixture.discord.profile = { ...NELLY };
  });

  it('refuses to link an account that belongs to someone else, and keeps the visitor logged in', async () => {
    const device = fixture.device();
    await device.login('github');
    const { location } = await device.login('discord', '/settings');
    expect(location).toBe('/settings?login=link-refused');
    expect((await device.account()).user).toMatchObject({ name: 'Mona Lisa', providers: ['github'] });
  });

  it('refuses a forged state, and starts no session', async () => {
    const device = fixture.device();
    const start = await device.request('/auth/github?returnTo=/guide');
    const authorize = new URL(start.headers.get('location') ?? '');
    const back = await device.request(authorize.href);
    const callback = new URL(back.headers.get('location') ?? '');
    callback.searchParams.set('state', 'forged-state-forged-state');
    const response = await device.request(callback.href);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/guide?login=failed');
    expect(device.has('lectern-session')).toBe(false);
    expect(fixture.server.logs.at(-1)?.message).toBe(
      'GitHub login failed: the state is not the one this browser was sent off with',
    );
  });

  it('refuses a callback without the login cookie of this browser', async () => {
    const device = fixture.device();
    const start = await device.request('/auth/github');
    const back = await fixture.device().request(start.headers.get('location') ?? '');
    const response = await fixture.device().request(back.headers.get('location') ?? '');
    expect(response.headers.get('location')).toBe('/?login=failed');
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('lectern-session='))).toBe(
      false,
    );
  });

  it('refuses a replayed callback, and a replayed code under a new state', async () => {
    const device = fixture.device();
    const start = await device.request('/auth/discord?returnTo=/guide');
    const flowCookie = device.cookies.get('lectern-login-discord');
    const back = await device.request(start.headers.get('location') ?? '');
    const callbackUrl = back.headers.get('location') ?? '';
    expect((await device.request(callbackUrl)).headers.get('location')).toBe('/guide');

    const attacker = fixture.device();
    if (flowCookie) attacker.cookies.set('lectern-login-discord', flowCookie);
    const replay = await attacker.request(callbackUrl);
    expect(replay.headers.get('location')).toBe('/guide?login=failed');
    expect(attacker.has('lectern-session')).toBe(false);
    expect(fixture.server.logs.at(-1)?.message).toBe(
      'Discord login failed: this callback was used before (a replayed login)',
    );

    const fresh = await attacker.request('/auth/discord?returnTo=/guide');
    const state = new URL(fresh.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const stolen = new URL(callbackUrl);
    stolen.searchParams.set('state', state);
    const reused = await attacker.request(stolen.href);
    expect(reused.headers.get('location')).toBe('/guide?login=failed');
    expect(attacker.has('lectern-session')).toBe(false);
    expect(fixture.server.logs.at(-1)?.message).toMatch(
      /^Discord login failed: the code could not be exchanged/,
    );
  });

  it('turns a provider error or a broken profile into "login failed", details only in the log', async () => {
    const device = fixture.device();
    const start = await device.request('/auth/github?returnTo=/guide');
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state');
    const denied = await device.request(`/auth/github/callback?error=access_denied&state=${state}`);
    expect(denied.headers.get('location')).toBe('/guide?login=failed');
    expect(fixture.server.logs.at(-1)?.message).toContain('GitHub answered "access_denied"');

    fixture.github.profileStatus = 500;
    const broken = await fixture.device().login('github', '/guide');
    fixture.github.profileStatus = 200;
    expect(broken.location).toBe('/guide?login=failed');
    expect(fixture.server.logs.at(-1)?.message).toContain('answered 500');

    fixture.github.profile = { login: 'no-id' };
    const noId = await fixture.device().login('github', '/guide');
    fixture.github.profile = { ...MONA };
    expect(noId.location).toBe('/guide?login=failed');
    expect(fixture.server.logs.at(-1)?.message).toContain('the profile has no numeric id');
  });

  it('sends visitors back only to pages of this site', async () => {
    expect((await fixture.device().login('github', 'https://evil.example/')).location).toBe('/');
    expect((await fixture.device().login('github', '//evil.example/')).location).toBe('/');
    expect((await fixture.device().login('github', '/\\evil.example/')).location).toBe('/');
    expect((await fixture.device().login('github', '/.//evil.example/')).location).toBe('/');
    // A login cookie edited in the browser cannot lead elsewhere either.
    const tampered = fixture.device();
    const flow = Buffer.from(
      JSON.stringify({ state: 'edited-state', verifier: null, returnTo: '//evil.example/' }),
    );
    tampered.cookies.set('lectern-login-discord', {
      value: flow.toString('base64url'),
      path: '/auth/discord',
      attributes: '',
    });
    const response = await tampered.request('/auth/discord/callback?code=made-up&state=edited-state');
    expect(response.headers.get('location')).toBe('/?login=failed');
  });

  it('logs out with POST: the session is deleted and its cookie cleared', async () => {
    const device = fixture.device();
    await device.login('github');
    const token = device.cookies.get('lectern-session')?.value ?? '';
    const response = await device.request('/auth/logout', { method: 'POST' });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual([
      'lectern-session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
    expect((await device.account()).user).toBeNull();
    const replay = fixture.device();
    replay.cookies.set('lectern-session', { value: token, path: '/', attributes: '' });
    const account = await replay.request('/api/account');
    expect(((await account.json()) as { user: unknown }).user).toBeNull();
    expect(account.headers.getSetCookie()).toEqual([
      'lectern-session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('answers a logout form with 303 to returnTo, and refuses a logout from another site', async () => {
    const device = fixture.device();
    await device.login('github');
    const crossSite = await device.request('/auth/logout', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(crossSite.status).toBe(403);
    expect((await device.account()).user).not.toBeNull();
    const form = await device.request('/auth/logout?returnTo=/guide', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/guide');
    expect((await device.account()).user).toBeNull();
    expect((await device.request('/auth/logout')).status).toBe(405);
  });

  async function loggedInUser(): Promise<Record<string, unknown>> {
    const device = fixture.device();
    await device.login('github');
    const { user } = await device.account();
    if (!user) throw new Error('not logged in');
    return user;
  }
});

describe.each(DATABASE_KINDS)('sessions over time, on %s', (kind) => {
  let fixture: Fixture;
  let now = Date.UTC(2026, 10, 1);

  beforeAll(async () => {
    fixture = await startFixture(kind, { now: () => now });
  });

  afterAll(async () => {
    await fixture?.stop();
  });

  it('extends a session used after half its life, up to the absolute cap, and ends an unused one', async () => {
    const device = fixture.device();
    await device.login('github');
    const created = now;
    now += 10 * DAY;
    const early = await device.request('/api/account');
    expect(early.headers.getSetCookie()).toEqual([]);

    now += 6 * DAY;
    const late = await device.request('/api/account');
    expect(late.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^lectern-session=[\w.-]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);

    // Used every 16 days, it lasts until 180 days after the login, and no longer.
    let lastCookie = { value: '', at: 0 };
    while (now + 16 * DAY < created + 180 * DAY) {
      now += 16 * DAY;
      const response = await device.request('/api/account');
      expect(((await response.json()) as { user: unknown }).user).not.toBeNull();
      const cookie = response.headers.getSetCookie()[0];
      if (cookie) lastCookie = { value: cookie, at: now };
    }
    expect(lastCookie.value).toContain(`Max-Age=${(created + 180 * DAY - lastCookie.at) / 1000};`);
    now += 16 * DAY;
    expect((await device.account()).user).toBeNull();

    await device.login('github');
    now += 31 * DAY;
    expect((await device.account()).user).toBeNull();
    expect(device.has('lectern-session')).toBe(false);
  });
});
