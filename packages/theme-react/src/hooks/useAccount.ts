import { useEffect, useSyncExternalStore } from 'react';
import type { AccountState } from '../account/account-api';
import { accountSnapshot, loadAccount, subscribeToAccount } from '../stores/account-store';

const nothingYet = () => undefined;

/**
 * The visitor's account, asked of the server when first used on a page (`undefined` until it answers):
 * who is logged in and which login buttons work, or `unavailable` without an accounts server.
 *
 * @param enabled Whether the site has an accounts server; without one nothing is asked.
 * @example const account = useAccount(); if (account?.status === 'ready' && account.user) …
 */
export function useAccount(enabled = true): AccountState | undefined {
  const account = useSyncExternalStore(subscribeToAccount, accountSnapshot, nothingYet);
  useEffect(() => {
    if (enabled) void loadAccount();
  }, [enabled]);
  return enabled ? account : undefined;
}
