import type { VisitorRole } from '@lectern/theme-core';

// Who is reading, as the site's server says (`GET /api/account`): the page feeds it here with
// `setVisitorAccount`, and every island and script of the page reads it. Until the server has answered,
// the role is the one it gave last time in this browser, so a subscriber's perks show from the first
// paint (the first-paint script reads the same key); anonymous when it never answered.

/** The visitor as the site's server knows them. */
export interface VisitorAccount {
  /** Anonymous, logged in, or subscriber: the subscriber perks take effect for subscribers only. */
  readonly role: VisitorRole;
  /** The account's name, for the avatar's text alternative. */
  readonly name?: string | undefined;
  /** The picture the login provider gives, an `https://` address. */
  readonly avatarUrl?: string | null | undefined;
  /** The login providers linked to the account (`github`, `discord`): settings sync with GitHub. */
  readonly providers?: readonly string[] | undefined;
}

/** Where a browser keeps the role the server gave last, for the next page's first paint. */
export const VISITOR_ROLE_STORAGE_KEY = 'lectern-visitor-role';

/** Dispatched on `window` when the visitor's account changes; its `detail` is the new account. */
export const ACCOUNT_CHANGE_EVENT = 'lectern:account-change';

const ANONYMOUS: VisitorAccount = Object.freeze({ role: 'anonymous' });

let current: VisitorAccount | undefined;

function isRole(value: unknown): value is VisitorRole {
  return value === 'anonymous' || value === 'logged-in' || value === 'subscriber';
}

function rememberedRole(): VisitorRole {
  try {
    const role = window.localStorage.getItem(VISITOR_ROLE_STORAGE_KEY);
    return isRole(role) ? role : 'anonymous';
  } catch {
    return 'anonymous';
  }
}

/** The visitor's account: what the server said, or, until it has, the role it gave last time. */
export function visitorAccount(): VisitorAccount {
  if (current === undefined) {
    const role = rememberedRole();
    current = role === 'anonymous' ? ANONYMOUS : Object.freeze({ role });
  }
  return current;
}

/**
 * Tells the page who is reading, from the server's answer: every island and script follows, and the role
 * is kept for the first paint of the next page (forgotten when anonymous).
 *
 * @example setVisitorAccount({ role: 'subscriber', name: 'Ada', avatarUrl: 'https://…', providers: ['github'] });
 */
export function setVisitorAccount(account: VisitorAccount): void {
  const role = isRole(account.role) ? account.role : 'anonymous';
  current = Object.freeze({ ...account, role });
  try {
    if (role === 'anonymous') window.localStorage.removeItem(VISITOR_ROLE_STORAGE_KEY);
    else window.localStorage.setItem(VISITOR_ROLE_STORAGE_KEY, role);
  } catch {
    // Without storage the next page starts anonymous until the server answers.
  }
  window.dispatchEvent(new CustomEvent(ACCOUNT_CHANGE_EVENT, { detail: current }));
}

/**
 * Calls `onChange` when the account changes: in this page, or its role in another tab (a login or a
 * logout there). Returns the function that stops listening.
 */
export function subscribeToVisitorAccount(onChange: () => void): () => void {
  const onAccount = (event: Event) => {
    const detail = (event as CustomEvent<VisitorAccount>).detail;
    // Another copy of this module on the page (a second bundle) told its own islands: follow it.
    if (detail && detail !== current) current = detail;
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== VISITOR_ROLE_STORAGE_KEY && event.key !== null) return;
    const role = rememberedRole();
    if (role === visitorAccount().role) return;
    current = role === 'anonymous' ? ANONYMOUS : Object.freeze({ role });
    onChange();
  };
  window.addEventListener(ACCOUNT_CHANGE_EVENT, onAccount);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(ACCOUNT_CHANGE_EVENT, onAccount);
    window.removeEventListener('storage', onStorage);
  };
}

/** Forgets the account this page was told; for tests. */
export function resetVisitorAccountForTests(): void {
  current = undefined;
}
