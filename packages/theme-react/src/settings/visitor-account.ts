import type { VisitorRole } from '@lectern/theme-core';
import { ACCOUNT_HINT_STORAGE_KEY } from '@lectern/theme-core/dom';
import { roleOf } from '../account/account-api';
import { readAccountHint } from '../account/account-hint';
import { accountSnapshot, subscribeToAccount } from '../account/account-store';

// Who is reading, as the settings' effects need it: what the accounts server said (the account store,
// `loadAccount`), or until it has, the role this browser last saw (the account hint, which the first-paint
// script reads too), so a subscriber's perks show from the first paint. Anonymous when neither knows.

/** The visitor, as the settings' effects need them. */
export interface VisitorAccount {
  /** Anonymous, logged in, or subscriber: the subscriber perks take effect for subscribers only. */
  readonly role: VisitorRole;
  /** The account's name, for the avatar's text alternative. */
  readonly name?: string | undefined;
  /** The picture the login provider gives, an `https://` address. */
  readonly avatarUrl?: string | null | undefined;
  /** The login providers linked to the account (`github`, `discord`). */
  readonly providers?: readonly string[] | undefined;
}

let last: { from: unknown; hint: VisitorRole; account: VisitorAccount } | undefined;

/**
 * The visitor's account: what the accounts server said, else the role this browser last saw. The same
 * state gives the same object (React compares them).
 */
export function visitorAccount(): VisitorAccount {
  const state = accountSnapshot();
  const hint = readAccountHint();
  if (last !== undefined && last.from === state && last.hint === hint) return last.account;
  const user = state?.status === 'ready' ? state.user : undefined;
  const account: VisitorAccount =
    state?.status === 'ready'
      ? Object.freeze({
          role: roleOf(state.user),
          name: user?.name,
          avatarUrl: user?.avatarUrl,
          providers: user?.providers,
        })
      : Object.freeze({ role: hint });
  last = { from: state, hint, account };
  return account;
}

/**
 * Calls `onChange` when the visitor's account changes: when the accounts server answers in this page, or
 * when another tab logs in or out. Returns the function that stops listening.
 */
export function subscribeToVisitorAccount(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACCOUNT_HINT_STORAGE_KEY || event.key === null) onChange();
  };
  const stopAccount = subscribeToAccount(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    stopAccount();
    window.removeEventListener('storage', onStorage);
  };
}
