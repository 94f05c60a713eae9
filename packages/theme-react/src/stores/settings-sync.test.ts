import {
  defaultSettingsDocument,
  SETTINGS_STORAGE_KEY,
  serializeSettings,
  updateSettings,
} from '@lectern/theme-core';
import { BASE_ATTRIBUTE, SETTINGS_CHANGE_EVENT } from '@lectern/theme-core/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAccountHint, writeAccountHint } from '../account/account-hint';
import { fakeAccountsServer, user } from '../account/test-server';
import { storedSettings } from '../test/stored-settings';
import { forgetPageStores } from './page-stores';
import { startSettingsSync, subscribeToSyncStatus, syncSettingsNow, syncStatus } from './settings-sync';

function storeLocally(change: Parameters<typeof updateSettings>[1], now: number) {
  localStorage.setItem(
    SETTINGS_STORAGE_KEY,
    serializeSettings(updateSettings(defaultSettingsDocument, change, { now })),
  );
}

const puts = (server: ReturnType<typeof fakeAccountsServer>) =>
  server.received.filter((request) => request.method === 'PUT');

afterEach(() => {
  document.documentElement.removeAttribute(BASE_ATTRIBUTE);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  forgetPageStores();
  localStorage.clear();
});

describe('the settings sync', () => {
  it('saves under the base path of a site served under one', async () => {
    document.documentElement.setAttribute(BASE_ATTRIBUTE, '/docs/');
    const server = fakeAccountsServer('/docs/');
    server.user = user();
    storeLocally({ theme: 'dark' }, 10);
    expect(await syncSettingsNow()).toMatchObject({ mode: 'sync' });
    expect(server.received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /docs/api/account/',
      'PUT /docs/api/settings/',
    ]);
  });

  it('does nothing for an anonymous visitor', async () => {
    const server = fakeAccountsServer();
    expect(await syncSettingsNow()).toEqual({ mode: 'off' });
    expect(puts(server)).toHaveLength(0);
  });

  it("sends the device's synced settings, without the device-only ones, and takes the account's newer ones with GitHub", async () => {
    const server = fakeAccountsServer();
    server.user = user();
    storeLocally({ theme: 'dark', searchHotkey: 'slash' }, 10);
    server.settings = updateSettings(
      { ...defaultSettingsDocument, values: { ...defaultSettingsDocument.values } },
      { direction: 'rtl', theme: 'light' },
      { now: 5 },
    );
    const listener = vi.fn();
    subscribeToSyncStatus(listener);
    window.addEventListener(SETTINGS_CHANGE_EVENT, listener);

    expect(await syncSettingsNow()).toEqual({ mode: 'sync' });
    const sent = JSON.parse(puts(server)[0]?.body ?? '{}');
    expect(sent.values.theme).toBe('dark');
    expect(sent.values).not.toHaveProperty('searchHotkey');
    expect(sent.values).not.toHaveProperty('syncSettings');
    expect(puts(server)[0]?.headers.get('content-type')).toBe('application/json');

    const local = storedSettings();
    expect(local.values).toMatchObject({ theme: 'dark', direction: 'rtl', searchHotkey: 'slash' });
    expect(listener).toHaveBeenCalled();
    window.removeEventListener(SETTINGS_CHANGE_EVENT, listener);

    // Nothing changed since: nothing is sent again.
    await syncSettingsNow();
    expect(puts(server)).toHaveLength(1);
  });

  it("saves without taking the account's settings for an account without GitHub", async () => {
    const server = fakeAccountsServer();
    server.user = user({ providers: ['discord'] });
    storeLocally({ theme: 'dark' }, 10);
    server.settings = updateSettings(defaultSettingsDocument, { direction: 'rtl' }, { now: 50 });
    expect(await syncSettingsNow()).toEqual({ mode: 'save' });
    expect(puts(server)).toHaveLength(1);
    expect(storedSettings().values.direction).toBe('ltr');
  });

  it('sends nothing with "sync settings" off', async () => {
    const server = fakeAccountsServer();
    server.user = user();
    storeLocally({ syncSettings: false }, 10);
    expect(await syncSettingsNow()).toEqual({ mode: 'off' });
    expect(puts(server)).toHaveLength(0);
  });

  it('says why the server refused, naming each field, and tries again after the next change', async () => {
    const server = fakeAccountsServer();
    server.user = user();
    server.settingsStatus = 403;
    server.error = {
      error: 'Some of these settings are subscriber perks.',
      errors: [{ field: 'values.ads', message: 'Turning off ads is a subscriber perk.' }],
    };
    storeLocally({ ads: false }, 10);
    expect(await syncSettingsNow()).toEqual({
      mode: 'sync',
      error: 'Some of these settings are subscriber perks. values.ads: Turning off ads is a subscriber perk.',
    });
    expect(syncStatus().error).toContain('subscriber perk');
    server.settingsStatus = 200;
    expect(await syncSettingsNow()).toEqual({ mode: 'sync' });
  });

  it('says the server cannot be reached, and forgets the login the server no longer knows', async () => {
    const server = fakeAccountsServer();
    server.user = user();
    storeLocally({ theme: 'dark' }, 10);
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') throw new TypeError('Failed to fetch');
      return Response.json({ user: server.user, login: server.login });
    });
    expect((await syncSettingsNow()).error).toBe('the server cannot be reached.');

    writeAccountHint('logged-in');
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) =>
      init.method === 'PUT'
        ? Response.json({ error: 'not logged in' }, { status: 401 })
        : Response.json({ user: server.user, login: server.login }),
    );
    expect(await syncSettingsNow()).toEqual({ mode: 'off' });
    expect(readAccountHint()).toBe('anonymous');
  });

  it('syncs half a second after each change made on the page', async () => {
    const server = fakeAccountsServer();
    server.user = user();
    storeLocally({ theme: 'dark' }, 10);
    startSettingsSync();
    await vi.waitFor(() => expect(puts(server)).toHaveLength(1));
    storeLocally({ theme: 'light' }, 20);
    window.dispatchEvent(new Event(SETTINGS_CHANGE_EVENT));
    await vi.waitFor(() => expect(puts(server)).toHaveLength(2), { timeout: 3000 });
    expect(JSON.parse(puts(server)[1]?.body ?? '{}').values.theme).toBe('light');
  });
});
