import { describe, expect, it } from 'vitest';
import type { NavItem } from './config/index.js';
import { isNavItemActive, type NavLinkAttributes, navLinkAttributes } from './nav-match.js';

describe('isNavItemActive', () => {
  it.each<[string, NavItem, string, boolean]>([
    ['an item is active on its own page', { text: 'Guide', link: '/guide/' }, '/guide/', true],
    ['an item is active below its link', { text: 'Guide', link: '/guide/' }, '/guide/intro', true],
    [
      'an item is active below its link written without a slash',
      { text: 'Guide', link: '/guide' },
      '/guide/intro.html',
      true,
    ],
    [
      'an item is active on its page with a hash or query',
      { text: 'Guide', link: '/guide/' },
      '/guide/?q=1#top',
      true,
    ],
    [
      'an item is not active on a page that only starts with the same letters',
      { text: 'Guide', link: '/guide' },
      '/guides/x',
      false,
    ],
    ['an item is not active above its link', { text: 'Intro', link: '/guide/intro' }, '/guide/', false],
    ['the home link is active on the home page', { text: 'Home', link: '/' }, '/', true],
    ['the home link is active on /index.html', { text: 'Home', link: '/' }, '/index.html', true],
    ['the home link is not active on other pages', { text: 'Home', link: '/' }, '/guide/', false],
    [
      'a link to a language page is active below it',
      { text: '指南', link: '/zh-CN/guide/' },
      '/zh-CN/guide/intro',
      true,
    ],
    [
      'an external link is never active',
      { text: 'GitHub', link: 'https://github.com/guide/' },
      '/guide/',
      false,
    ],
    [
      'an activeMatch decides instead of the link',
      { text: 'API', link: '/api/', activeMatch: '^/(api|reference)/' },
      '/reference/props',
      true,
    ],
    [
      'an activeMatch that does not match leaves the item inactive on its link',
      { text: 'API', link: '/api/', activeMatch: '^/reference/' },
      '/api/',
      false,
    ],
    [
      'an activeMatch is tested against the normalised path',
      { text: 'API', link: '/api/', activeMatch: '^/api/props$' },
      '/api//props.html#x',
      true,
    ],
    [
      'an invalid activeMatch never matches',
      { text: 'API', link: '/api/', activeMatch: '(' },
      '/api/',
      false,
    ],
    [
      'a group is active when one of its items is',
      {
        text: 'More',
        items: [
          { text: 'Releases', link: '/releases/' },
          { text: 'Jobs', link: '/jobs/' },
        ],
      },
      '/jobs/frontend',
      true,
    ],
    [
      'a group is active when a nested item is',
      {
        text: 'More',
        items: [
          { text: 'Community', items: [{ text: 'Sponsors', link: '/introduction/sponsors-and-backers' }] },
        ],
      },
      '/introduction/sponsors-and-backers',
      true,
    ],
    [
      'a group is inactive when none of its items is',
      { text: 'More', items: [{ text: 'Releases', link: '/releases/' }] },
      '/guide/',
      false,
    ],
    [
      'a group with an activeMatch ignores its items',
      { text: 'More', activeMatch: '^/more/', items: [{ text: 'Releases', link: '/releases/' }] },
      '/releases/',
      false,
    ],
    ['a group without items or link is inactive', { text: 'Empty', items: [] }, '/', false],
  ])('%s', (_sentence, item, path, expected) => {
    expect(isNavItemActive(item, path)).toBe(expected);
  });

  it.each([
    ['/zh-CN/', true],
    ['/zh-CN', true],
    ['/zh-CN/guide/', false],
  ])('a link to a language root is active on %j only when exact: %s', (path, expected) => {
    const item = { text: '首页', link: '/zh-CN/' };
    expect(isNavItemActive(item, path, { localeRoots: ['/zh-CN/', '/ja/'] })).toBe(expected);
  });

  it('treats a language root as any other link when no roots are given', () => {
    expect(isNavItemActive({ text: '首页', link: '/zh-CN/' }, '/zh-CN/guide/')).toBe(true);
  });
});

describe('navLinkAttributes', () => {
  it.each<[string, Pick<NavItem, 'link' | 'target' | 'rel'>, NavLinkAttributes | undefined]>([
    ['a site link is a plain href', { link: '/guide/' }, { href: '/guide/' }],
    [
      'an external link opens in a new tab without a referrer',
      { link: 'https://github.com' },
      { href: 'https://github.com', target: '_blank', rel: 'noreferrer' },
    ],
    [
      'a protocol-relative link is external',
      { link: '//cdn.example.com/' },
      { href: '//cdn.example.com/', target: '_blank', rel: 'noreferrer' },
    ],
    [
      'an external link keeps its own target',
      { link: 'https://github.com', target: '_self' },
      { href: 'https://github.com', target: '_self', rel: 'noreferrer' },
    ],
    [
      'an external link keeps its own rel',
      { link: 'https://sponsor.example', rel: 'sponsored' },
      { href: 'https://sponsor.example', target: '_blank', rel: 'sponsored' },
    ],
    [
      'a site link keeps a target and rel it sets',
      { link: '/playground', target: '_blank', rel: 'noopener' },
      { href: '/playground', target: '_blank', rel: 'noopener' },
    ],
    ['an item without a link has no attributes', {}, undefined],
  ])('%s', (_sentence, item, expected) => {
    expect(navLinkAttributes(item)).toStrictEqual(expected);
  });
});

describe('isNavItemActive under a base path', () => {
  it('matches activeMatch against the path without the base, and links under it by prefix', () => {
    const guide = { text: 'Guide', link: '/docs/en/guide/', activeMatch: '^/[^/]+/guide/' };
    expect(isNavItemActive(guide, '/docs/en/guide/intro/', { base: '/docs/' })).toBe(true);
    expect(isNavItemActive(guide, '/docs/en/api/', { base: '/docs/' })).toBe(false);
    expect(
      isNavItemActive({ text: 'API', link: '/docs/en/api/' }, '/docs/en/api/alert/', { base: '/docs/' }),
    ).toBe(true);
  });
});
