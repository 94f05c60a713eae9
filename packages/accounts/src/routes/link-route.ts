import type { Kysely } from 'kysely';
import { pathUnderBase } from '../http/base-path';
import { readBodyText } from '../http/read-body';
import { htmlResponse, redirectResponse, textResponse, withCookies } from '../http/responses';
import { safeReturnTo, withLoginOutcome } from '../http/return-to';
import { crossOriginReason } from '../http/same-origin';
import { PROVIDER_LABELS } from '../oauth/provider-names';
import { type AccountsRuntime, LINK_CONFIRM_MS } from '../runtime';
import { endSession, startSession } from '../sessions/sessions';
import { insertPendingLink, takePendingLink } from '../storage/pending-links';
import type { AccountsDatabase } from '../storage/schema';
import { type AccountUser, type LoginProfile, linkLogin, userLogins } from '../storage/users';
import { LINK_CONFIRM_PAGE_HEADERS, linkConfirmPage } from './link-confirm-page';
import { MESSAGES } from './messages';
import { identifyVisitor, sessionCookie } from './visitor';

/** The confirmation form's body is a token and a button's value: far below this. */
const ANSWER_MAX_BYTES = 1024;

/**
 * Answers a login callback that brought a provider's account not linked yet while another account is
 * logged in: keeps the link to confirm for ten minutes, bound to that session, and draws the page that
 * asks the visitor (`200`, HTML). Nothing is linked until they confirm it with `POST /auth/link`.
 */
export async function askToLink(
  db: Kysely<AccountsDatabase>,
  runtime: AccountsRuntime,
  session: { readonly user: AccountUser; readonly sessionId: string },
  link: { readonly profile: LoginProfile; readonly returnTo: string },
): Promise<Response> {
  const now = runtime.now();
  const token = await insertPendingLink(
    db,
    { sessionId: session.sessionId, ...link, expiresAt: now + LINK_CONFIRM_MS },
    now,
  );
  const logins = await userLogins(db, session.user.id);
  const providers = logins.map((login) => PROVIDER_LABELS[login.provider]).join(', ');
  const page = linkConfirmPage(
    {
      provider: PROVIDER_LABELS[link.profile.provider],
      name: link.profile.name,
      account: providers ? `${session.user.name} (${providers})` : session.user.name,
      token,
      action: `${pathUnderBase('/auth/link', runtime.basePath)}${runtime.trailingSlash ? '/' : ''}`,
    },
    runtime.pageLanguage(link.returnTo),
  );
  return htmlResponse(200, page, LINK_CONFIRM_PAGE_HEADERS);
}

/**
 * `POST /auth/link` (under the site's base path): the confirmation page's form, `token` and
 * `action=link` or `action=cancel`. Only from the site's own pages, and only from the session the link
 * was asked in, within ten minutes; each token is answered once (it is spent by any answer, a refused
 * one too). `link` links the provider's account, starts a new session and goes back (303) to the page
 * the login began on; `cancel` forgets it and goes back. Refused: 403 (another site, another session),
 * 415 (not a form), 400 (no such token, or one already answered), 410 (expired), 429.
 */
export async function answerLink(
  request: Request,
  runtime: AccountsRuntime,
  clientAddress: string,
): Promise<Response> {
  const crossOrigin = crossOriginReason(request, runtime.origin);
  if (crossOrigin) return textResponse(403, crossOrigin);
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return textResponse(415, MESSAGES.linkNotForm);
  const now = runtime.now();
  const decision = runtime.loginLimiter?.take(`link:${clientAddress}`, now);
  if (decision && !decision.allowed) {
    return textResponse(429, MESSAGES.tooManyRequests(decision.retryAfterSeconds), {
      'retry-after': String(decision.retryAfterSeconds),
    });
  }
  const body = await readBodyText(request, ANSWER_MAX_BYTES);
  if (!body.ok) return textResponse(400, MESSAGES.linkInvalid);
  const form = new URLSearchParams(body.text);
  const token = form.get('token');
  const action = form.get('action');
  if (!token || (action !== 'link' && action !== 'cancel')) return textResponse(400, MESSAGES.linkInvalid);

  const visitor = await identifyVisitor(request, runtime);
  const db = await runtime.database();
  const pending = await takePendingLink(db, token);
  const refuse = (status: number, message: string) =>
    withCookies(textResponse(status, message), visitor.cookies);
  if (!pending) return refuse(400, MESSAGES.linkInvalid);
  if (pending.expiresAt <= now) return refuse(410, MESSAGES.linkExpired);
  if (!visitor.user || !visitor.sessionId || pending.sessionId !== visitor.sessionId) {
    runtime.log({
      level: 'warn',
      message: `a link of ${pending.profile.provider}:${pending.profile.providerUserId} was answered from another session than the one it was asked in; it is forgotten`,
    });
    return refuse(403, MESSAGES.linkOtherSession);
  }
  const returnTo = safeReturnTo(pending.returnTo, runtime.origin, runtime.basePath);
  if (action === 'cancel') return withCookies(redirectResponse(returnTo, 303), visitor.cookies);

  const linked = await linkLogin(db, visitor.user.id, pending.profile, now);
  if (linked === 'linked-to-another-user' || linked === 'provider-already-linked') {
    runtime.log({
      level: 'warn',
      message: `${pending.profile.provider}:${pending.profile.providerUserId} was not linked to user ${visitor.user.id}: ${linked}`,
    });
    const location = withLoginOutcome(returnTo, 'link-refused', runtime.origin);
    return withCookies(redirectResponse(location, 303), visitor.cookies);
  }
  // A new session for the account with one more login; the one it replaces is deleted.
  await endSession(db, visitor.sessionId);
  const session = await startSession(db, visitor.user.id, now, runtime.lifetime);
  return withCookies(redirectResponse(returnTo, 303), [
    sessionCookie(runtime, session.token, session.expiresAt, now),
  ]);
}
