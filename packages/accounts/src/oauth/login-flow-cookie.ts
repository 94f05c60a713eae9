import { pathUnderBase } from '../http/base-path';
import { clearCookie, readCookie, serializeCookie } from '../http/cookies';
import type { ProviderName } from './provider-names';

/** What a browser keeps between leaving for the provider and coming back, in a short cookie. */
export interface LoginFlow {
  readonly state: string;
  /** The PKCE code verifier, for providers that use PKCE. */
  readonly verifier: string | null;
  /** Where to go afterwards: a path on the site, already checked. */
  readonly returnTo: string;
}

/** Where the login cookies go: over https or not, and the site's base path (`/` or `/docs/`). */
export interface LoginFlowCookieScope {
  readonly secure: boolean;
  readonly basePath: string;
}

/** The login cookie of a provider: only sent to its `/auth/<provider>` routes. */
function cookieName(provider: ProviderName): string {
  return `lectern-login-${provider}`;
}

function cookiePath(provider: ProviderName, basePath: string): string {
  return pathUnderBase(`/auth/${provider}`, basePath);
}

/** The `Set-Cookie` value that keeps a login flow for ten minutes. */
export function loginFlowCookie(
  provider: ProviderName,
  flow: LoginFlow,
  { secure, basePath }: LoginFlowCookieScope,
  maxAgeSeconds: number,
): string {
  const value = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return serializeCookie(cookieName(provider), value, {
    maxAge: maxAgeSeconds,
    path: cookiePath(provider, basePath),
    secure,
  });
}

/** The `Set-Cookie` value that ends a login flow. */
export function clearLoginFlowCookie(
  provider: ProviderName,
  { secure, basePath }: LoginFlowCookieScope,
): string {
  return clearCookie(cookieName(provider), { path: cookiePath(provider, basePath), secure });
}

/** The login flow a callback belongs to, or `undefined` when the cookie is missing, expired or damaged. */
export function readLoginFlow(request: Request, provider: ProviderName): LoginFlow | undefined {
  const value = readCookie(request, cookieName(provider));
  if (!value) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { state, verifier, returnTo } = parsed as Record<string, unknown>;
  if (typeof state !== 'string' || typeof returnTo !== 'string') return undefined;
  if (verifier !== null && typeof verifier !== 'string') return undefined;
  return { state, verifier, returnTo };
}
