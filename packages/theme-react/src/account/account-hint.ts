import type { VisitorRole } from '@lectern/theme-core';

// What this browser last learned of the visitor's account, so a page knows without asking the server
// whether to load the settings sync (and which perks apply) as it loads. Only a hint: the server decides
// on every request.

/** Where the hint is kept in `localStorage`. */
export const ACCOUNT_HINT_KEY = 'lectern-account';

/** Set in `sessionStorage` as a login starts, so the page it returns to asks the server at once. */
export const LOGIN_PENDING_KEY = 'lectern-login-pending';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

/** The role this browser last saw the visitor have; `anonymous` when none was kept. */
export function readAccountHint(): VisitorRole {
  try {
    const role = storage('localStorage')?.getItem(ACCOUNT_HINT_KEY);
    return role === 'logged-in' || role === 'subscriber' ? role : 'anonymous';
  } catch {
    return 'anonymous';
  }
}

/** Keeps the role the server just gave (forgets it for `anonymous`). */
export function writeAccountHint(role: VisitorRole): void {
  try {
    if (role === 'anonymous') storage('localStorage')?.removeItem(ACCOUNT_HINT_KEY);
    else storage('localStorage')?.setItem(ACCOUNT_HINT_KEY, role);
    storage('sessionStorage')?.removeItem(LOGIN_PENDING_KEY);
  } catch {
    // Storage blocked: the page asks the server each time the panel opens.
  }
}

/** Notes that a login is starting (see {@link LOGIN_PENDING_KEY}). */
export function markLoginPending(): void {
  try {
    storage('sessionStorage')?.setItem(LOGIN_PENDING_KEY, '1');
  } catch {
    // Storage blocked: the account shows when the settings panel opens.
  }
}

/** Whether the page should ask the server about the account as it loads. */
export function accountMayBeLoggedIn(): boolean {
  try {
    return readAccountHint() !== 'anonymous' || storage('sessionStorage')?.getItem(LOGIN_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}
