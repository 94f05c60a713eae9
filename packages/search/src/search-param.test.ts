import { describe, expect, it } from 'vitest';
import { searchTermFromUrl, urlWithoutSearchTerm } from './search-param';

describe('the search parameter', () => {
  it.each([
    ['/en/?search=sidebar', 'sidebar'],
    ['https://example.com/en/?search=date+picker', 'date picker'],
    ['/en/?search=%E4%BE%A7%E8%BE%B9%E6%A0%8F', '侧边栏'],
    ['/en/?search=', undefined],
    ['/en/?search=%20%20', undefined],
    ['/en/', undefined],
  ])('%s asks for the search %j', (url, term) => {
    expect(searchTermFromUrl(url)).toBe(term);
  });

  it('reads URL objects too', () => {
    expect(searchTermFromUrl(new URL('https://example.com/?search=alert'))).toBe('alert');
  });

  it.each([
    ['/en/?search=x&tab=pnpm#install', '/en/?tab=pnpm#install'],
    ['/en/?search=x', '/en/'],
    ['https://example.com/en/guide?search=x', 'https://example.com/en/guide'],
  ])('removing the term from %s gives %s', (url, expected) => {
    expect(urlWithoutSearchTerm(url)).toBe(expected);
  });
});
