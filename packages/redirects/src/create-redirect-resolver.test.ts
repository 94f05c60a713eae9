import { describe, expect, it } from 'vitest';
import { createRedirectResolver, type RedirectResolverOptions } from './create-redirect-resolver';
import { RedirectTableError } from './redirect-table-error';
import type { RedirectLocale } from './types';

const examples: Record<string, string> = {
  'components/dropdowns': '/components/menus',
  'quick-start': '/getting-started/installation',
  'components/datatables': '/components/data-tables/basics',
  'framework/theme': '/customization/theme',
  'about/sponsors-and-backers': '/introduction/sponsors-and-backers',
};

const locales: RedirectLocale[] = [
  { locale: 'en', enabled: true },
  { locale: 'zh-CN', alternate: 'zh-Hans', enabled: true },
  { locale: 'eo-UY', enabled: true },
  { locale: 'ja', enabled: false },
  { locale: 'de', enabled: false },
  { locale: 'fr', enabled: false },
  { locale: 'ru', enabled: false },
  { locale: 'ko', enabled: false },
];

const site: RedirectResolverOptions = { locales, defaultLocale: 'en' };

/** Request prefix → the locale prefix of the answer. */
const prefixes: [request: string, answer: string][] = [
  ['', '/en'],
  ['/en', '/en'],
  ['/zh-CN', '/zh-CN'],
  ['/zh-Hans', '/zh-CN'],
  ['/eo-UY', '/eo-UY'],
  ['/ja', '/en'],
  ['/ko', '/en'],
];

const exampleCases = Object.entries(examples).flatMap(([from, to]) =>
  prefixes.flatMap(([request, answer]) =>
    ['', '/'].map((slash) => [`${request}/${from}${slash}`, `${answer}${to}/`] as const),
  ),
);

describe('createRedirectResolver', () => {
  const resolver = createRedirectResolver(examples, site);

  it.each(exampleCases)('redirects %s to %s', (request, location) => {
    expect(resolver.resolve(request)).toEqual({ location, status: 301 });
  });

  it.each([
    ['/quick-start?tab=api', '/en/getting-started/installation/?tab=api'],
    ['/quick-start/#props', '/en/getting-started/installation/#props'],
    ['/zh-CN/quick-start?tab=api#props', '/zh-CN/getting-started/installation/?tab=api#props'],
    ['/zh-Hans/components/dropdowns/?a=1&b=2', '/zh-CN/components/menus/?a=1&b=2'],
    ['/ja/framework/theme#colors', '/en/customization/theme/#colors'],
    ['https://lectern.dev/zh-Hans/quick-start?x=1#y', '/zh-CN/getting-started/installation/?x=1#y'],
    ['//quick-start', '/en/getting-started/installation/'],
    ['/en//quick-start//', '/en/getting-started/installation/'],
    ['quick-start', '/en/getting-started/installation/'],
  ])('keeps the query and the hash: %s → %s', (request, location) => {
    expect(resolver.resolve(request)).toEqual({ location, status: 301 });
  });

  it.each([
    '/',
    '',
    '/?quick-start',
    '/#quick-start',
    '/en',
    '/en/',
    '/zh-CN/',
    '/ja',
    '/getting-started/installation',
    '/en/getting-started/installation',
    '/xx/quick-start',
    '/quick-start/more',
    '/Quick-Start',
    '/EN/quick-start',
    '/en/en/quick-start',
    '/components',
    'https://lectern.dev',
  ])('does not redirect %j', (request) => {
    expect(resolver.resolve(request)).toBeUndefined();
  });

  it.each([
    ['/quick-start', '/getting-started/installation/'],
    ['/en/quick-start/', '/getting-started/installation/'],
    ['/ja/quick-start', '/getting-started/installation/'],
    ['/zh-Hans/quick-start', '/zh-CN/getting-started/installation/'],
  ])('without a prefix for the default locale, redirects %s to %s', (request, location) => {
    const unprefixed = createRedirectResolver(examples, { ...site, prefixDefaultLocale: false });
    expect(unprefixed.resolve(request)?.location).toBe(location);
  });

  it.each([
    ['/quick-start', '/zh-CN/getting-started/installation/'],
    ['/ja/quick-start', '/zh-CN/getting-started/installation/'],
    ['/en/quick-start', '/en/getting-started/installation/'],
    ['/eo-UY/quick-start', '/eo-UY/getting-started/installation/'],
  ])('with preferredLocale zh-Hans, redirects %s to %s', (request, location) => {
    const chinese = createRedirectResolver(examples, { ...site, preferredLocale: 'zh-Hans' });
    expect(chinese.resolve(request)?.location).toBe(location);
  });

  it.each([
    ['/quick-start', 'zh-CN', '/zh-CN/getting-started/installation/'],
    ['/quick-start', 'zh-Hans', '/zh-CN/getting-started/installation/'],
    ['/ja/quick-start', 'eo-UY', '/eo-UY/getting-started/installation/'],
    ['/en/quick-start', 'zh-CN', '/en/getting-started/installation/'],
    ['/quick-start', 'ja', '/en/getting-started/installation/'],
    ['/quick-start', 'xx', '/en/getting-started/installation/'],
    ['/quick-start', undefined, '/en/getting-started/installation/'],
  ])('for %s and a visitor preferring %s, redirects to %s', (request, preferredLocale, location) => {
    expect(resolver.resolve(request, { preferredLocale })?.location).toBe(location);
  });

  it('collapses chains so one redirect reaches the page', () => {
    const chained = createRedirectResolver({ a: '/b', b: '/c/', 'c/': '/final' }, site);
    expect(chained.resolve('/a')).toEqual({ location: '/en/final/', status: 301 });
    expect(chained.resolve('/zh-CN/b/')).toEqual({ location: '/zh-CN/final/', status: 301 });
  });

  it.each([
    [true, '/zh-CN/old-home', '/zh-CN/'],
    [true, '/old-home', '/en/'],
    [false, '/old-home', '/'],
  ])('with prefixDefaultLocale %s, redirects %s to the home %s', (prefixDefaultLocale, request, location) => {
    const home = createRedirectResolver({ 'old-home': '/' }, { ...site, prefixDefaultLocale });
    expect(home.resolve(request)?.location).toBe(location);
  });

  it.each<[RedirectResolverOptions['trailingSlash'], string, string]>([
    [undefined, '/installation', '/en/installation/'],
    [undefined, '/installation/', '/en/installation/'],
    [undefined, '/downloads/guide.pdf', '/en/downloads/guide.pdf'],
    ['always', '/installation', '/en/installation/'],
    ['never', '/installation/', '/en/installation'],
    ['never', '/', '/en'],
    ['ignore', '/installation', '/en/installation'],
    ['ignore', '/installation/', '/en/installation/'],
  ])('with trailingSlash %s, leads the target %s to %s in one hop', (trailingSlash, target, location) => {
    const resolver = createRedirectResolver({ old: target }, { ...site, trailingSlash });
    expect(resolver.resolve('/old?x=1')?.location).toBe(`${location}?x=1`);
    expect(resolver.listAddresses()[0]?.location).toBe(location);
  });

  it('matches percent-encoded requests against written old paths', () => {
    const encoded = createRedirectResolver([{ from: 'guide/café', to: '/guide/coffee' }], site);
    expect(encoded.resolve('/guide/caf%C3%A9/')?.location).toBe('/en/guide/coffee/');
  });

  it('refuses a table with errors and lists them', () => {
    const build = () => createRedirectResolver({ a: '/b', b: '/a', 'en/c': '/d', e: 'f' }, site);
    expect(build).toThrow(RedirectTableError);
    expect(build).toThrow(
      [
        'The redirect table has 3 errors:',
        '  entry "en/c": the old path starts with the locale "en"; write it without, /en/… is answered anyway',
        '  entry "e": the target "f" must start with "/"',
        '  redirect loop: /a → /b → /a',
      ].join('\n'),
    );
  });

  it('names a single error as such', () => {
    expect(() => createRedirectResolver({ a: '/b', b: '/a' }, site)).toThrow(
      'The redirect table has 1 error:\n  redirect loop',
    );
  });

  it('refuses inconsistent locale options', () => {
    expect(() => createRedirectResolver(examples, { locales, defaultLocale: 'ja' })).toThrow(
      'defaultLocale "ja" is not the code of an enabled locale',
    );
  });

  it('lists every address it answers, in table order, as it would answer them', () => {
    const small = createRedirectResolver(
      { 'quick-start': '/getting-started/installation', a: '/b', b: '/c' },
      { locales: locales.slice(0, 4), defaultLocale: 'en' },
    );
    expect(small.listAddresses()).toMatchObject([
      { from: '/quick-start', location: '/en/getting-started/installation/' },
      { from: '/en/quick-start', location: '/en/getting-started/installation/' },
      { from: '/zh-CN/quick-start', location: '/zh-CN/getting-started/installation/' },
      { from: '/zh-Hans/quick-start', location: '/zh-CN/getting-started/installation/' },
      { from: '/eo-UY/quick-start', location: '/eo-UY/getting-started/installation/' },
      { from: '/ja/quick-start', location: '/en/getting-started/installation/' },
      { from: '/a', location: '/en/c/' },
      { from: '/en/a', location: '/en/c/' },
      { from: '/zh-CN/a', location: '/zh-CN/c/' },
      { from: '/zh-Hans/a', location: '/zh-CN/c/' },
      { from: '/eo-UY/a', location: '/eo-UY/c/' },
      { from: '/ja/a', location: '/en/c/' },
      { from: '/b', location: '/en/c/' },
      { from: '/en/b', location: '/en/c/' },
      { from: '/zh-CN/b', location: '/zh-CN/c/' },
      { from: '/zh-Hans/b', location: '/zh-CN/c/' },
      { from: '/eo-UY/b', location: '/eo-UY/c/' },
      { from: '/ja/b', location: '/en/c/' },
    ]);
    for (const { from, location } of small.listAddresses()) {
      expect(small.resolve(from)?.location).toBe(location);
      expect(small.resolve(`${from}/`)?.location).toBe(location);
    }
  });

  it('lists addresses with the configured preferred locale and without the default prefix', () => {
    const options = { ...site, preferredLocale: 'zh-Hans', prefixDefaultLocale: false };
    const addresses = createRedirectResolver({ old: '/new/' }, options).listAddresses();
    expect(addresses.slice(0, 4)).toMatchObject([
      { from: '/old', location: '/zh-CN/new/' },
      { from: '/en/old', location: '/new/' },
      { from: '/zh-CN/old', location: '/zh-CN/new/' },
      { from: '/zh-Hans/old', location: '/zh-CN/new/' },
    ]);
    expect(addresses).toHaveLength(1 + 9);
  });

  describe('an entry to its own address (a page kept where it was, now under a language)', () => {
    const kept = createRedirectResolver({ 'guide/setup': '/guide/setup' }, site);

    it.each([
      ['/guide/setup', '/en/guide/setup/'],
      ['/guide/setup/?tab=npm#install', '/en/guide/setup/?tab=npm#install'],
      ['/zh-Hans/guide/setup', '/zh-CN/guide/setup/'],
      ['/ja/guide/setup/', '/en/guide/setup/'],
    ])('redirects %s to %s', (request, location) => {
      expect(kept.resolve(request)).toEqual({ location, status: 301 });
    });

    it.each(['/en/guide/setup/', '/en/guide/setup', '/zh-CN/guide/setup/', '/eo-UY/guide/setup/'])(
      'leaves the page %s alone',
      (request) => {
        expect(kept.resolve(request)).toBeUndefined();
      },
    );

    it('lists the addresses without a language and under the codes that are not a page', () => {
      expect(kept.listAddresses().map((address) => address.from)).toEqual([
        '/guide/setup',
        '/zh-Hans/guide/setup',
        '/ja/guide/setup',
        '/de/guide/setup',
        '/fr/guide/setup',
        '/ru/guide/setup',
        '/ko/guide/setup',
      ]);
    });

    it('answers nothing for the default language when its pages have no prefix', () => {
      const unprefixed = createRedirectResolver(
        { 'guide/setup': '/guide/setup' },
        { ...site, prefixDefaultLocale: false },
      );
      expect(unprefixed.resolve('/guide/setup/')).toBeUndefined();
      expect(unprefixed.resolve('/zh-Hans/guide/setup/')?.location).toBe('/zh-CN/guide/setup/');
    });
  });

  it('resolves every entry of a 10 000-entry table', () => {
    const table: Record<string, string> = {};
    for (let index = 0; index < 10_000; index++) {
      table[`old/${index}`] = index % 2 === 0 ? `/old/${index + 1}` : `/new/${index}`;
    }
    const large = createRedirectResolver(table, site);
    let found = 0;
    for (let index = 0; index < 10_000; index++) {
      if (large.resolve(`/zh-Hans/old/${index}/?q=${index}`)) found++;
    }
    expect(found).toBe(10_000);
    expect(large.resolve('/old/0')?.location).toBe('/en/new/1/');
  });
});
