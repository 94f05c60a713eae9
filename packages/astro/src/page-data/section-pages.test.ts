import type { Sidebar } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import { sectionItemDescription, sectionItemDescriptions, sectionPagesOf } from './section-pages';
import { createSiteSidebars } from './site-sidebars';

const pages = [
  { locale: 'en', slug: '' },
  { locale: 'en', slug: 'guide' },
  { locale: 'en', slug: 'guide/install' },
  { locale: 'en', slug: 'guide/more/first' },
  { locale: 'en', slug: 'guide/more/second' },
  { locale: 'en', slug: 'api/props' },
  { locale: 'fr', slug: 'guide/more/first' },
];

const guide = (locale: string): Sidebar => ({
  '/guide/': [
    {
      text: 'Guide',
      items: [
        { text: 'Guide', link: `/${locale}/guide/` },
        { text: 'Install', link: `/${locale}/guide/install/` },
        {
          text: 'More',
          items: [
            { text: 'First', link: `/${locale}/guide/more/first/` },
            { text: 'Second', link: `/${locale}/guide/more/second/` },
          ],
        },
      ],
    },
  ],
  '/api/': [{ text: 'Props section', items: [{ text: 'Props', link: `/${locale}/api/props/` }] }],
});

describe('sectionPagesOf', () => {
  const sidebars = new Map([
    ['en', guide('en')],
    ['fr', guide('fr')],
  ]);
  // The sidebars of one listing of the pages, as `docPageList` makes them.
  const siteSidebars = createSiteSidebars();

  it('gives a section the folder of its pages in each language, in the same group, below the home', () => {
    const { pages: found } = sectionPagesOf(pages, sidebars, { siteSidebars });
    // "Guide" shares only `/en/` (the home): no page. "Props section"'s folder `/en/api/` is the API group's.
    expect(found.map(({ locale, slug, title }) => ({ locale, slug, title }))).toEqual([
      { locale: 'en', slug: 'guide/more', title: 'More' },
      { locale: 'en', slug: 'api', title: 'Props section' },
      { locale: 'fr', slug: 'guide/more', title: 'More' },
    ]);
  });

  it('links the section in the group each page of the group is drawn with', () => {
    const { linked } = sectionPagesOf(pages, sidebars, { siteSidebars });
    const group = siteSidebars.resolve(sidebars.get('en'), '/en/guide/install/', { localePrefix: '/en/' });
    const more = linked.get(group)?.[0]?.items?.[2];
    expect(more).toMatchObject({ text: 'More', link: '/en/guide/more/' });
    // The section page is drawn with the same group.
    expect(siteSidebars.resolve(sidebars.get('en'), '/en/guide/more/', { localePrefix: '/en/' })).toBe(group);
  });

  it('gives no page where a page of the language is', () => {
    const { pages: found } = sectionPagesOf([...pages, { locale: 'en', slug: 'guide/more' }], sidebars, {
      siteSidebars,
    });
    expect(found.map((page) => `${page.locale}/${page.slug}`)).toEqual(['en/api', 'fr/guide/more']);
  });

  it('gives no page where the redirect table sends the address elsewhere', () => {
    const { pages: found } = sectionPagesOf(pages, sidebars, {
      siteSidebars,
      redirected: (path) => path === '/en/guide/more/',
    });
    expect(found.map((page) => `${page.locale}/${page.slug}`)).toEqual(['en/api', 'fr/guide/more']);
  });

  it('treats the groups of several prefixes with the same items as one', () => {
    const items = [
      { text: 'Start', items: [{ text: 'Install', link: '/start/install/' }] },
      { text: 'Topics', items: [{ text: 'Navigation', link: '/topics/navigation/' }] },
    ];
    const shared = new Map([['en', { '/start/': items, '/topics/': items } as Sidebar]]);
    const { pages: found, linked } = sectionPagesOf(
      [
        { locale: 'en', slug: 'start/install' },
        { locale: 'en', slug: 'topics/navigation' },
      ],
      shared,
      { siteSidebars },
    );
    expect(found.map((page) => page.slug)).toEqual(['start', 'topics']);
    for (const path of ['/en/start/install/', '/en/topics/navigation/']) {
      const group = siteSidebars.resolve(shared.get('en'), path, { localePrefix: '/en/' });
      expect(linked.get(group)?.map((item) => item.link)).toEqual(['/en/start/', '/en/topics/']);
    }
  });

  it('gives none when the theme setting is off', () => {
    const { pages: found, linked } = sectionPagesOf(pages, sidebars, { siteSidebars, enabled: false });
    expect(found).toEqual([]);
    expect(linked.size).toBe(0);
  });
});

describe('sectionItemDescriptions', () => {
  const pages = [
    { locale: 'en', slug: 'guide/intro', entry: { data: { description: 'Start here' } } },
    { locale: 'en', slug: '', entry: { data: { description: 'Home' } } },
    { locale: 'en', slug: 'guide/bare', entry: { data: {} } },
    { locale: 'ar', slug: 'guide/intro', fallback: true, entry: { data: { description: 'Start here' } } },
    { locale: 'ar', slug: 'guide/own', entry: { data: { description: 'ابدأ هنا' } } },
  ];
  const descriptions = sectionItemDescriptions(pages, { locale: 'en', dir: 'ltr' });

  it('finds a link’s description under the site’s base, the home page’s too', () => {
    expect(sectionItemDescription(descriptions, '/docs/en/guide/intro/', '/docs/')).toEqual({
      text: 'Start here',
      lang: undefined,
      dir: undefined,
    });
    expect(sectionItemDescription(descriptions, '/en/', '/')?.text).toBe('Home');
    expect(sectionItemDescription(descriptions, '/en/guide/intro', '/')?.text).toBe('Start here');
  });

  it('marks the default language’s description of a page not translated yet with its language and direction', () => {
    expect(sectionItemDescription(descriptions, '/ar/guide/intro/', '/')).toEqual({
      text: 'Start here',
      lang: 'en',
      dir: 'ltr',
    });
    expect(sectionItemDescription(descriptions, '/ar/guide/own/', '/')).toEqual({
      text: 'ابدأ هنا',
      lang: undefined,
      dir: undefined,
    });
  });

  it('has nothing for a page without a description, a link elsewhere or no link', () => {
    expect(sectionItemDescription(descriptions, '/en/guide/bare/', '/')).toBeUndefined();
    expect(sectionItemDescription(descriptions, 'https://example.com/en/guide/intro/', '/')).toBeUndefined();
    expect(sectionItemDescription(descriptions, undefined, '/')).toBeUndefined();
  });
});
