import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A session token's two parts: the id finds the row, the secret proves the holder. */
export interface SessionTokenParts {
  readonly id: string;
  readonly secret: string;
}

/** A new session token, as the cookie holds it, with what the database keeps of it. */
export interface NewSessionToken extends SessionTokenParts {
  /** `id.secret`: the cookie's value. */
  readonly token: string;
  /** SHA-256 of the secret, in hex: all the database keeps of the secret. */
  readonly secretHash: string;
}

/** 120 random bits of id and 192 of secret, written in base64url. */
const ID_BYTES = 15;
const SECRET_BYTES = 24;
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{20})\.([A-Za-z0-9_-]{32})$/;

/** A new random session token. */
export function generateSessionToken(): NewSessionToken {
  const id = randomBytes(ID_BYTES).toString('base64url');
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { id, secret, token: `${id}.${secret}`, secretHash: hashSessionSecret(secret) };
}

/**
 * The parts of a token from a cookie, or `undefined` when it is not one this package made.
 *
 * @example parseSessionToken('not-a-token') // undefined
 */
export function parseSessionToken(token: string): SessionTokenParts | undefined {
  const match = TOKEN_PATTERN.exec(token);
  return match ? { id: match[1] as string, secret: match[2] as string } : undefined;
}

/** SHA-256 of a session secret, in hex. */
export function hashSessionSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a secret matches the stored hash, compared in constant time. */
export function sessionSecretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSessionSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
