import { describe, expect, it } from 'vitest';
import { createLocalePrefixes, type LocalePrefixOptions } from './locale-prefixes';

const locales = [
  { locale: 'en', enabled: true },
  { locale: 'zh-CN', alternate: 'zh-Hans', enabled: true },
  { locale: 'ja', enabled: false },
];

describe('createLocalePrefixes', () => {
  const prefixes = createLocalePrefixes({ locales, defaultLocale: 'en' });

  it.each([
    ['en', true],
    ['zh-CN', true],
    ['zh-Hans', true],
    ['ja', true],
    ['de', false],
    ['', false],
    ['EN', false],
  ])('knows whether %j is a locale: %s', (segment, known) => {
    expect(prefixes.isLocale(segment)).toBe(known);
  });

  it('lists every code, alternates and disabled ones included, in listed order', () => {
    expect(prefixes.codes).toEqual(['en', 'zh-CN', 'zh-Hans', 'ja']);
  });

  it.each([
    [undefined, undefined, '/en'],
    ['en', undefined, '/en'],
    ['zh-CN', undefined, '/zh-CN'],
    ['zh-Hans', 'en', '/zh-CN'],
    ['ja', undefined, '/en'],
    ['ja', 'zh-Hans', '/zh-CN'],
    [undefined, 'zh-CN', '/zh-CN'],
    [undefined, 'ja', '/en'],
    [undefined, 'nope', '/en'],
  ])('gives the segment %j with the visitor preferring %j the prefix %j', (segment, preferred, prefix) => {
    expect(prefixes.prefixFor(segment, preferred)).toBe(prefix);
  });

  it('leaves the default locale unprefixed when asked to', () => {
    const unprefixed = createLocalePrefixes({ locales, defaultLocale: 'en', prefixDefaultLocale: false });
    expect(unprefixed.prefixFor('en')).toBe('');
    expect(unprefixed.prefixFor(undefined)).toBe('');
    expect(unprefixed.prefixFor('zh-Hans')).toBe('/zh-CN');
  });

  it('falls back to the configured preferred locale', () => {
    const chinese = createLocalePrefixes({ locales, defaultLocale: 'en', preferredLocale: 'zh-Hans' });
    expect(chinese.prefixFor(undefined)).toBe('/zh-CN');
    expect(chinese.prefixFor('ja', 'ja')).toBe('/zh-CN');
    expect(chinese.prefixFor(undefined, 'en')).toBe('/en');
  });

  it.each<[string, LocalePrefixOptions, string]>([
    [
      'an unknown default',
      { locales, defaultLocale: 'xx' },
      'defaultLocale "xx" is not the code of an enabled locale',
    ],
    [
      'a disabled default',
      { locales, defaultLocale: 'ja' },
      'defaultLocale "ja" is not the code of an enabled locale',
    ],
    [
      'an alternate as default',
      { locales, defaultLocale: 'zh-Hans' },
      'defaultLocale "zh-Hans" is not the code',
    ],
    [
      'a disabled preferred locale',
      { locales, defaultLocale: 'en', preferredLocale: 'ja' },
      'preferredLocale "ja" is not an enabled locale',
    ],
    [
      'a code listed twice',
      { locales: [...locales, { locale: 'fr', alternate: 'zh-Hans', enabled: false }], defaultLocale: 'en' },
      'locale code "zh-Hans" is listed twice',
    ],
    [
      'an empty code',
      { locales: [...locales, { locale: '', enabled: true }], defaultLocale: 'en' },
      'locale code ""',
    ],
    [
      'a code with a slash',
      { locales: [...locales, { locale: 'a/b', enabled: true }], defaultLocale: 'en' },
      'one path segment',
    ],
    ['no locales', { locales: [], defaultLocale: 'en' }, 'defaultLocale "en"'],
  ])('refuses %s', (_name, options, message) => {
    expect(() => createLocalePrefixes(options)).toThrow(message);
  });

  it('lists every locale problem at once', () => {
    expect(() => createLocalePrefixes({ locales, defaultLocale: 'xx', preferredLocale: 'yy' })).toThrow(
      'Invalid redirect locale options:\n  defaultLocale "xx" is not the code of an enabled locale\n  preferredLocale "yy" is not an enabled locale',
    );
  });
});
