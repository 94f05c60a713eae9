import type { VisitorRole } from '@lectern/theme-core';
import { vi } from 'vitest';
import type { AccountUser } from '../account/account-api';
import { fakeAccountsServer, user } from '../account/test-server';
import { loadAccount } from '../stores/account-store';
import { forgetPageStores } from '../stores/page-stores';

/**
 * For tests: the fake accounts server says who is reading (`null` user when anonymous), and the page
 * asks it, as a page of a site with accounts does.
 */
export async function signIn(role: VisitorRole, details: Partial<AccountUser> = {}) {
  const server = fakeAccountsServer();
  server.user = role === 'anonymous' ? null : user({ subscriber: role === 'subscriber', ...details });
  await loadAccount({ refresh: true });
  return server;
}

/** Forgets the fake server and the page's stores (the account with them), for the next test. */
export function forgetAccount(): void {
  vi.unstubAllGlobals();
  forgetPageStores();
}
