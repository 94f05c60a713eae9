import type { VisitorRole } from '@lectern/theme-core';
import { ACCOUNT_HINT_STORAGE_KEY, LOGIN_PENDING_STORAGE_KEY } from '@lectern/theme-core/dom';

// What this browser last learned of the visitor's account, so a page knows without asking the server
// whether to load the settings sync (and which perks apply) as it loads. Only a hint: the server decides
// on every request.

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
    const role = storage('localStorage')?.getItem(ACCOUNT_HINT_STORAGE_KEY);
    return role === 'logged-in' || role === 'subscriber' ? role : 'anonymous';
  } catch {
    return 'anonymous';
  }
}

/** Keeps the role the server just gave (forgets it for `anonymous`). */
export function writeAccountHint(role: VisitorRole): void {
  try {
    if (role === 'anonymous') storage('localStorage')?.removeItem(ACCOUNT_HINT_STORAGE_KEY);
    else storage('localStorage')?.setItem(ACCOUNT_HINT_STORAGE_KEY, role);
    storage('sessionStorage')?.removeItem(LOGIN_PENDING_STORAGE_KEY);
  } catch {
    // Storage blocked: the page asks the server each time the panel opens.
  }
}

/** Notes that a login is starting (see {@link LOGIN_PENDING_STORAGE_KEY}). */
export function markLoginPending(): void {
  try {
    storage('sessionStorage')?.setItem(LOGIN_PENDING_STORAGE_KEY, '1');
  } catch {
    // Storage blocked: the account shows when the settings panel opens.
  }
}

/** Whether the page should ask the server about the account as it loads. */
export function accountMayBeLoggedIn(): boolean {
  try {
    return (
      readAccountHint() !== 'anonymous' ||
      storage('sessionStorage')?.getItem(LOGIN_PENDING_STORAGE_KEY) === '1'
    );
  } catch {
    return false;
  }
}
