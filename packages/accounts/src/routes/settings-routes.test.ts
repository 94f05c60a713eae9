import {
  defaultSettingsDocument,
  PERK_MESSAGES,
  SETTINGS_BODY_MAX_BYTES,
  settingsBodyTooLargeMessage,
  settingsForSync,
  updateSettings,
} from '@lectern/theme-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../test/browser';
import { DATABASE_KINDS } from '../test/databases';
import { deviceSettings, type Fixture, MONA, startFixture } from '../test/fixture';
import { runCommand } from '../test/run-command';
import { MESSAGES } from './messages';

/** A time well before the tests run, so that every time in them is in the past for the server. */
const T = Date.UTC(2026, 0, 1);

interface SettingsAnswer {
  settings: { version: number; values: Record<string, unknown>; updatedAt: Record<string, number> };
  version: number;
  role: string;
}

describe.each(DATABASE_KINDS)('the settings routes, on %s', (kind) => {
  let fixture: Fixture;
  let githubId = 5000;

  beforeAll(async () => {
    fixture = await startFixture(kind);
  });

  afterAll(async () => {
    await fixture?.stop();
  });

  /** A GitHub id no test used yet. */
  function nextGithubId(): number {
    githubId += 1;
    return githubId;
  }

  /** A device logged in as a new GitHub user (or as `id`'s). */
  async function loggedIn(id = nextGithubId()): Promise<TestBrowser> {
    fixture.github.profile = { ...MONA, id };
    const device = fixture.device();
    await device.login('github');
    return device;
  }

  async function answer(response: Response): Promise<SettingsAnswer> {
    expect(response.status).toBe(200);
    return (await response.json()) as SettingsAnswer;
  }

  it('saves settings to the account and reads them back on a second device', async () => {
    const id = nextGithubId();
    const phone = await loggedIn(id);
    const saved = await answer(
      await phone.putSettings(deviceSettings({ theme: 'dark', inlineApiTables: true }, T)),
    );
    expect(saved.version).toBe(1);
    expect(saved.role).toBe('logged-in');
    expect(saved.settings.values).toMatchObject({ theme: 'dark', inlineApiTables: true });

    const laptop = await loggedIn(id);
    const read = await laptop.request('/api/settings');
    const body = await answer(read);
    expect(body).toEqual(saved);
    const etag = read.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+\.1"$/);
    const again = await laptop.request('/api/settings', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('keeps the changes of two devices that changed different settings while offline', async () => {
    const id = nextGithubId();
    const phone = await loggedIn(id);
    const laptop = await loggedIn(id);
    await answer(await phone.putSettings(deviceSettings({ theme: 'light' }, T + 2000)));
    const merged = await answer(
      await laptop.putSettings(deviceSettings({ direction: 'rtl', theme: 'dark' }, T + 1000)),
    );
    expect(merged.settings.values).toMatchObject({ theme: 'light', direction: 'rtl' });
    expect(merged.settings.updatedAt).toMatchObject({ theme: T + 2000, direction: T + 1000 });
    expect(merged.version).toBe(2);
  });

  it('never takes device-only settings, and counts times from the future as the server’s now', async () => {
    const device = await loggedIn();
    const before = Date.now();
    const local = updateSettings(
      defaultSettingsDocument,
      { searchHotkey: 'slash', syncSettings: false, darkCodeBlocks: true },
      { now: before + 365 * 24 * 3600 * 1000 },
    );
    const saved = await answer(await device.putSettings(local));
    expect(saved.settings.values).not.toHaveProperty('searchHotkey');
    expect(saved.settings.values).not.toHaveProperty('syncSettings');
    expect(saved.settings.values.darkCodeBlocks).toBe(true);
    expect(saved.settings.updatedAt.darkCodeBlocks).toBeGreaterThanOrEqual(before);
    expect(saved.settings.updatedAt.darkCodeBlocks).toBeLessThanOrEqual(Date.now());
  });

  it('merges the settings a visitor changed anonymously into the account on first login', async () => {
    const id = nextGithubId();
    const other = await loggedIn(id);
    await answer(
      await other.putSettings(deviceSettings({ theme: 'blackguard', developerMode: true }, T + 5000)),
    );

    // Anonymous on a new device: changes kept in the browser, refused by the server.
    const local = updateSettings(
      updateSettings(defaultSettingsDocument, { theme: 'light' }, { now: T + 1000 }),
      { dismissedBanners: ['release-4.0'], compositionApiExamples: false },
      { now: T + 9000 },
    );
    const anonymous = fixture.device();
    const refused = await anonymous.putSettings(settingsForSync(local));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: MESSAGES.notLoggedIn });

    // After login, the device sends its document once: each setting keeps its latest change.
    fixture.github.profile = { ...MONA, id };
    await anonymous.login('github');
    const merged = await answer(await anonymous.putSettings(settingsForSync(local)));
    expect(merged.settings.values).toMatchObject({
      theme: 'blackguard',
      developerMode: true,
      dismissedBanners: ['release-4.0'],
      compositionApiExamples: false,
    });
  });

  it('answers anonymous visitors 401 with a clear message', async () => {
    const response = await fixture.device().request('/api/settings');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: MESSAGES.notLoggedIn });
  });

  it('refuses writes from other sites, and writes that are not JSON', async () => {
    const device = await loggedIn();
    const body = deviceSettings({ theme: 'dark' }, T);
    const evil = await device.putSettings(body, { headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({
      error: 'This request comes from https://evil.example, not from this site.',
    });
    const crossSite = await device.putSettings(body, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const noOrigin = await device.request('/api/settings', {
      method: 'PUT',
      noOrigin: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(noOrigin.status).toBe(403);
    const viaReferer = await device.request('/api/settings', {
      method: 'PUT',
      noOrigin: true,
      headers: { 'content-type': 'application/json', referer: `${fixture.server.origin}/settings` },
      body: JSON.stringify(body),
    });
    expect(viaReferer.status).toBe(200);
    const text = await device.putSettings(body, { headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ error: MESSAGES.notJson });
  });

  it('refuses an oversized body with 413 and a mistyped one with 400, naming each field', async () => {
    const device = await loggedIn();
    const oversized = await device.putSettings(`{"padding":"${'x'.repeat(SETTINGS_BODY_MAX_BYTES)}"}`);
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toEqual({
      error: MESSAGES.tooLarge,
      errors: [{ field: '', message: settingsBodyTooLargeMessage(SETTINGS_BODY_MAX_BYTES + 14) }],
    });

    const body = deviceSettings({}, T);
    const mistyped = await device.putSettings({
      ...body,
      values: { ...body.values, theme: 'sepia', ads: 'no' },
    });
    expect(mistyped.status).toBe(400);
    expect(await mistyped.json()).toEqual({
      error: MESSAGES.invalid,
      errors: [
        { field: 'values.ads', message: 'expected a boolean (got "no")' },
        {
          field: 'values.theme',
          message: 'expected one of "system", "light", "dark", "blackguard" (got "sepia")',
        },
      ],
    });
    const notJson = await device.putSettings('{"version":1,');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({
      error: MESSAGES.invalid,
      errors: [{ field: '', message: 'expected settings written as JSON' }],
    });
  });

  it('refuses a perk for a non-subscriber, saying it is a subscriber perk, and accepts it once the admin command grants it', async () => {
    const id = nextGithubId();
    const device = await loggedIn(id);
    const perks = await device.putSettings(
      deviceSettings({ ads: false, pins: ['/components/alerts'], theme: 'dark' }, T),
    );
    expect(perks.status).toBe(403);
    expect(await perks.json()).toEqual({
      error: MESSAGES.perks,
      errors: [
        { field: 'pins', message: PERK_MESSAGES.pins },
        { field: 'ads', message: PERK_MESSAGES.ads },
      ],
    });
    expect((await answer(await device.request('/api/settings'))).version).toBe(0);

    // Perks sent at their defaults (a full device document) are not refused.
    const defaults = await answer(
      await device.putSettings(
        deviceSettings({ ads: true, quickbar: true, railDrawer: false, theme: 'dark' }, T),
      ),
    );
    expect(defaults.settings.values.theme).toBe('dark');

    await grantSubscriber(id);
    const granted = await answer(
      await device.putSettings(deviceSettings({ ads: false, pins: ['/components/alerts'] }, T + 1)),
    );
    expect(granted.role).toBe('subscriber');
    expect(granted.settings.values).toMatchObject({ ads: false, pins: ['/components/alerts'] });
  });

  /** Grants the perks as an administrator does, with the admin command, while the server runs. */
  async function grantSubscriber(id: number): Promise<void> {
    const run = await runCommand(['subscriber', 'grant', `github:${id}`], fixture.database.options);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Granted the subscriber perks to Mona Lisa/);
  }
});

describe.each(DATABASE_KINDS)('the rate limits, on %s', (kind) => {
  let fixture: Fixture;

  beforeAll(async () => {
    fixture = await startFixture(kind, {
      rateLimits: { login: { limit: 3, windowMs: 60_000 }, settingsWrites: { limit: 2, windowMs: 60_000 } },
    });
  });

  afterAll(async () => {
    await fixture?.stop();
  });

  it('answers 429 with Retry-After past the limit of settings writes per user and of logins per address', async () => {
    const device = fixture.device();
    await device.login('github');
    const body = deviceSettings({ theme: 'dark' }, T);
    expect((await device.putSettings(body)).status).toBe(200);
    expect((await device.putSettings(body)).status).toBe(200);
    const limited = await device.putSettings(body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /^Too many requests: try again in \d+ seconds?\.$/,
    );

    expect((await device.request('/auth/github')).status).toBe(302);
    expect((await device.request('/auth/github')).status).toBe(302);
    const login = await device.request('/auth/github');
    expect(login.status).toBe(429);
    expect(login.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
