import { describe, expect, it } from 'vitest';
import { pageLocale } from './page-locale';

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
});
