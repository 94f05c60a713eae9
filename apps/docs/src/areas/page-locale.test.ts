import { describe, expect, it } from 'vitest';
import { localePageLink, pageLocale } from './page-locale';

describe('pageLocale', () => {
  it.each([
    ['/zh-CN/jobs/', 'zh-CN'],
    ['/en/', 'en'],
    ['/eo-UY/api/alert/', 'eo-UY'],
    ['/', 'en'],
    ['', 'en'],
  ])('%j is in %j', (pathname, locale) => {
    expect(pageLocale(pathname)).toBe(locale);
  });

  it('reads the address without the base of an older version', () => {
    expect(pageLocale('/0.1/zh-CN/jobs/', 'en', '/0.1/')).toBe('zh-CN');
    expect(pageLocale('/0.1/', 'en', '/0.1/')).toBe('en');
  });
});

describe('localePageLink', () => {
  it('keeps the page language and the base', () => {
    expect(localePageLink('/zh-CN/', 'sponsors/')).toBe('/zh-CN/sponsors/');
    expect(localePageLink('/0.1/eo-UY/', 'sponsors/', 'en', '/0.1/')).toBe('/0.1/eo-UY/sponsors/');
    expect(localePageLink('/0.1/', 'sponsors/', 'en', '/0.1/')).toBe('/0.1/en/sponsors/');
  });
});
