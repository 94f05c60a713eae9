import { describe, expect, it } from 'vitest';
import { languageMenu } from './language-menu.js';
import { defaultLocales } from './locales.js';

const codes = (entries: readonly { locale: string }[]) => entries.map((entry) => entry.locale);

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

describe('languageMenu under a base path', () => {
  it('reads the language after the base and writes the links under it', () => {
    expect(languageMenu('/docs/zh-CN/guide/intro/', defaultLocales, { base: '/docs/' }).slice(0, 2)).toEqual([
      { title: 'English', locale: 'en', link: '/docs/en/guide/intro/', current: false },
      { title: '简体中文', locale: 'zh-CN', link: '/docs/zh-CN/guide/intro/', current: true },
    ]);
  });
});
