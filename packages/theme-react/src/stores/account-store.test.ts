import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountState } from '../account/account-api';
import { readAccountHint, writeAccountHint } from '../account/account-hint';
import { fakeAccountsServer, user } from '../account/test-server';
import { accountSnapshot, createAccountStore, loadAccount, subscribeToAccount } from './account-store';
import { forgetPageStores } from './page-stores';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPageStores();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the account store', () => {
  it('asks the server once per page, tells its listeners, and keeps the hint', async () => {
    const server = fakeAccountsServer();
    server.user = user({ subscriber: true });
    const listener = vi.fn();
    const stop = subscribeToAccount(listener);
    expect(accountSnapshot()).toBeUndefined();
    const [first, second] = await Promise.all([loadAccount(), loadAccount()]);
    expect(first).toBe(second);
    expect(server.received).toHaveLength(1);
    expect(listener).toHaveBeenCalledOnce();
    expect(accountSnapshot()).toBe(first);
    expect(readAccountHint()).toBe('subscriber');

    server.user = null;
    await loadAccount({ refresh: true });
    expect(server.received).toHaveLength(2);
    expect(readAccountHint()).toBe('anonymous');
    stop();
  });

  it('keeps the hint when the server cannot say', async () => {
    const server = fakeAccountsServer();
    writeAccountHint('logged-in');
    server.accountStatus = 503;
    expect(await loadAccount()).toEqual({ status: 'unavailable' });
    expect(readAccountHint()).toBe('logged-in');
  });

  it('asks the server it is given, and stops telling a listener that stopped listening', async () => {
    const answer: AccountState = { status: 'ready', user: null, login: { github: true, discord: true } };
    const fetchAccount = vi.fn(async () => answer);
    const store = createAccountStore({ fetchAccount });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    expect(await store.load()).toBe(answer);
    stop();
    await store.load({ refresh: true });
    expect(fetchAccount).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledOnce();
    expect(store.snapshot()).toBe(answer);
  });
});
