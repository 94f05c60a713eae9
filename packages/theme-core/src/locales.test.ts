import { describe, expect, it } from 'vitest';
import { localeEntrySchema } from './config/locale.js';
import {
  defaultLocales,
  enabledLocales,
  languageMenu,
  localeDirection,
  localeFromPath,
  navOfLocale,
  ofLocale,
  parseAcceptLanguage,
  preferredLocale,
} from './locales.js';

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

describe('languageMenu', () => {
  it('links each offered language to the same page and marks the current one', () => {
    expect(languageMenu('/zh-CN/guide/intro', defaultLocales)).toEqual([
      { title: 'English', locale: 'en', link: '/en/guide/intro', current: false },
      { title: '简体中文', locale: 'zh-CN', link: '/zh-CN/guide/intro', current: true },
      { title: 'Help translate', locale: 'eo-UY', link: '/eo-UY/guide/intro', current: false },
    ]);
  });

  it.each([
    ['/zh-Hans/guide/', 'zh-CN', '/en/guide/'],
    ['/en/', 'en', '/en/'],
    ['/en', 'en', '/en/'],
    ['/en/guide?tab=api#props', 'en', '/en/guide?tab=api#props'],
  ])('on %s marks %s and links English as %s', (pathname, current, englishLink) => {
    const items = languageMenu(pathname, defaultLocales);
    expect(items.filter((item) => item.current).map((item) => item.locale)).toEqual([current]);
    expect(items[0]?.link).toBe(englishLink);
  });

  it('leaves disabled languages out and marks none on a page of a disabled language', () => {
    const items = languageMenu('/ja/guide', defaultLocales);
    expect(codes(items)).toEqual(['en', 'zh-CN', 'eo-UY']);
    expect(items.some((item) => item.current)).toBe(false);
    expect(items[1]?.link).toBe('/zh-CN/guide');
  });

  it('leads a language without the page to its home, given the languages that have it', () => {
    const items = languageMenu('/zh-CN/blog/launch/', defaultLocales, { pageLocales: ['zh-cn'] });
    expect(items.map((item) => item.link)).toEqual(['/en/', '/zh-CN/blog/launch/', '/eo-UY/']);
    expect(items[1]?.current).toBe(true);
    expect(
      languageMenu('/docs/zh-CN/a/', defaultLocales, { base: '/docs/', pageLocales: ['zh-CN'] })[0]?.link,
    ).toBe('/docs/en/');
  });

  it('marks none on an address without a language', () => {
    const items = languageMenu('/guide/intro', defaultLocales);
    expect(items.some((item) => item.current)).toBe(false);
    expect(items[0]?.link).toBe('/en/guide/intro');
  });

  it('is empty when no language is offered', () => {
    expect(languageMenu('/en/', [])).toEqual([]);
  });
});

describe('navOfLocale', () => {
  const shared = [{ text: 'Guide', link: '/guide/' }];
  const chinese = [{ text: '指南', link: '/guide/' }];
  const theme = {
    nav: shared,
    locales: [
      { title: 'English', locale: 'en', enabled: true },
      { title: '简体中文', locale: 'zh-CN', enabled: true, nav: chinese },
    ],
  };

  it("gives a language's own menu, its code compared without regard to case", () => {
    expect(navOfLocale(theme, 'zh-CN')).toEqual(chinese);
    expect(navOfLocale(theme, 'zh-cn')).toEqual(chinese);
  });

  it('gives the shared menu to a language without one, and none when there is none', () => {
    expect(navOfLocale(theme, 'en')).toEqual(shared);
    expect(navOfLocale(theme, 'fr')).toEqual(shared);
    expect(navOfLocale({}, 'en')).toEqual([]);
  });
});

describe('ofLocale', () => {
  const banner = { id: 'v1', text: 'Version 1 is out.' };
  const chineseBanner = { id: 'v1-zh', text: '1.0 版已发布。' };
  const footer = { copyright: '© Lectern' };
  const chineseFooter = { message: '以 MIT 许可证发布。' };
  const theme = {
    banner,
    footer,
    locales: [
      { title: 'English', locale: 'en', enabled: true },
      { title: '简体中文', locale: 'zh-CN', enabled: true, banner: chineseBanner, footer: chineseFooter },
    ],
  };

  it("gives a language's own banner, ad or footer, else the shared one", () => {
    expect(ofLocale(theme, 'zh-cn', 'banner')).toEqual(chineseBanner);
    expect(ofLocale(theme, 'zh-CN', 'footer')).toEqual(chineseFooter);
    expect(ofLocale(theme, 'en', 'banner')).toEqual(banner);
    expect(ofLocale(theme, 'en', 'ad')).toBeUndefined();
    expect(ofLocale({ locales: theme.locales }, 'en', 'footer')).toBeUndefined();
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

describe('languageMenu under a base path', () => {
  it('reads the language after the base and writes the links under it', () => {
    expect(languageMenu('/docs/zh-CN/guide/intro/', defaultLocales, { base: '/docs/' }).slice(0, 2)).toEqual([
      { title: 'English', locale: 'en', link: '/docs/en/guide/intro/', current: false },
      { title: '简体中文', locale: 'zh-CN', link: '/docs/zh-CN/guide/intro/', current: true },
    ]);
  });
});
