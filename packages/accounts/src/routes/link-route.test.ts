import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../test/databases';
import { type Fixture, MONA, NELLY, startFixture } from '../test/fixture';

// Linking a second provider to the account logged in: asked on a page of its own, done only by its form.

describe.each(DATABASE_KINDS)('linking a provider after confirmation, on %s', (kind) => {
  let fixture: Fixture;
  let nextId = 7000;

  beforeAll(async () => {
    fixture = await startFixture(kind);
  });

  afterAll(async () => {
    await fixture?.stop();
  });

  /** A device logged in with GitHub as a new user, with a new Discord account waiting to be linked. */
  async function loggedInWithGitHub(name = 'Ada') {
    nextId += 1;
    fixture.github.profile = { ...MONA, id: nextId, name };
    fixture.discord.profile = { ...NELLY, id: String(nextId), global_name: `${name} on Discord` };
    const device = fixture.device();
    await device.login('github');
    return device;
  }

  it('asks on a page that cannot be framed or cached, naming both accounts, and links nothing', async () => {
    const device = await loggedInWithGitHub('Ada');
    const session = device.cookies.get('lectern-session')?.value;
    const { response, html } = await device.loginToLink('discord', '/en/guide/');
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'cache-control': 'private, no-store',
      'content-type': 'text/html; charset=utf-8',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'content-security-policy': expect.stringMatching(
        /^default-src 'none'; style-src 'sha256-[\w+/]+=*'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'$/,
      ),
    });
    // The login cookie is spent; the session is the one the visitor had.
    expect(response.headers.getSetCookie()).toEqual([
      'lectern-login-discord=; Max-Age=0; Path=/auth/discord; HttpOnly; SameSite=Lax',
    ]);
    expect(device.cookies.get('lectern-session')?.value).toBe(session);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1>Link Discord to your account?</h1>');
    expect(html).toContain(
      'Link the Discord account Ada on Discord to the account you are logged in with, Ada (GitHub)?',
    );
    expect(html).toContain('<button type="submit" name="action" value="link">Link Discord</button>');
    expect(html).toContain('<button type="submit" name="action" value="cancel">Cancel</button>');
    expect((await device.account()).user).toMatchObject({ name: 'Ada', providers: ['github'] });
  });

  it('links with the form’s Link button: a new session, back to the page the login began on', async () => {
    const device = await loggedInWithGitHub('Grace');
    const before = await device.account();
    const session = device.cookies.get('lectern-session')?.value ?? '';
    const { form } = await device.loginToLink('discord', '/en/guide/?tab=1');
    const confirmed = await device.answerLink(form, 'link');
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/en/guide/?tab=1');
    expect(confirmed.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^lectern-session=[\w-]{20}\.[\w-]{32}; Max-Age=2592000; Path=\/;/),
    ]);
    expect(device.cookies.get('lectern-session')?.value).not.toBe(session);
    expect((await device.account()).user).toMatchObject({
      id: before.user?.id,
      providers: ['github', 'discord'],
    });
    const stale = fixture.device();
    stale.cookies.set('lectern-session', { value: session, path: '/', attributes: '' });
    expect((await stale.account()).user).toBeNull();

    // Logging in again with a provider already linked to the account asks nothing.
    expect((await device.login('discord', '/en/')).location).toBe('/en/');
    expect((await device.account()).user?.id).toBe(before.user?.id);
    // And on another device, Discord alone logs in to the same account.
    const elsewhere = fixture.device();
    expect((await elsewhere.login('discord')).location).toBe('/guide');
    expect((await elsewhere.account()).user?.id).toBe(before.user?.id);
  });

  it('forgets the link with Cancel: back to the page, same session, nothing linked', async () => {
    const device = await loggedInWithGitHub('Hedy');
    const session = device.cookies.get('lectern-session')?.value;
    const { form } = await device.loginToLink('discord', '/en/settings/');
    const cancelled = await device.answerLink(form, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('/en/settings/');
    expect(cancelled.headers.getSetCookie()).toEqual([]);
    expect(device.cookies.get('lectern-session')?.value).toBe(session);
    expect((await device.account()).user).toMatchObject({ providers: ['github'] });
    // The Discord account is still free: logged in on its own, it is an account of its own.
    const other = fixture.device();
    await other.login('discord');
    expect((await other.account()).user).toMatchObject({ name: 'Hedy on Discord', providers: ['discord'] });
  });

  it('refuses at confirmation a Discord account that another user took meanwhile', async () => {
    const device = await loggedInWithGitHub('Katherine');
    const { form } = await device.loginToLink('discord', '/en/');
    await fixture.device().login('discord');
    const answer = await device.answerLink(form, 'link');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en/?login=link-refused');
    expect((await device.account()).user).toMatchObject({ providers: ['github'] });
  });

  it('asks nothing on a first login, nor for an account that belongs to someone else', async () => {
    nextId += 1;
    fixture.discord.profile = { ...NELLY, id: String(nextId) };
    expect((await fixture.device().login('discord', '/en/')).location).toBe('/en/');
    const device = await loggedInWithGitHub('Margaret');
    fixture.discord.profile = { ...NELLY, id: String(nextId - 1) };
    expect((await device.login('discord', '/en/')).location).toBe('/en/?login=link-refused');
  });
});

describe('the link confirmation under a base path, in another language', () => {
  let fixture: Fixture;

  beforeAll(async () => {
    fixture = await startFixture('sqlite', {
      basePath: '/docs/',
      trailingSlash: true,
      pageLanguage: (returnTo) =>
        returnTo.startsWith('/docs/ar/')
          ? { lang: 'ar', dir: 'rtl', labels: { 'account.linkCancel': 'إلغاء' } }
          : { lang: 'en', dir: 'ltr', labels: {} },
    });
  });

  afterAll(async () => {
    await fixture?.stop();
  });

  it('posts to the base path with its trailing slash, and speaks the language of the page', async () => {
    const device = fixture.device();
    await device.login('github');
    const { html, form } = await device.loginToLink('discord', '/docs/ar/guide/');
    expect(form.action).toBe('/docs/auth/link/');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<button type="submit" name="action" value="cancel">إلغاء</button>');
    // Texts the site has not translated are English, and say so.
    expect(html).toContain('<h1 lang="en">Link Discord to your account?</h1>');
    const confirmed = await device.answerLink(form, 'link');
    expect(confirmed.headers.get('location')).toBe('/docs/ar/guide/');
    expect((await device.account()).user).toMatchObject({ providers: ['github', 'discord'] });
  });
});
