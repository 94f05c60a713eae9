import { emptyResponse, errorResponse, redirectResponse, textResponse, withCookies } from '../http/responses';
import { safeReturnTo } from '../http/return-to';
import { crossOriginReason } from '../http/same-origin';
import type { AccountsRuntime } from '../runtime';
import { endSession } from '../sessions/sessions';
import { MESSAGES } from './messages';
import { clearSessionCookie, identifyVisitor } from './visitor';

/**
 * `POST /auth/logout` (under the site's base path): deletes the session and clears its cookie. Only from
 * the site's own pages. A form post (`<form method="post" action="/auth/logout?returnTo=/guide">`) is
 * answered with 303 to `returnTo`; a `fetch` with 204.
 */
export async function logout(
  request: Request,
  runtime: AccountsRuntime,
  clientAddress: string,
): Promise<Response> {
  const isForm = isFormPost(request);
  const crossOrigin = crossOriginReason(request, runtime.origin);
  if (crossOrigin)
    return isForm ? textResponse(403, crossOrigin) : errorResponse(403, { error: crossOrigin });
  const decision = runtime.loginLimiter?.take(`logout:${clientAddress}`, runtime.now());
  if (decision && !decision.allowed) {
    const message = MESSAGES.tooManyRequests(decision.retryAfterSeconds);
    const headers = { 'retry-after': String(decision.retryAfterSeconds) };
    return isForm ? textResponse(429, message, headers) : errorResponse(429, { error: message }, headers);
  }
  const visitor = await identifyVisitor(request, runtime);
  if (visitor.sessionId) await endSession(await runtime.database(), visitor.sessionId);
  const returnTo = safeReturnTo(
    new URL(request.url).searchParams.get('returnTo'),
    runtime.origin,
    runtime.basePath,
  );
  const response = isForm ? redirectResponse(returnTo, 303) : emptyResponse(204);
  return withCookies(response, [clearSessionCookie(runtime)]);
}

function isFormPost(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}
