import { timingSafeEqual } from 'node:crypto';
import { quoteForLog } from '../http/log-text';
import { redirectResponse, textResponse, withCookies } from '../http/responses';
import { safeReturnTo, withLoginOutcome } from '../http/return-to';
import { askToLink } from '../routes/link-route';
import { MESSAGES } from '../routes/messages';
import { identifyVisitor, sessionCookie } from '../routes/visitor';
import type { AccountsRuntime } from '../runtime';
import { endSession, startSession } from '../sessions/sessions';
import { DatabaseError } from '../storage/database-error';
import { type AccountUser, type LoginProfile, linkState, upsertUserForLogin } from '../storage/users';
import { fetchProfile, withTimeout } from './fetch-profile';
import { clearLoginFlowCookie, readLoginFlow } from './login-flow-cookie';
import { PROVIDER_LABELS, type ProviderName } from './provider-names';

/**
 * What the page a login returns to finds in its query as `login=`: `failed` for any failure (the details
 * are in the server's log), `link-refused` when the provider's account already belongs to another user.
 * A login that worked adds nothing.
 */
export type LoginOutcome = 'failed' | 'link-refused';

/**
 * `GET /auth/<provider>/callback`: the provider sends the browser back here with `code` and `state`. The
 * state must be the one this browser was sent off with (and not used before); the code is exchanged for
 * an access token (with the PKCE verifier for GitHub), the profile fetched, and the account found or
 * created by the provider's numeric id; a new session is started and the browser sent back to where the
 * login began. While another account is logged in, a provider's account not linked to it yet is not
 * linked here: the answer is a page that asks the visitor to confirm it (`POST /auth/link`).
 */
export async function finishLogin(
  request: Request,
  runtime: AccountsRuntime,
  providerName: ProviderName,
  clientAddress: string,
): Promise<Response> {
  const provider = runtime.providers.get(providerName);
  if (!provider) return textResponse(404, MESSAGES.notConfigured(PROVIDER_LABELS[providerName]));
  const label = PROVIDER_LABELS[providerName];
  const now = runtime.now();
  const decision = runtime.loginLimiter?.take(`callback:${clientAddress}`, now);
  if (decision && !decision.allowed) {
    return textResponse(429, MESSAGES.tooManyRequests(decision.retryAfterSeconds), {
      'retry-after': String(decision.retryAfterSeconds),
    });
  }
  const flow = readLoginFlow(request, providerName);
  const cookies = [
    clearLoginFlowCookie(providerName, { secure: runtime.secureCookies, basePath: runtime.basePath }),
  ];
  // Checked when the login started, and again: the cookie comes back from the browser.
  const returnTo = safeReturnTo(flow?.returnTo, runtime.origin, runtime.basePath);
  const end = (outcome: LoginOutcome | undefined, reason?: string, error?: unknown) => {
    if (reason && error instanceof DatabaseError) {
      // While the database is down, every login fails alike: one line per cause and minute.
      runtime.failures.report({
        kind: `login: ${error.message}`,
        level: 'warn',
        message: `${label} login failed: ${reason}`,
      });
    } else if (reason) {
      runtime.log({ level: 'warn', message: `${label} login failed: ${reason}`, error });
    }
    const location = outcome ? withLoginOutcome(returnTo, outcome, runtime.origin) : returnTo;
    return withCookies(redirectResponse(location), cookies);
  };

  const query = new URL(request.url).searchParams;
  if (!flow)
    return end('failed', 'no login was started in this browser (its login cookie is missing or expired)');
  // The state comes first: until it matches, nothing else from the address is trusted, or logged.
  const state = query.get('state');
  if (!state) return end('failed', 'the callback has no state');
  if (!sameText(state, flow.state))
    return end('failed', 'the state is not the one this browser was sent off with');
  const providerError = query.get('error');
  if (providerError) {
    runtime.usedStates.use(state, now);
    return end(
      'failed',
      `${label} answered ${quoteForLog(providerError)} (${quoteForLog(query.get('error_description'))})`,
    );
  }
  const code = query.get('code');
  if (!code) return end('failed', 'the callback has no code');
  // A login of a PKCE provider started here always keeps a verifier: a cookie without one was not made by
  // this server, and the code must not be exchanged without it (a provider may not insist).
  if (provider.pkce !== (typeof flow.verifier === 'string'))
    return end(
      'failed',
      provider.pkce
        ? 'the login cookie has no PKCE code verifier, which every login with this provider keeps'
        : 'the login cookie has a PKCE code verifier, which no login with this provider keeps',
    );
  if (!runtime.usedStates.use(state, now))
    return end('failed', 'this callback was used before (a replayed login)');

  let profile: LoginProfile;
  try {
    const tokens = await withTimeout(
      provider.client.validateAuthorizationCode(provider.endpoints.token, code, flow.verifier),
      runtime.providerTimeoutMs,
      `${label}'s token request`,
    );
    profile = await fetchProfile(provider, tokens.accessToken(), runtime.providerTimeoutMs);
  } catch (error) {
    return end('failed', `the code could not be exchanged or the profile read: ${describe(error)}`, error);
  }

  try {
    const visitor = await identifyVisitor(request, runtime);
    const db = await runtime.database();
    let user: AccountUser;
    if (visitor.user && visitor.sessionId) {
      const linked = await linkState(db, visitor.user.id, profile);
      if (linked === 'linked-to-another-user' || linked === 'provider-already-linked') {
        cookies.push(...visitor.cookies);
        return end(
          'link-refused',
          `${profile.provider}:${profile.providerUserId} was not linked to user ${visitor.user.id}: ${linked}`,
        );
      }
      if (linked === 'not-linked') {
        // Not linked yet: the visitor is asked first, on a page of its own (the session may not be theirs).
        const page = await askToLink(
          db,
          runtime,
          { user: visitor.user, sessionId: visitor.sessionId },
          {
            profile,
            returnTo,
          },
        );
        return withCookies(page, [...cookies, ...visitor.cookies]);
      }
      user = visitor.user;
      await endSession(db, visitor.sessionId);
    } else {
      user = await upsertUserForLogin(db, profile, now);
    }
    const session = await startSession(db, user.id, now, runtime.lifetime);
    cookies.push(sessionCookie(runtime, session.token, session.expiresAt, now));
    return end(undefined);
  } catch (error) {
    return end('failed', `the account could not be stored: ${describe(error)}`, error);
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
