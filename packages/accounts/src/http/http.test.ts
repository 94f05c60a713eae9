import { describe, expect, it } from 'vitest';
import { isWithinBase, pathFromBase, pathUnderBase, siteCookiePath } from './base-path';
import { clearCookie, readCookie, serializeCookie } from './cookies';
import { createRateLimiter } from './rate-limit';
import { readBodyText } from './read-body';
import { safeReturnTo, withLoginOutcome } from './return-to';
import { crossOriginReason, isJsonRequest } from './same-origin';

const ORIGIN = 'https://docs.example.com';

const request = (headers: Record<string, string>, init: RequestInit = {}) =>
  new Request(`${ORIGIN}/api/settings`, { method: 'PUT', ...init, headers });

describe('readCookie', () => {
  it.each([
    ['a=1; b=2', 'b', '2'],
    ['a=1;b=2', 'a', '1'],
    ['ab=1; b=2', 'b', '2'],
    ['b=1; b=2', 'b', '1'],
    ['b=hello%20there', 'b', 'hello there'],
    ['b=%E0%A4%A', 'b', undefined],
    ['a=1', 'b', undefined],
    ['flag; b=2', 'b', '2'],
  ])('reads %j for %s', (header, name, expected) => {
    expect(readCookie(new Request(ORIGIN, { headers: { cookie: header } }), name)).toBe(expected);
  });

  it('reads nothing without a Cookie header', () => {
    expect(readCookie(new Request(ORIGIN), 'a')).toBeUndefined();
  });
});

describe('serializeCookie', () => {
  it('writes HttpOnly, SameSite=Lax and Secure when asked', () => {
    expect(serializeCookie('s', 'a b', { maxAge: 59.9, path: '/', secure: true })).toBe(
      's=a%20b; Max-Age=59; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(clearCookie('s', { path: '/auth', secure: false })).toBe(
      's=; Max-Age=0; Path=/auth; HttpOnly; SameSite=Lax',
    );
  });
});

describe('crossOriginReason', () => {
  it.each<[string, Record<string, string>, string | undefined]>([
    ['the same origin', { origin: ORIGIN }, undefined],
    [
      'the same origin, fetch metadata same-origin',
      { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      undefined,
    ],
    ['a Referer of this site without Origin', { referer: `${ORIGIN}/settings` }, undefined],
    [
      'another origin',
      { origin: 'https://evil.example' },
      'This request comes from https://evil.example, not from this site.',
    ],
    [
      'a subdomain',
      { origin: 'https://x.docs.example.com' },
      'This request comes from https://x.docs.example.com, not from this site.',
    ],
    ['an opaque origin', { origin: 'null' }, 'This request comes from null, not from this site.'],
    [
      'another site by fetch metadata',
      { origin: ORIGIN, 'sec-fetch-site': 'cross-site' },
      'This request comes from another site: changes are only accepted from the pages of this site.',
    ],
    [
      'a Referer of another site',
      { referer: 'https://evil.example/page' },
      'This request comes from https://evil.example, not from this site.',
    ],
    [
      'an unreadable Referer',
      { referer: 'not a url' },
      'This request comes from an unreadable Referer, not from this site.',
    ],
    [
      'neither Origin nor Referer',
      {},
      'This request names no origin: changes are only accepted from the pages of this site.',
    ],
  ])('%s', (_case, headers, expected) => {
    expect(crossOriginReason(request(headers), ORIGIN)).toBe(expected);
  });
});

describe('isJsonRequest', () => {
  it.each([
    ['application/json', true],
    ['Application/JSON; charset=utf-8', true],
    ['text/plain', false],
    ['application/x-www-form-urlencoded', false],
  ])('%s: %s', (type, expected) => {
    expect(isJsonRequest(request({ 'content-type': type }))).toBe(expected);
  });

  it('is false without a Content-Type', () => {
    expect(isJsonRequest(request({}))).toBe(false);
  });
});

describe('createRateLimiter', () => {
  it('allows the limit per key and window, then says when to come back', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.take('a', 0)).toEqual({ allowed: true });
    expect(limiter.take('a', 1000)).toEqual({ allowed: true });
    expect(limiter.take('a', 1500)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(limiter.take('b', 1500)).toEqual({ allowed: true });
    expect(limiter.take('a', 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('a', 60_000)).toEqual({ allowed: true });
    // b's window ended long ago and was swept: it starts again.
    expect(limiter.take('b', 200_000)).toEqual({ allowed: true });
  });
});

describe('readBodyText', () => {
  const put = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
    request(headers, { body });

  it('reads a body within the limit', async () => {
    expect(await readBodyText(put('{"a":"é"}'), 16)).toEqual({ ok: true, text: '{"a":"é"}' });
  });

  it('refuses a declared length over the limit without reading', async () => {
    expect(await readBodyText(put('x'.repeat(20), { 'content-length': '20' }), 16)).toEqual({
      ok: false,
      reason: 'too-large',
      bytes: 20,
    });
  });

  it('stops reading a streamed body at the limit', async () => {
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(10));
      },
    });
    const streamed = new Request(`${ORIGIN}/api/settings`, {
      method: 'PUT',
      body: stream,
      // Node's fetch needs `duplex` for a streamed body.
      duplex: 'half',
    });
    expect(await readBodyText(streamed, 25)).toEqual({ ok: false, reason: 'too-large', bytes: undefined });
  });

  it('refuses bytes that are not UTF-8, and reads an empty body', async () => {
    expect(await readBodyText(put(new Uint8Array([0xff, 0xfe])), 16)).toEqual({
      ok: false,
      reason: 'not-utf8',
    });
    expect(await readBodyText(new Request(ORIGIN, { method: 'PUT' }), 16)).toEqual({ ok: true, text: '' });
  });
});

describe('safeReturnTo', () => {
  it.each<[string | null, string]>([
    ['/components/alerts?tab=api#props', '/components/alerts?tab=api#props'],
    ['/', '/'],
    [null, '/'],
    ['', '/'],
    ['components/alerts', '/'],
    ['https://docs.example.com/guide', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example/', '/'],
    ['/\t/evil.example/', '/'],
    ['/auth/github', '/'],
    ['/auth', '/'],
    ['/authors', '/authors'],
    [`/${'a'.repeat(2048)}`, '/'],
    // Paths that resolve to `//host`, which a browser reads from `Location` as another site.
    ['/.//evil.example/', '/'],
    ['/%2e//evil.example/', '/'],
    ['/guide/..//evil.example/', '/'],
    ['/./\\evil.example/', '/'],
    ['/..//evil.example/', '/'],
    ['/%2e%2e//evil.example/', '/'],
    ['/x/../\\evil.example', '/'],
    ['/./\\evil.example', '/'],
    ['/guide/.//evil.example/', '/guide//evil.example/'],
  ])('%j leads to %j', (returnTo, expected) => {
    expect(safeReturnTo(returnTo, ORIGIN)).toBe(expected);
  });

  it.each<[string | null, string]>([
    ['/docs/en/guide/?tab=api#props', '/docs/en/guide/?tab=api#props'],
    ['/docs/', '/docs/'],
    ['/docs', '/docs'],
    [null, '/docs/'],
    ['', '/docs/'],
    ['/', '/docs/'],
    ['/en/guide/', '/docs/'],
    ['/docs-old/', '/docs/'],
    ['/docs/../admin/', '/docs/'],
    ['/docs/%2e%2e/admin/', '/docs/'],
    ['https://docs.example.com/docs/guide/', '/docs/'],
    ['//evil.example/docs/', '/docs/'],
    ['/.//evil.example/docs/', '/docs/'],
    ['/docs/auth/github?returnTo=/docs/', '/docs/'],
    ['/docs/auth', '/docs/'],
    ['/docs/authors/', '/docs/authors/'],
    ['/auth/github', '/docs/'],
  ])('under the base path /docs/, %j leads to %j', (returnTo, expected) => {
    expect(safeReturnTo(returnTo, ORIGIN, '/docs/')).toBe(expected);
  });
});

describe('the base path', () => {
  it.each<[string, string, string | undefined]>([
    ['/api/account', '/', '/api/account'],
    ['/docs/api/account', '/docs/', '/api/account'],
    ['/docs/', '/docs/', '/'],
    ['/docs', '/docs/', undefined],
    ['/api/account', '/docs/', undefined],
    ['/docs-old/api/account', '/docs/', undefined],
    ['/api/api/account', '/api/', '/api/account'],
  ])('reads %j under %j as %j', (pathname, basePath, expected) => {
    expect(pathFromBase(pathname, basePath)).toBe(expected);
  });

  it.each([
    ['/auth/github', '/', '/auth/github'],
    ['/auth/github', '/docs/', '/docs/auth/github'],
    ['/api/account', '/api/', '/api/api/account'],
  ])('writes %j under %j as %j', (path, basePath, expected) => {
    expect(pathUnderBase(path, basePath)).toBe(expected);
  });

  it('scopes cookies to the base path, without its trailing slash', () => {
    expect(siteCookiePath('/')).toBe('/');
    expect(siteCookiePath('/docs/')).toBe('/docs');
    expect(siteCookiePath('/docs/v2/')).toBe('/docs/v2');
  });

  it('tells what is within the base', () => {
    expect(isWithinBase('/docs/guide/', '/docs/')).toBe(true);
    expect(isWithinBase('/docs', '/docs/')).toBe(true);
    expect(isWithinBase('/docs-old/', '/docs/')).toBe(false);
    expect(isWithinBase('/anything', '/')).toBe(true);
  });
});

describe('withLoginOutcome', () => {
  it('adds login=<outcome> to the query, before the hash', () => {
    expect(withLoginOutcome('/guide?tab=1#top', 'failed', ORIGIN)).toBe('/guide?tab=1&login=failed#top');
    expect(withLoginOutcome('/', 'link-refused', ORIGIN)).toBe('/?login=link-refused');
  });
});
