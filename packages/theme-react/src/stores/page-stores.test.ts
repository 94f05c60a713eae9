import { SETTINGS_STORAGE_KEY, serializeSettings, updateSettings } from '@lectern/theme-core';
import { SETTINGS_CHANGE_EVENT } from '@lectern/theme-core/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountsServer, user } from '../account/test-server';
import { storedSettings } from '../test/stored-settings';
import { accountSnapshot, loadAccount, pageAccount, subscribeToAccount } from './account-store';
import { forgetPageStores, pageStore } from './page-stores';
import { pageSettingsStorage } from './settings-storage';
import { pageSettingsSync, startSettingsSync } from './settings-sync';
import { pageSettingsText, peekSettings } from './stored-settings';
import { pageVisitorAccount, visitorAccount } from './visitor-account';

/** The window of a frame in the page: a second page, with its own stores. */
function frameWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  if (!frame.contentWindow) throw new Error('the frame has no window');
  return frame.contentWindow;
}

const puts = (server: ReturnType<typeof fakeAccountsServer>) =>
  server.received.filter((request) => request.method === 'PUT');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  forgetPageStores();
  document.body.replaceChildren();
  localStorage.clear();
});

describe('the page stores', () => {
  it('make each store once per window, and the same one for every caller', () => {
    const created = vi.fn((view: Window) => ({ view }));
    const store = pageStore(created);
    expect(pageStore(created, window)).toBe(store);
    expect(store.view).toBe(window);
    expect(created).toHaveBeenCalledOnce();
    expect(pageAccount()).toBe(pageAccount(window));
    expect(pageVisitorAccount()).toBe(pageVisitorAccount());
    expect(pageSettingsStorage()).toBe(pageSettingsStorage());
    expect(pageSettingsSync()).toBe(pageSettingsSync());
  });

  it('keep the state of two windows apart', async () => {
    const other = frameWindow();
    expect(pageAccount(other)).not.toBe(pageAccount());
    expect(pageSettingsText(other)).not.toBe(pageSettingsText());

    const server = fakeAccountsServer();
    server.user = user({ name: 'Ada' });
    await loadAccount();
    expect(accountSnapshot()).toMatchObject({ status: 'ready', user: { name: 'Ada' } });
    expect(visitorAccount().name).toBe('Ada');
    expect(pageAccount(other).snapshot()).toBeUndefined();
    expect(pageVisitorAccount(other).current().name).toBeUndefined();

    // With storage blocked, a change lasts for its own page only.
    const blocked = () => {
      throw new DOMException('Storage is blocked', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked });
    pageSettingsStorage().change({ theme: 'dark' });
    expect(peekSettings().theme).toBe('dark');
    expect(pageSettingsStorage(other).read().settings.values.theme).not.toBe('dark');
  });

  it('start fresh once forgotten, and tell the forgotten ones nothing more', async () => {
    const server = fakeAccountsServer();
    server.user = user();
    const listener = vi.fn();
    subscribeToAccount(listener);
    const before = pageAccount();
    await loadAccount();
    expect(listener).toHaveBeenCalledOnce();

    forgetPageStores();
    expect(pageAccount()).not.toBe(before);
    expect(accountSnapshot()).toBeUndefined();
    await loadAccount();
    expect(listener).toHaveBeenCalledOnce();
    expect(server.received).toHaveLength(2);
  });

  it("stop a forgotten page's settings sync from following the page's changes", async () => {
    vi.useFakeTimers();
    const server = fakeAccountsServer();
    server.user = user();
    startSettingsSync();
    await vi.waitFor(() => expect(puts(server)).toHaveLength(1));

    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      serializeSettings(updateSettings(storedSettings(), { theme: 'dark' }, { now: 20 })),
    );
    window.dispatchEvent(new Event(SETTINGS_CHANGE_EVENT)); // due in half a second
    forgetPageStores();
    window.dispatchEvent(new Event(SETTINGS_CHANGE_EVENT));
    await vi.advanceTimersByTimeAsync(1000);
    expect(puts(server)).toHaveLength(1);
  });
});
