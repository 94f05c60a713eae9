import { describe, expect, it } from 'vitest';
import { localeEntrySchema } from './config/locale.js';
import { defaultLocales, enabledLocales, localeDirection, localeFromPath } from './locales.js';

const codes = (entries: readonly { locale: string }[]) => entries.map((entry) => entry.locale);

describe('defaultLocales', () => {
  it('lists English, Simplified Chinese and Help translate as offered', () => {
    expect(codes(enabledLocales(defaultLocales))).toEqual(['en', 'zh-CN', 'eo-UY']);
  });

  it('lists Japanese, German, French, Russian and Korean as disabled', () => {
    expect(codes(defaultLocales.filter((entry) => !entry.enabled))).toEqual(['ja', 'de', 'fr', 'ru', 'ko']);
  });

  it('names each language in that language and reaches Simplified Chinese as zh-Hans too', () => {
    expect(Object.fromEntries(defaultLocales.map((entry) => [entry.locale, entry.title]))).toEqual({
      en: 'English',
      'zh-CN': '简体中文',
      'eo-UY': 'Help translate',
      ja: '日本語',
      de: 'Deutsch',
      fr: 'Français',
      ru: 'Русский',
      ko: '한국어',
    });
    expect(defaultLocales.find((entry) => entry.locale === 'zh-CN')?.alternate).toBe('zh-Hans');
  });

  it.each(defaultLocales.map((entry) => [entry.locale, entry]))(
    'has a valid entry for %s',
    (_code, entry) => {
      expect(localeEntrySchema.parse(entry)).toEqual(entry);
    },
  );

  it('cannot be changed', () => {
    expect(Object.isFrozen(defaultLocales)).toBe(true);
    expect(defaultLocales.every((entry) => Object.isFrozen(entry))).toBe(true);
  });
});

describe('enabledLocales', () => {
  it('gives an empty list for an empty list', () => {
    expect(enabledLocales([])).toEqual([]);
  });
});

describe('localeFromPath', () => {
  const zh = defaultLocales[1];
  const en = defaultLocales[0];
  const ja = defaultLocales[3];

  it.each([
    ['/en/guide/intro', en, 'en', '/guide/intro', false, true],
    ['/zh-CN/guide', zh, 'zh-CN', '/guide', false, true],
    ['/zh-Hans/guide', zh, 'zh-Hans', '/guide', true, true],
    ['/ZH-hans/guide', zh, 'ZH-hans', '/guide', true, true],
    ['/EN/guide', en, 'EN', '/guide', false, true],
    ['/ja/guide', ja, 'ja', '/guide', false, false],
    ['/en', en, 'en', '/', false, true],
    ['/en/', en, 'en', '/', false, true],
    ['en/guide', en, 'en', '/guide', false, true],
    ['/en?tab=1', en, 'en', '/?tab=1', false, true],
    ['/en/guide#props', en, 'en', '/guide#props', false, true],
    ['/guide/intro', undefined, undefined, '/guide/intro', false, false],
    ['/english/guide', undefined, undefined, '/english/guide', false, false],
    ['guide', undefined, undefined, '/guide', false, false],
    ['/', undefined, undefined, '/', false, false],
    ['', undefined, undefined, '/', false, false],
    ['/?q=en', undefined, undefined, '/?q=en', false, false],
  ])('reads %j as %s', (pathname, locale, code, rest, viaAlternate, enabled) => {
    expect(localeFromPath(pathname, defaultLocales)).toEqual({ locale, code, rest, viaAlternate, enabled });
  });

  it('finds nothing when no languages are listed', () => {
    expect(localeFromPath('/en/guide', []).locale).toBeUndefined();
  });

  it('prefers a language own code over another language alternate code', () => {
    const locales = [
      { title: 'A', locale: 'aa', alternate: 'bb', enabled: true },
      { title: 'B', locale: 'bb', enabled: true },
    ];
    expect(localeFromPath('/bb/x', locales).locale?.title).toBe('B');
  });
});

describe('localeDirection', () => {
  it.each([
    ['en', 'ltr'],
    ['zh-CN', 'ltr'],
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur', 'rtl'],
    ['pa-Arab', 'rtl'],
    ['ku-Latn', 'ltr'],
    ['az-arab', 'rtl'],
  ] as const)('writes %s %s', (locale, dir) => {
    expect(localeDirection(locale)).toBe(dir);
  });

  it('follows the entry’s own dir first', () => {
    expect(localeDirection({ locale: 'ar', dir: 'ltr' })).toBe('ltr');
    expect(localeDirection({ locale: 'x-klingon', dir: 'rtl' })).toBe('rtl');
    expect(localeDirection({ locale: 'ar' })).toBe('rtl');
  });
});
