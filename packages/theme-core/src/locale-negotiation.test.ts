import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, preferredLocale } from './locale-negotiation.js';
import { defaultLocales } from './locales.js';

describe('parseAcceptLanguage', () => {
  it.each([
    ['', []],
    ['en', ['en']],
    ['fr;q=0.5, de, en;q=0.8', ['de', 'en', 'fr']],
    ['zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7', ['zh-TW', 'zh', 'en-US', 'en']],
    ['de;q=0.5, fr;q=0.5, it', ['it', 'de', 'fr']],
    ['en;q=0, fr', ['fr']],
    ['en;q=abc, fr;q=1.5, de;q=1', ['de']],
    ['*;q=0.5, ko', ['ko']],
    [' en ; Q = 0.3 , ja ;level=1', ['ja', 'en']],
    [',,en,', ['en']],
  ])('orders %j as %j', (header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected);
  });
});

describe('preferredLocale', () => {
  const pick = (options: { stored?: string | null; acceptLanguage?: string | null }) =>
    preferredLocale({ ...options, locales: defaultLocales })?.locale;

  it.each([
    ['the stored choice', { stored: 'zh-CN', acceptLanguage: 'en' }, 'zh-CN'],
    ['the stored choice given by alternate code', { stored: 'zh-hans' }, 'zh-CN'],
    ['the header when the stored choice is disabled', { stored: 'ja', acceptLanguage: 'zh-CN' }, 'zh-CN'],
    ['the header when the stored choice is unknown', { stored: 'klingon', acceptLanguage: 'zh-CN' }, 'zh-CN'],
    ['the header when the stored choice is empty', { stored: '', acceptLanguage: 'zh-CN' }, 'zh-CN'],
    ['the header when nothing is stored', { stored: null, acceptLanguage: 'zh-CN,en;q=0.5' }, 'zh-CN'],
    ['the exact code', { acceptLanguage: 'eo-UY' }, 'eo-UY'],
    ['the alternate code', { acceptLanguage: 'zh-Hans' }, 'zh-CN'],
    ['a language the tag extends', { acceptLanguage: 'en-US' }, 'en'],
    ['an alternate code the tag extends', { acceptLanguage: 'zh-Hans-SG' }, 'zh-CN'],
    ['the same primary subtag', { acceptLanguage: 'zh' }, 'zh-CN'],
    ['the same primary subtag for another region', { acceptLanguage: 'zh-TW' }, 'zh-CN'],
    ['the most wanted tag first', { acceptLanguage: 'en;q=0.8, zh-CN' }, 'zh-CN'],
    ['English for tags of disabled languages only', { acceptLanguage: 'ja, de;q=0.9' }, 'en'],
    ['a later tag when earlier ones match nothing', { acceptLanguage: 'ja, ko;q=0.9, zh;q=0.1' }, 'zh-CN'],
    ['English when q=0 excludes the only match', { acceptLanguage: 'zh;q=0' }, 'en'],
    ['English when nothing is known', {}, 'en'],
    ['English for an unreadable header', { acceptLanguage: ';;;' }, 'en'],
  ])('chooses %s', (_case, options, expected) => {
    expect(pick(options)).toBe(expected);
  });

  it('prefers an exact match over a shared primary subtag', () => {
    const locales = [
      { title: '简体中文', locale: 'zh-CN', enabled: true },
      { title: '繁體中文', locale: 'zh-TW', enabled: true },
    ];
    expect(preferredLocale({ acceptLanguage: 'zh-TW', locales })?.title).toBe('繁體中文');
    expect(preferredLocale({ acceptLanguage: 'zh-HK', locales })?.title).toBe('简体中文');
  });

  it('falls back to the first offered language when English is not offered', () => {
    const locales = [
      { title: 'English', locale: 'en', enabled: false },
      { title: 'Deutsch', locale: 'de', enabled: true },
    ];
    expect(preferredLocale({ acceptLanguage: 'en', locales })?.locale).toBe('de');
  });

  it('gives nothing when no language is offered', () => {
    expect(preferredLocale({ locales: [] })).toBeUndefined();
  });
});
