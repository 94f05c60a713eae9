import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkForm, TestBrowser } from '../test/browser';
import { DATABASE_KINDS } from '../test/databases';
import { type Fixture, MONA, NELLY, startFixture } from '../test/fixture';

// The security suite of account linking: a session planted in the victim's browser (review of November
// 2026, ../shared/reviews/security.md, row 1.22) and every way to answer the confirmation but the right one.

const MINUTE = 60_000;

describe.each(DATABASE_KINDS)('account linking under attack, on %s', (kind) => {
  let fixture: Fixture;
  let now = Date.UTC(2026, 11, 1);
  let nextId = 9400;

  beforeAll(async () => {
    fixture = await startFixture(kind, { now: () => now });
  });

  afterAll(async () => {
    await fixture?.stop();
  });

  /** New GitHub and Discord accounts at the mock providers, for one test. */
  function newProfiles(name: string) {
    nextId += 1;
    fixture.github.profile = { ...MONA, id: nextId, name };
    fixture.discord.profile = { ...NELLY, id: String(nextId), global_name: `${name} on Discord` };
  }

  /** A device logged in with GitHub, asked to link Discord: the device and the page's form. */
  async function askedToLink(name: string): Promise<{ device: TestBrowser; form: LinkForm }> {
    newProfiles(name);
    const device = fixture.device();
    await device.login('github');
    const { form } = await device.loginToLink('discord');
    return { device, form };
  }

  async function providers(device: TestBrowser): Promise<unknown> {
    return (await device.account()).user?.providers;
  }

  it('do not link the victim’s Discord to an attacker’s session planted in their browser', async () => {
    newProfiles('Mallory');
    const attacker = fixture.device();
    await attacker.login('github');
    const planted = attacker.cookies.get('lectern-session');
    nextId += 1;
    fixture.discord.profile = { ...NELLY, id: String(nextId), global_name: 'Victim' };

    const victim = fixture.device();
    if (planted) victim.cookies.set('lectern-session', planted);
    const { html, form } = await victim.loginToLink('discord');
    // The page says whose account it would join.
    expect(html).toContain(
      'Link the Discord account Victim to the account you are logged in with, Mallory (GitHub)?',
    );
    expect(await providers(attacker)).toEqual(['github']);
    expect((await victim.answerLink(form, 'cancel')).status).toBe(303);
    expect(await providers(attacker)).toEqual(['github']);
    // The victim's Discord is still theirs alone.
    const own = fixture.device();
    await own.login('discord');
    expect((await own.account()).user).toMatchObject({ name: 'Victim', providers: ['discord'] });
  });

  it('refuse a token answered before: after Link, and after Cancel', async () => {
    const linked = await askedToLink('Replay');
    expect((await linked.device.answerLink(linked.form, 'link')).status).toBe(303);
    const replay = await linked.device.answerLink(linked.form, 'link');
    expect(replay.status).toBe(400);
    expect(await replay.text()).toMatch(
      /^This request to link an account is unknown or was already answered/,
    );

    const cancelled = await askedToLink('Cancelled');
    expect((await cancelled.device.answerLink(cancelled.form, 'cancel')).status).toBe(303);
    expect((await cancelled.device.answerLink(cancelled.form, 'link')).status).toBe(400);
    expect(await providers(cancelled.device)).toEqual(['github']);
  });

  it('refuse a token from another session, or none, and forget it', async () => {
    const { device, form } = await askedToLink('Stolen');
    const thief = fixture.device();
    newProfiles('Thief');
    await thief.login('github');
    const stolen = await thief.answerLink(form, 'link');
    expect(stolen.status).toBe(403);
    expect(await stolen.text()).toMatch(/was made in another session: nothing was linked/);
    expect(await providers(thief)).toEqual(['github']);
    expect(fixture.server.logs.at(-1)?.message).toMatch(/answered from another session/);
    // A token that went astray is spent: the session it was asked in cannot use it either.
    expect((await device.answerLink(form, 'link')).status).toBe(400);
    expect(await providers(device)).toEqual(['github']);

    const second = await askedToLink('Anonymous');
    expect((await fixture.device().answerLink(second.form, 'link')).status).toBe(403);
  });

  it('refuse a token past its ten minutes', async () => {
    const { device, form } = await askedToLink('Late');
    now += 10 * MINUTE;
    const late = await device.answerLink(form, 'link');
    now += MINUTE;
    expect(late.status).toBe(410);
    expect(await late.text()).toMatch(/^This request to link an account has expired/);
    expect(await providers(device)).toEqual(['github']);
  });

  it('refuse an answer from another site, without spending the token', async () => {
    const { device, form } = await askedToLink('CrossSite');
    const refusals = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refusals) {
      const response = await device.answerLink(form, 'link', { headers });
      expect(response.status).toBe(403);
    }
    expect((await device.answerLink(form, 'link', { noOrigin: true })).status).toBe(403);
    expect(await providers(device)).toEqual(['github']);
    expect((await device.answerLink(form, 'link')).status).toBe(303);
    expect(await providers(device)).toEqual(['github', 'discord']);
  });

  it('refuse what the form does not send: another body, a made-up token, GET', async () => {
    const { device, form } = await askedToLink('Made up');
    const json = await device.request(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: form.token, action: 'link' }),
    });
    expect(json.status).toBe(415);
    const [id] = form.token.split('.');
    expect((await device.answerLink({ ...form, token: `${id}.${'A'.repeat(32)}` }, 'link')).status).toBe(400);
    expect((await device.answerLink({ ...form, token: 'not-a-token' }, 'link')).status).toBe(400);
    expect((await device.answerLink(form, 'merge')).status).toBe(400);
    expect((await device.answerLink(form, 'x', { body: 'x'.repeat(2000) })).status).toBe(400);
    expect((await device.request(form.action)).status).toBe(405);
    expect(await providers(device)).toEqual(['github']);
    // None of these spent it.
    expect((await device.answerLink(form, 'link')).status).toBe(303);
  });

  it('forget the link when its session ends', async () => {
    const { device, form } = await askedToLink('Logged out');
    const session = device.cookies.get('lectern-session');
    await device.request('/auth/logout', { method: 'POST' });
    if (session) device.cookies.set('lectern-session', session);
    expect((await device.answerLink(form, 'link')).status).toBe(400);
  });
});
