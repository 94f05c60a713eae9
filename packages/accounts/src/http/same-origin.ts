/**
 * Why a request that changes something is refused as not coming from the site's own pages, or
 * `undefined` when it does. A browser sends `Sec-Fetch-Site` (refused when `cross-site`) and `Origin`
 * (which must be the site's origin) with every such request; without `Origin`, the `Referer`'s origin
 * must be the site's. A request with neither is refused.
 *
 * @example crossOriginReason(new Request('https://x.dev/api/settings', { method: 'PUT', headers: { origin: 'https://evil.example' } }), 'https://x.dev')
 * // 'This request comes from https://evil.example, not from this site.'
 */
export function crossOriginReason(request: Request, origin: string): string | undefined {
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    return 'This request comes from another site: changes are only accepted from the pages of this site.';
  }
  const from = request.headers.get('origin') ?? refererOrigin(request.headers.get('referer'));
  if (from === undefined) {
    return 'This request names no origin: changes are only accepted from the pages of this site.';
  }
  return from === origin ? undefined : `This request comes from ${from}, not from this site.`;
}

function refererOrigin(referer: string | null): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'an unreadable Referer';
  }
}

/**
 * Whether a request's body is declared as JSON (`application/json`, any parameters).
 *
 * @example isJsonRequest(new Request('https://x.dev', { method: 'PUT', headers: { 'content-type': 'application/json; charset=utf-8' } })) // true
 */
export function isJsonRequest(request: Request): boolean {
  const type = request.headers.get('content-type');
  return type !== null && type.split(';')[0]?.trim().toLowerCase() === 'application/json';
}
