import { CodeChallengeMethod, generateCodeVerifier, generateState } from 'arctic';
import { redirectResponse, textResponse, withCookies } from '../http/responses';
import { safeReturnTo } from '../http/return-to';
import { MESSAGES } from '../routes/messages';
import { type AccountsRuntime, LOGIN_FLOW_MS } from '../runtime';
import { loginFlowCookie } from './login-flow-cookie';
import { PROVIDER_LABELS, type ProviderName } from './provider-names';

/**
 * `GET /auth/<provider>?returnTo=/path` (under the site's base path): sends the browser to the provider's login page with a new
 * `state` (and a PKCE challenge for GitHub), kept in a ten-minute cookie for the callback. 404 with a
 * plain message when the provider is not configured.
 */
export function startLogin(
  request: Request,
  runtime: AccountsRuntime,
  providerName: ProviderName,
  clientAddress: string,
): Response {
  const provider = runtime.providers.get(providerName);
  if (!provider) return textResponse(404, MESSAGES.notConfigured(PROVIDER_LABELS[providerName]));
  const decision = runtime.loginLimiter?.take(`login:${clientAddress}`, runtime.now());
  if (decision && !decision.allowed) {
    return textResponse(429, MESSAGES.tooManyRequests(decision.retryAfterSeconds), {
      'retry-after': String(decision.retryAfterSeconds),
    });
  }
  const state = generateState();
  const verifier = provider.pkce ? generateCodeVerifier() : null;
  const scopes = [...provider.scopes];
  const url =
    verifier === null
      ? provider.client.createAuthorizationURL(provider.endpoints.authorize, state, scopes)
      : provider.client.createAuthorizationURLWithPKCE(
          provider.endpoints.authorize,
          state,
          CodeChallengeMethod.S256,
          verifier,
          scopes,
        );
  const returnTo = safeReturnTo(
    new URL(request.url).searchParams.get('returnTo'),
    runtime.origin,
    runtime.basePath,
  );
  const cookie = loginFlowCookie(
    providerName,
    { state, verifier, returnTo },
    { secure: runtime.secureCookies, basePath: runtime.basePath },
    LOGIN_FLOW_MS / 1000,
  );
  return withCookies(redirectResponse(url.href), [cookie]);
}
