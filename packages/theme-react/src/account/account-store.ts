import { type AccountState, fetchAccount, roleOf } from './account-api';
import { writeAccountHint } from './account-hint';

// The visitor's account as this page knows it: asked of the server once, shared by every part of the
// page that shows it (the settings panel, the dashboard, the settings sync).

let current: AccountState | undefined;
let asking: Promise<AccountState> | undefined;
const listeners = new Set<() => void>();

function set(state: AccountState): void {
  current = state;
  // An unavailable server says nothing about the visitor: the last hint stays.
  if (state.status === 'ready') writeAccountHint(roleOf(state.user));
  for (const listener of listeners) listener();
}

/** The account as last asked; `undefined` until the server has answered. */
export function accountSnapshot(): AccountState | undefined {
  return current;
}

/** Asks the server once per page (again with `refresh`); every caller gets the same answer. */
export function loadAccount({ refresh = false } = {}): Promise<AccountState> {
  if (asking && !refresh) return asking;
  asking = fetchAccount().then((state) => {
    set(state);
    return state;
  });
  return asking;
}

/** Calls `onChange` whenever the account changes; returns the function that stops listening. */
export function subscribeToAccount(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Forgets the account; for tests. */
export function resetAccountForTests(): void {
  current = undefined;
  asking = undefined;
  listeners.clear();
}
