import { describe, expect, it } from 'vitest';
import { createClientAddressResolver, trustedProxyProblem } from './client-address';

describe('createClientAddressResolver', () => {
  it('takes the TCP peer, and ignores X-Forwarded-For, without trusted proxies', () => {
    const resolve = createClientAddressResolver([]);
    expect(resolve('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(resolve('::ffff:203.0.113.9', null)).toBe('203.0.113.9');
    expect(resolve(undefined, '198.51.100.1')).toBe('unknown');
  });

  const resolve = createClientAddressResolver(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);

  it.each<[string | undefined, string | null, string]>([
    // A trusted proxy's request: the right-most hop that is not a trusted proxy.
    ['127.0.0.1', '198.51.100.7', '198.51.100.7'],
    ['::ffff:127.0.0.1', '198.51.100.7', '198.51.100.7'],
    ['127.0.0.1', '203.0.113.9, 198.51.100.7', '198.51.100.7'],
    ['127.0.0.1', '203.0.113.9, 198.51.100.7, 10.1.2.3', '198.51.100.7'],
    ['127.0.0.1', '203.0.113.9,198.51.100.7 , 10.1.2.3,fd00::5', '198.51.100.7'],
    ['127.0.0.1', '[2001:db8::1]:443', '2001:db8::1'],
    ['127.0.0.1', '2001:db8::1', '2001:db8::1'],
    // Only trusted proxies: the left-most of them.
    ['127.0.0.1', '10.0.0.9, 10.0.0.8', '10.0.0.9'],
    // An unreadable hop ends the walk at the proxy that wrote it.
    ['127.0.0.1', '198.51.100.7, unknown', '127.0.0.1'],
    ['127.0.0.1', '198.51.100.7, 10.0.0.8, garbage', '127.0.0.1'],
    ['127.0.0.1', '', '127.0.0.1'],
    ['127.0.0.1', null, '127.0.0.1'],
    // A peer that is not a trusted proxy writes what it likes: it is the visitor.
    ['203.0.113.9', '198.51.100.7', '203.0.113.9'],
    ['fe80::1', '198.51.100.7', 'fe80::1'],
    [undefined, '198.51.100.7', 'unknown'],
  ])('peer %j with X-Forwarded-For %j is the visitor %j', (peer, forwardedFor, expected) => {
    expect(resolve(peer, forwardedFor)).toBe(expected);
  });

  it('refuses an entry that is not an address or a block', () => {
    expect(() => createClientAddressResolver(['localhost'])).toThrow('(got "localhost")');
  });
});

describe('trustedProxyProblem', () => {
  it.each(['127.0.0.1', '10.0.0.0/8', '0.0.0.0/0', '::1', 'fd00::/8', '::/0', ' 192.168.1.0/24 '])(
    'takes %j',
    (entry) => {
      expect(trustedProxyProblem(entry)).toBeUndefined();
    },
  );

  it.each([
    ['localhost', ''],
    ['10.0.0.0/33', ', the prefix at most 32'],
    ['::1/129', ', the prefix at most 128'],
    ['10.0.0.0/8/8', ''],
    ['10.0.0.0/', ', the prefix at most 32'],
    ['10.0.0.0/x', ', the prefix at most 32'],
    ['', ''],
  ])('refuses %j', (entry, detail) => {
    expect(trustedProxyProblem(entry)).toBe(
      `expected an address or a CIDR block such as "10.0.0.5", "10.0.0.0/8" or "fd00::/8"${detail} (got ${JSON.stringify(entry)})`,
    );
  });
});
