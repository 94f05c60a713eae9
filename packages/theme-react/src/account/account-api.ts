import { type VisitorRole, withBase } from '@lectern/theme-core';
import { siteBase } from '../dom/page-attributes';

/** The login providers, in the order their buttons show. */
export const LOGIN_PROVIDERS = ['github', 'discord'] as const;

/** A login provider. */
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];

/** The providers' names as people know them. */
export const PROVIDER_NAMES: Readonly<Record<LoginProvider, string>> = {
  github: 'GitHub',
  discord: 'Discord',
};

/** The logged-in visitor, as `GET /api/account` describes them. */
export interface AccountUser {
  readonly id: string;
  readonly name: string;
  readonly avatarUrl: string | null;
  /** The providers linked to the account. */
  readonly providers: readonly string[];
  readonly subscriber: boolean;
}

/**
 * The visitor's account: `unavailable` when the site has no accounts server (a static host, or the server
 * cannot be reached); else who is logged in (`null`: nobody) and which login buttons work.
 */
export type AccountState =
  | { readonly status: 'unavailable' }
  | {
      readonly status: 'ready';
      readonly user: AccountUser | null;
      readonly login: Readonly<Record<LoginProvider, boolean>>;
    };

/**
 * The accounts server's addresses from the site's root (see `@lectern/accounts`, which answers them with
 * or without the trailing slash; Lectern sites' addresses end with one). A site under a base path serves
 * them under it: see {@link accountRoute}.
 */
export const ACCOUNT_ROUTES = {
  account: '/api/account/',
  settings: '/api/settings/',
  logout: '/auth/logout/',
} as const;

/**
 * The address of an accounts route under the site's base path (by default the page's, {@link siteBase}).
 *
 * @example accountRoute('settings', '/docs/') // '/docs/api/settings/'
 */
export function accountRoute(route: keyof typeof ACCOUNT_ROUTES, base: string = siteBase()): string {
  return withBase(ACCOUNT_ROUTES[route], base);
}

/** Who a user is to the perks and the settings screen. */
export function roleOf(user: AccountUser | null): VisitorRole {
  if (!user) return 'anonymous';
  return user.subscriber ? 'subscriber' : 'logged-in';
}

/**
 * The address that starts a login (or links one more provider when logged in), under the site's base
 * path (by default the page's, {@link siteBase}), coming back to `returnTo`, a path of this site as the
 * browser shows it (with the base path).
 *
 * @example loginHref('github', '/en/guide/') // '/auth/github/?returnTo=%2Fen%2Fguide%2F'
 * @example loginHref('github', '/docs/en/guide/', '/docs/') // '/docs/auth/github/?returnTo=%2Fdocs%2Fen%2Fguide%2F'
 */
export function loginHref(provider: LoginProvider, returnTo: string, base: string = siteBase()): string {
  return `${withBase(`/auth/${provider}/`, base)}?returnTo=${encodeURIComponent(returnTo)}`;
}

function isAccountBody(
  body: unknown,
): body is { user: AccountUser | null; login: Record<LoginProvider, boolean> } {
  if (typeof body !== 'object' || body === null) return false;
  const { user, login } = body as Record<string, unknown>;
  return (user === null || typeof user === 'object') && typeof login === 'object' && login !== null;
}

/**
 * Asks the server who is logged in, under the page's base path. Never rejects: without a server the
 * account is `unavailable`.
 */
export async function fetchAccount(): Promise<AccountState> {
  try {
    const response = await fetch(accountRoute('account'), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    const body: unknown = response.ok ? await response.json() : undefined;
    if (!isAccountBody(body)) return { status: 'unavailable' };
    return {
      status: 'ready',
      user: body.user,
      login: { github: body.login.github === true, discord: body.login.discord === true },
    };
  } catch {
    return { status: 'unavailable' };
  }
}

/** Ends the session on the server, under the page's base path. Rejects when the server did not. */
export async function logOut(): Promise<void> {
  const response = await fetch(accountRoute('logout'), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`logout answered ${response.status}`);
}
