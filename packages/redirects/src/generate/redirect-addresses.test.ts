import { describe, expect, it } from 'vitest';
import { createRedirectResolver } from '../create-redirect-resolver';
import { RedirectTableError } from '../redirect-table-error';
import { listRedirectAddresses } from './redirect-addresses';

const locales = [
  { locale: 'en', enabled: true },
  { locale: 'zh-CN', alternate: 'zh-Hans', enabled: true },
];
const table = { 'quick-start/': '/getting-started/installation', resolve: '/a' };

describe('listRedirectAddresses', () => {
  it('lists the addresses of a resolver', () => {
    const resolver = createRedirectResolver(table, { locales, defaultLocale: 'en' });
    expect(listRedirectAddresses(resolver)).toEqual(resolver.listAddresses());
  });

  it('builds the resolver for a table with locales', () => {
    expect(listRedirectAddresses(table, { locales, defaultLocale: 'zh-CN' }).slice(0, 4)).toMatchObject([
      { from: '/quick-start', location: '/zh-CN/getting-started/installation/' },
      { from: '/en/quick-start', location: '/en/getting-started/installation/' },
      { from: '/zh-CN/quick-start', location: '/zh-CN/getting-started/installation/' },
      { from: '/zh-Hans/quick-start', location: '/zh-CN/getting-started/installation/' },
    ]);
  });

  it.each([[undefined], [{}], [{ locales: [] }]])(
    'gives unprefixed addresses without locales (%j)',
    (options) => {
      expect(listRedirectAddresses({ 'a//b/': '/c', c: '/d' }, options)).toMatchObject([
        { from: '/a/b', location: '/d/' },
        { from: '/c', location: '/d/' },
      ]);
    },
  );

  it.each([
    ['always', '/d/'],
    ['never', '/d'],
    ['ignore', '/d/'],
  ] as const)('writes unprefixed locations with trailingSlash %s as %s', (trailingSlash, location) => {
    const options = { trailingSlash, locales: [] };
    expect(listRedirectAddresses({ c: trailingSlash === 'ignore' ? '/d/' : '/d' }, options)).toMatchObject([
      { from: '/c', location },
    ]);
    expect(
      listRedirectAddresses({ c: '/d/' }, { trailingSlash, locales, defaultLocale: 'en' })[0]?.location,
    ).toBe(trailingSlash === 'never' ? '/en/d' : '/en/d/');
  });

  it('names the old path and the locale code of each address', () => {
    expect(listRedirectAddresses({ old: '/new' }, { locales, defaultLocale: 'en' })).toEqual([
      { from: '/old', location: '/en/new/', path: '/old' },
      { from: '/en/old', location: '/en/new/', path: '/old', locale: 'en' },
      { from: '/zh-CN/old', location: '/zh-CN/new/', path: '/old', locale: 'zh-CN' },
      { from: '/zh-Hans/old', location: '/zh-CN/new/', path: '/old', locale: 'zh-Hans' },
    ]);
  });

  it('reads an old path named "resolve" as an old path', () => {
    expect(listRedirectAddresses({ resolve: '/solve' })).toMatchObject([
      { from: '/resolve', location: '/solve/' },
    ]);
  });

  it.each([[undefined], [{ locales, defaultLocale: 'en' }]])(
    'refuses a table with errors (%j)',
    (options) => {
      expect(() => listRedirectAddresses({ a: '/b', b: '/a' }, options)).toThrow(RedirectTableError);
      expect(() => listRedirectAddresses({ a: '/b', b: '/a' }, options)).toThrow(
        'The redirect table has 1 error:\n  redirect loop: /a → /b → /a',
      );
    },
  );

  it('asks for a defaultLocale with locales', () => {
    expect(() => listRedirectAddresses(table, { locales })).toThrow('locales need a defaultLocale');
  });
});
