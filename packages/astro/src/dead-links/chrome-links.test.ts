import type { LocaleEntry } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import { chromeLinkSources, HOME_LINKS, linkTargets } from './chrome-links.js';

const locales: LocaleEntry[] = [
  { title: 'English', locale: 'en', enabled: true },
  { title: '简体中文', locale: 'zh-CN', enabled: true },
  { title: 'Deutsch', locale: 'de', enabled: false },
];

describe('linkTargets', () => {
  it.each([
    [{ link: '/guide/' }, '/en/', 'en', ['/guide/', '/en/guide/']],
    [{ link: '/guide/?tab=a#b' }, '/en/', 'en', ['/guide/', '/en/guide/']],
    [{ link: '/' }, '/zh-CN/x/', 'zh-CN', ['/', '/zh-CN/']],
    [{ link: 'setup', base: '/guide/' }, '/en/', 'en', ['/guide/setup', '/en/guide/setup']],
    [{ link: '../setup/' }, '/en/guide/intro/', 'en', ['/en/guide/setup/']],
    [{ link: '/guide/' }, '/', undefined, ['/guide/']],
    [{ link: '#usage' }, '/en/', 'en', []],
    [{ link: 'https://example.com/' }, '/en/', 'en', []],
    [{ link: '//cdn.example.com/' }, '/en/', 'en', []],
    [{ link: '' }, '/en/', 'en', []],
  ])('%j from %s (%s) may lead to %j', (field, page, locale, targets) => {
    expect(linkTargets(field, page, locale)).toEqual(targets);
  });
});

describe('chromeLinkSources', () => {
  const sourceOf = chromeLinkSources({
    theme: {
      nav: [{ text: 'Guide', link: '/guide/' }],
      sidebar: { '/guide/': [{ text: 'Guide', items: [{ text: 'Setup', link: '/guide/setup/' }] }] },
      banner: { id: 'b', text: 'News', link: '/news/', linkText: 'Read' },
      socialLinks: [{ icon: 'github', link: 'https://github.com/x' }],
    },
    configFile: 'src/site-config.ts',
    locales,
    defaultLocale: 'en',
    translationGuide: '/help-translate/',
  });

  it.each([
    [
      '/en/guide/',
      'en',
      { kind: 'config', file: 'src/site-config.ts', field: 'nav[0].link', written: '/guide/' },
    ],
    [
      '/zh-CN/guide/setup/',
      'zh-CN',
      {
        kind: 'config',
        file: 'src/site-config.ts',
        field: 'sidebar["/guide/"][0].items[0].link',
        written: '/guide/setup/',
      },
    ],
    [
      '/en/news/',
      'en',
      { kind: 'config', file: 'src/site-config.ts', field: 'banner.link', written: '/news/' },
    ],
    [
      '/en/help-translate/',
      'zh-CN',
      { kind: 'config', file: 'astro.config', field: 'translationGuide', written: '/help-translate/' },
    ],
    ['/en/', 'en', { kind: 'theme', what: HOME_LINKS }],
    ['/zh-CN/', undefined, { kind: 'theme', what: HOME_LINKS }],
    ['/de/', undefined, undefined],
    ['/zh-CN/guide/', 'en', undefined],
    ['/en/other/', 'en', undefined],
  ])('finds where the link to %s on a page in %s is written', (target, locale, source) => {
    expect(sourceOf(target, locale)).toEqual(source);
  });

  it('names a logo link of the settings rather than the theme', () => {
    const withLogo = chromeLinkSources({
      theme: { logoLink: '/en/' },
      configFile: 'astro.config',
      locales,
      defaultLocale: 'en',
    });
    expect(withLogo('/en/', 'en')).toEqual({
      kind: 'config',
      file: 'astro.config',
      field: 'logoLink',
      written: '/en/',
    });
  });
});
