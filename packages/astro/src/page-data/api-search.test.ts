import type { ComponentApi } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import { apiTablesIn, shownApis } from './api-search.js';

const api = (name: string): ComponentApi => ({
  name,
  description: `${name}.`,
  props: [],
  events: [],
  slots: [],
});

describe('apiTablesIn', () => {
  it.each([
    ['<ApiTable of="button" />', ['button']],
    [
      'Text <ApiTable headingLevel={4} of=\'date-picker\' qualified /> and <ApiTable of="fab"/>',
      ['date-picker', 'fab'],
    ],
    ['<ApiTableOf of="x" /> `ApiTable of` <Api of="y" />', []],
  ])('%s → %j', (body, ids) => {
    expect(apiTablesIn(body)).toEqual(ids);
  });
});

describe('shownApis', () => {
  const apis = [
    { id: 'button', data: api('Button') },
    { id: 'fab', data: api('Fab') },
    { id: 'hidden', data: api('Hidden') },
  ];
  const pages = [
    { locale: 'en', slug: 'components/fab', body: '<ApiTable of="fab" /> <ApiTable of="button" />' },
    { locale: 'en', slug: 'components/button', body: '<ApiTable of="button" />' },
    { locale: 'zh-CN', slug: 'components/button', body: 'translated: <ApiTable of="fab" />' },
    { locale: 'zh-CN', slug: 'components/fab', body: undefined },
    { locale: 'en', slug: '', body: 'Home.' },
  ];

  it('leads each shown entry to the first page of the default language that shows it, in every language', () => {
    expect(shownApis(apis, pages, 'en')).toEqual([
      {
        api: api('Button'),
        url: { en: '/en/components/button/', 'zh-CN': '/zh-CN/components/button/' },
        component: 'button',
      },
      {
        api: api('Fab'),
        url: { en: '/en/components/fab/', 'zh-CN': '/zh-CN/components/fab/' },
        component: 'fab',
      },
    ]);
  });

  it('leaves out an entry no page shows, and a language without the page', () => {
    const shown = shownApis(apis, pages.slice(0, 2), 'en');
    expect(shown.map((entry) => [entry.component, entry.url])).toEqual([
      ['button', { en: '/en/components/button/' }],
      ['fab', { en: '/en/components/fab/' }],
    ]);
  });
});
