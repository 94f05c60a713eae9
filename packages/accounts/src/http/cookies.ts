/**
 * A cookie's value from a request's `Cookie` header; the first one when the name repeats.
 *
 * @example readCookie(new Request('https://x.dev', { headers: { cookie: 'a=1; b=2' } }), 'b') // '2'
 */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** How a cookie is set. Every cookie of this package is `HttpOnly` and `SameSite=Lax`. */
export interface CookieAttributes {
  /** Seconds until it expires; 0 deletes it. */
  readonly maxAge: number;
  readonly path: string;
  /** `Secure`: on everywhere but `http://localhost` and `http://127.0.0.1`. */
  readonly secure: boolean;
}

/**
 * A `Set-Cookie` header value.
 *
 * @example serializeCookie('s', 'v', { maxAge: 60, path: '/', secure: true })
 * // 's=v; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax'
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(attributes.maxAge))}`,
    `Path=${attributes.path}`,
    'HttpOnly',
  ];
  if (attributes.secure) parts.push('Secure');
  parts.push('SameSite=Lax');
  return parts.join('; ');
}

/** A `Set-Cookie` header value that deletes a cookie. */
export function clearCookie(name: string, attributes: Omit<CookieAttributes, 'maxAge'>): string {
  return serializeCookie(name, '', { ...attributes, maxAge: 0 });
}
