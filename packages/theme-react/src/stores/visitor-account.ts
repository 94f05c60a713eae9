import type { VisitorRole } from '@lectern/theme-core';
import { ACCOUNT_HINT_STORAGE_KEY } from '@lectern/theme-core/dom';
import { roleOf } from '../account/account-api';
import { readAccountHint } from '../account/account-hint';
import { type AccountStore, pageAccount } from './account-store';
import { pageStore } from './page-stores';

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

/** The visitor's account as one page knows it (see {@link createVisitorAccount}). */
export interface VisitorAccountStore {
  /** The visitor's account; the same state gives the same object (React compares them). */
  current(): VisitorAccount;
  /** Calls `onChange` when the visitor's account changes; returns the function that stops listening. */
  subscribe(onChange: () => void): () => void;
}

// Who reads a page rendered on the server: nobody is known there.
const ANONYMOUS: VisitorAccount = Object.freeze({ role: 'anonymous' });

/**
 * The visitor's account as the page in `view` knows it: what `account` (its account store) says, else the
 * role this browser last saw. It changes when the accounts server answers on the page, and when another
 * tab logs in or out.
 */
export function createVisitorAccount(account: AccountStore, view: Window): VisitorAccountStore {
  // The last answer, so that the same state gives the same object (React compares them).
  let last: { from: unknown; hint: VisitorRole; account: VisitorAccount } | undefined;
  return {
    current() {
      const state = account.snapshot();
      const hint = readAccountHint();
      if (last !== undefined && last.from === state && last.hint === hint) return last.account;
      const user = state?.status === 'ready' ? state.user : undefined;
      const visitor: VisitorAccount =
        state?.status === 'ready'
          ? Object.freeze({
              role: roleOf(state.user),
              name: user?.name,
              avatarUrl: user?.avatarUrl,
              providers: user?.providers,
            })
          : Object.freeze({ role: hint });
      last = { from: state, hint, account: visitor };
      return visitor;
    },
    subscribe(onChange) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === ACCOUNT_HINT_STORAGE_KEY || event.key === null) onChange();
      };
      const stopAccount = account.subscribe(onChange);
      view.addEventListener('storage', onStorage);
      return () => {
        stopAccount();
        view.removeEventListener('storage', onStorage);
      };
    },
  };
}

function createPageVisitorAccount(view: Window): VisitorAccountStore {
  return createVisitorAccount(pageAccount(view), view);
}

/** The visitor's account of the page in `view`, which its islands and page scripts share. */
export function pageVisitorAccount(view: Window = window): VisitorAccountStore {
  return pageStore(createPageVisitorAccount, view);
}

/**
 * The visitor's account: what the accounts server said, else the role this browser last saw. The same
 * state gives the same object (React compares them). Anonymous on the server.
 */
export function visitorAccount(): VisitorAccount {
  return typeof window === 'undefined' ? ANONYMOUS : pageVisitorAccount().current();
}

/**
 * Calls `onChange` when the visitor's account changes: when the accounts server answers in this page, or
 * when another tab logs in or out. Returns the function that stops listening.
 */
export function subscribeToVisitorAccount(onChange: () => void): () => void {
  return pageVisitorAccount().subscribe(onChange);
}
