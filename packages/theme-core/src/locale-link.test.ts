import { describe, expect, it } from 'vitest';
import { localeLink, siteLinkIn } from './locale-link.js';

describe('siteLinkIn', () => {
  it.each([
    ['/guide/', '/', '/en/guide/'],
    ['/guide/', '/docs/', '/docs/en/guide/'],
    ['/', '/docs/', '/docs/en/'],
    ['/guide/?tab=api#props', '/', '/en/guide/?tab=api#props'],
    ['https://example.com/', '/docs/', 'https://example.com/'],
    ['//cdn.example.com/page', '/docs/', '//cdn.example.com/page'],
    ['mailto:team@example.com', '/', 'mailto:team@example.com'],
    ['#install', '/docs/', '#install'],
    ['guide/', '/docs/', 'guide/'],
  ])('puts %j in English under %j as %j', (link, base, expected) => {
    expect(siteLinkIn('en', link, base)).toBe(expected);
  });
});

describe('localeLink', () => {
  it.each([
    ['en', 'guide/intro', '/en/guide/intro'],
    ['en', '/guide/intro', '/en/guide/intro'],
    ['zh-CN', '/guide/intro/', '/zh-CN/guide/intro/'],
    ['en', '//guide//intro//', '/en/guide/intro/'],
    ['en', '/', '/en/'],
    ['en', '', '/en/'],
    ['en', '//', '/en/'],
    ['en', '/guide?tab=api#props', '/en/guide?tab=api#props'],
    ['en', '/guide/?q=a//b', '/en/guide/?q=a//b'],
    ['en', '?q=1', '/en/?q=1'],
    ['en', '#top', '/en/#top'],
    ['/en/', 'guide', '/en/guide'],
    ['en', 'https://github.com/lectern', 'https://github.com/lectern'],
    ['en', 'mailto:docs@example.com', 'mailto:docs@example.com'],
  ])('links %s and %j as %s', (locale, path, expected) => {
    expect(localeLink(locale, path)).toBe(expected);
  });

  it('accepts a locale entry', () => {
    expect(localeLink({ title: 'Deutsch', locale: 'de', enabled: false }, 'guide')).toBe('/de/guide');
  });
});
