import { describe, expect, it } from 'vitest';
import { localeRedirectTarget } from './locale-redirect.js';
import { defaultLocales as locales } from './locales.js';

describe('localeRedirectTarget', () => {
  it.each([
    ['/', {}, '/en/'],
    ['/', { languages: ['zh-CN', 'en'] }, '/zh-CN/'],
    ['/', { languages: ['zh-TW'] }, '/zh-CN/'],
    ['/', { languages: ['fr-FR', 'en-GB'] }, '/en/'],
    ['/', { stored: 'zh-CN', languages: ['en'] }, '/zh-CN/'],
    ['/', { stored: 'ja', languages: ['zh-CN'] }, '/zh-CN/'],
    ['/guide/introduction/', {}, '/en/guide/introduction/'],
    ['/guide/introduction/', { languages: ['zh'] }, '/zh-CN/guide/introduction/'],
    ['/zh-Hans/guide/', {}, '/zh-CN/guide/'],
    ['/zh-hans/', {}, '/zh-CN/'],
    ['/ja/guide/', {}, '/en/guide/'],
    ['/ja/guide/', { languages: ['zh-CN'] }, '/zh-CN/guide/'],
    ['/de/', { stored: 'zh-CN' }, '/zh-CN/'],
  ])('%s with %j leads to %s', (pathname, options, target) => {
    expect(localeRedirectTarget(pathname, { locales, ...options })).toBe(target);
  });

  it.each(['/en/', '/en/no-such-page/', '/zh-CN/guide/', '/eo-UY/'])(
    'leaves %s alone: it names an offered language',
    (pathname) => {
      expect(localeRedirectTarget(pathname, { locales })).toBeUndefined();
    },
  );

  it('leads nowhere when no language is offered', () => {
    expect(
      localeRedirectTarget('/', { locales: [{ title: 'English', locale: 'en', enabled: false }] }),
    ).toBeUndefined();
  });

  it('treats an address without a leading slash as a path from the root', () => {
    expect(localeRedirectTarget('guide/', { locales })).toBe('/en/guide/');
  });
});
