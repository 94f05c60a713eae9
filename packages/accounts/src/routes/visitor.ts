import { clearCookie, readCookie, serializeCookie } from '../http/cookies';
import type { AccountsRuntime } from '../runtime';
import { checkSession } from '../sessions/sessions';
import type { AccountUser } from '../storage/users';

/** Who sent a request. */
export interface Visitor {
  /** The logged-in user, or `undefined` for an anonymous visitor. */
  readonly user: AccountUser | undefined;
  readonly sessionId: string | undefined;
  /** `Set-Cookie` values the response must carry: the session cookie renewed, or cleared when invalid. */
  readonly cookies: readonly string[];
}

const ANONYMOUS: Visitor = Object.freeze({ user: undefined, sessionId: undefined, cookies: [] });

/**
 * The visitor behind a request, from the session cookie. No cookie: anonymous, without touching the
 * database. A cookie that is not (or no longer) a valid session is cleared.
 */
export async function identifyVisitor(request: Request, runtime: AccountsRuntime): Promise<Visitor> {
  const token = readCookie(request, runtime.sessionCookie);
  if (!token) return ANONYMOUS;
  const now = runtime.now();
  const checked = await checkSession(await runtime.database(), token, now, runtime.lifetime);
  if (!checked.valid) return { ...ANONYMOUS, cookies: [clearSessionCookie(runtime)] };
  return {
    user: checked.user,
    sessionId: checked.sessionId,
    cookies: checked.extended ? [sessionCookie(runtime, token, checked.expiresAt, now)] : [],
  };
}

/**
 * The session cookie for a token: `HttpOnly; Secure; SameSite=Lax`, sent to the site's pages only
 * (`Path=/`, or the base path: `Path=/docs`), expiring with the session.
 */
export function sessionCookie(
  runtime: AccountsRuntime,
  token: string,
  expiresAt: number,
  now: number,
): string {
  return serializeCookie(runtime.sessionCookie, token, {
    maxAge: (expiresAt - now) / 1000,
    path: runtime.sessionCookiePath,
    secure: runtime.secureCookies,
  });
}

/** Deletes the session cookie. */
export function clearSessionCookie(runtime: AccountsRuntime): string {
  return clearCookie(runtime.sessionCookie, {
    path: runtime.sessionCookiePath,
    secure: runtime.secureCookies,
  });
}

/** The role of a logged-in user, for the perk rules. */
export function userRole(user: AccountUser): 'logged-in' | 'subscriber' {
  return user.subscriber ? 'subscriber' : 'logged-in';
}
