import { type AccountState, fetchAccount, roleOf } from '../account/account-api';
import { writeAccountHint } from '../account/account-hint';
import { pageStore } from './page-stores';

// The visitor's account as a page knows it: asked of the server once, shared by every part of the page
// that shows it (the settings panel, the dashboard, the settings sync).

/** The visitor's account as one page knows it (see {@link createAccountStore}). */
export interface AccountStore {
  /** The account as last asked; `undefined` until the server has answered. */
  snapshot(): AccountState | undefined;
  /** Asks the server once (again with `refresh`); every caller gets the same answer. */
  load(options?: { refresh?: boolean }): Promise<AccountState>;
  /** Calls `onChange` whenever the account changes; returns the function that stops listening. */
  subscribe(onChange: () => void): () => void;
}

/** What an account store needs. */
export interface AccountStoreOptions {
  /** Asks the server who is logged in; never rejects (see `fetchAccount`). */
  readonly fetchAccount: () => Promise<AccountState>;
}

/**
 * A store of the visitor's account, which asks `fetchAccount` once and tells its listeners of each
 * answer. A ready answer is kept as this browser's account hint; an unavailable server says nothing about
 * the visitor, so the last hint stays.
 *
 * @example const store = createAccountStore({ fetchAccount }); await store.load();
 */
export function createAccountStore({ fetchAccount }: AccountStoreOptions): AccountStore {
  let current: AccountState | undefined;
  let asking: Promise<AccountState> | undefined;
  const listeners = new Set<() => void>();

  const set = (state: AccountState) => {
    current = state;
    if (state.status === 'ready') writeAccountHint(roleOf(state.user));
    for (const listener of listeners) listener();
  };

  return {
    snapshot: () => current,
    load({ refresh = false } = {}) {
      if (asking && !refresh) return asking;
      asking = fetchAccount().then((state) => {
        set(state);
        return state;
      });
      return asking;
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

function createPageAccount(): AccountStore {
  return createAccountStore({ fetchAccount });
}

/** The account store of the page in `view`, which its islands and page scripts share. */
export function pageAccount(view: Window = window): AccountStore {
  return pageStore(createPageAccount, view);
}

/** The page's account as last asked; `undefined` until the server has answered. */
export function accountSnapshot(): AccountState | undefined {
  return pageAccount().snapshot();
}

/** Asks the server once per page (again with `refresh`); every caller gets the same answer. */
export function loadAccount({ refresh = false } = {}): Promise<AccountState> {
  return pageAccount().load({ refresh });
}

/** Calls `onChange` whenever the page's account changes; returns the function that stops listening. */
export function subscribeToAccount(onChange: () => void): () => void {
  return pageAccount().subscribe(onChange);
}
