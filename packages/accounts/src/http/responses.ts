/** Headers every response of this package carries: personal data, never cached, never sniffed. */
const BASE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
});

/** One problem with a request, naming its field (`values.theme`, `ads`; empty for the whole body). */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** The body of every error of the `/api` routes. */
export interface ErrorBody {
  /** What went wrong, in one sentence for people. */
  readonly error: string;
  /** Each problem by field, when the request body was refused. */
  readonly errors?: readonly FieldError[];
}

/** A JSON response. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...BASE_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A JSON error response of the `/api` routes. */
export function errorResponse(
  status: number,
  body: ErrorBody,
  headers: Record<string, string> = {},
): Response {
  return jsonResponse(status, body, headers);
}

/** A plain-text response, for the `/auth` routes a browser opens. */
export function textResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { ...BASE_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...headers },
  });
}

/** An HTML page, for the few the accounts draw themselves (`headers` carry its security policy). */
export function htmlResponse(status: number, html: string, headers: Record<string, string> = {}): Response {
  return new Response(html, {
    status,
    headers: { ...BASE_HEADERS, 'content-type': 'text/html; charset=utf-8', ...headers },
  });
}

/** A redirect. */
export function redirectResponse(location: string, status: 302 | 303 = 302): Response {
  return new Response(null, { status, headers: { ...BASE_HEADERS, location } });
}

/** An empty response. */
export function emptyResponse(status: 204 | 304, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { ...BASE_HEADERS, ...headers } });
}

/** The response to a method a route does not take. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  return errorResponse(
    405,
    { error: `This address takes ${allowed.join(' and ')} requests only.` },
    { allow: allowed.join(', ') },
  );
}

/** Adds `Set-Cookie` headers to a response. */
export function withCookies(response: Response, cookies: readonly string[]): Response {
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}
