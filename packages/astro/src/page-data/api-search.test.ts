import type { ComponentApi } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import { apiPageResults, apiTablesIn, pageTables, shownApis, shownCollections } from './api-search.js';

const api = (name: string): ComponentApi => ({
  name,
  description: `${name}.`,
  props: [],
  events: [],
  slots: [],
});

describe('apiTablesIn', () => {
  it.each([
    ['<ApiTable of="button" />', [{ id: 'button', collection: 'api' }]],
    [
      'Text <ApiTable headingLevel={4} of=\'date-picker\' qualified /> and <ApiTable of="fab"/>',
      [
        { id: 'date-picker', collection: 'api' },
        { id: 'fab', collection: 'api' },
      ],
    ],
    [
      '<ApiTable collection="themeApi" of="nav-bar" inline /> <ApiTable of="profile" collection=\'vue\'/>',
      [
        { id: 'nav-bar', collection: 'themeApi' },
        { id: 'profile', collection: 'vue' },
      ],
    ],
    ['<ApiTableOf of="x" /> `ApiTable of` <Api of="y" /> <ApiTable proof="z" />', []],
    ['<!-- <ApiTable of="old" /> --> <ApiTable of="kept"></ApiTable>', [{ id: 'kept', collection: 'api' }]],
    [
      'Write `<ApiTable of="code" />`:\n\n```mdx\n<ApiTable of="fenced" />\n```\n\n    <ApiTable of="indented" />\n\n- An item: <ApiTable of="listed" />',
      [{ id: 'listed', collection: 'api' }],
    ],
  ])('%s → %j', (body, tags) => {
    expect(apiTablesIn(body)).toEqual(tags);
  });

  it('reads an MDX page as MDX: a tag over several lines, a JSON value in braces, not code', () => {
    const body = [
      'Text <ApiTable of="inline" headingLevel={3} /> and `<ApiTable of="code" />`.',
      '',
      '<ApiTable',
      '  of={"json"}',
      '  collection="themeApi"',
      '/>',
      '',
      '<ApiTable of={name} />',
      '',
      '```mdx',
      '<ApiTable of="fenced" />',
      '```',
    ].join('\n');
    expect(apiTablesIn(body, 'mdx')).toEqual([
      { id: 'inline', collection: 'api' },
      { id: 'json', collection: 'themeApi' },
    ]);
  });

  it('finds none in an MDX page that does not parse (its own build says why)', () => {
    expect(apiTablesIn('<ApiTable of="a" /> {', 'mdx')).toEqual([]);
  });
});

describe('shownCollections', () => {
  it('lists each collection a page shows entries of, once', () => {
    expect(
      shownCollections(
        pageTables([
          { locale: 'en', slug: 'a', body: '<ApiTable of="a" /> <ApiTable of="b" collection="themeApi" />' },
          { locale: 'en', slug: 'b', body: undefined },
          { locale: 'en', slug: 'c', body: '<ApiTable of="c" />' },
        ]),
      ),
    ).toEqual(['api', 'themeApi']);
  });
});

describe('shownApis', () => {
  const apis = [
    { id: 'button', data: api('Button') },
    { id: 'fab', data: api('Fab') },
    { id: 'hidden', data: api('Hidden') },
  ];
  const pages = pageTables([
    { locale: 'en', slug: 'components/fab', body: '<ApiTable of="fab" /> <ApiTable of="button" />' },
    { locale: 'en', slug: 'components/button', body: '<ApiTable of="button" />' },
    { locale: 'zh-CN', slug: 'components/button', body: 'translated: <ApiTable of="fab" />' },
    { locale: 'zh-CN', slug: 'components/fab', body: undefined },
    { locale: 'en', slug: '', body: 'Home.' },
  ]);

  it('leads each shown entry to the first page of the default language that shows it, in every language', () => {
    expect(shownApis(new Map([['api', apis]]), pages, 'en')).toEqual([
      {
        api: api('Button'),
        url: { en: '/en/components/button/', 'zh-CN': '/zh-CN/components/button/' },
        component: 'button',
        collection: 'api',
      },
      {
        api: api('Fab'),
        url: { en: '/en/components/fab/', 'zh-CN': '/zh-CN/components/fab/' },
        component: 'fab',
        collection: 'api',
      },
    ]);
  });

  it('leaves out an entry no page shows, and a language without the page', () => {
    const shown = shownApis(new Map([['api', apis]]), pages.slice(0, 2), 'en');
    expect(shown.map((entry) => [entry.component, entry.url])).toEqual([
      ['button', { en: '/en/components/button/' }],
      ['fab', { en: '/en/components/fab/' }],
    ]);
  });

  it('tells the entries of two collections apart, each shown by the page that names its collection', () => {
    const shown = shownApis(
      new Map([
        ['api', [{ id: 'footer', data: api('Footer') }]],
        ['themeApi', [{ id: 'footer', data: api('Footer') }]],
      ]),
      pageTables([
        { locale: 'en', slug: 'components/footer', body: '<ApiTable of="footer" />' },
        { locale: 'en', slug: 'theme/footer', body: '<ApiTable of="footer" collection="themeApi" />' },
      ]),
      'en',
    );
    expect(shown.map((entry) => [entry.collection, entry.component, entry.url.en])).toEqual([
      ['api', 'footer', '/en/components/footer/'],
      ['themeApi', 'footer', '/en/theme/footer/'],
    ]);
  });
});

describe('apiPageResults', () => {
  it('leads each component to its API page in every language, by its set and id', () => {
    const pages = [
      { slug: 'theme-nav-bar', id: 'nav-bar', set: 'themeApi', api: api('NavBar') },
      { slug: 'fab', id: 'fab', set: 'api', api: api('Fab') },
    ];
    expect(apiPageResults(pages, 'reference', ['en', 'zh-CN'])).toEqual([
      {
        api: api('NavBar'),
        url: { en: '/en/reference/theme-nav-bar/', 'zh-CN': '/zh-CN/reference/theme-nav-bar/' },
        component: 'nav-bar',
        collection: 'themeApi',
      },
      {
        api: api('Fab'),
        url: { en: '/en/reference/fab/', 'zh-CN': '/zh-CN/reference/fab/' },
        component: 'fab',
        collection: 'api',
      },
    ]);
  });
});
