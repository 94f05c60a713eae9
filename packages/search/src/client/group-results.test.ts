import { describe, expect, it } from 'vitest';
import { apiResultTitle, groupSearchResults, resultKind } from './group-results';
import type { PagefindResultData } from './pagefind-types';

const alertPage: PagefindResultData = {
  url: '/en/components/alert/',
  excerpt: 'The <mark>alert</mark> shows a message.',
  meta: { title: 'Alert' },
  filters: { kind: ['page'] },
  sub_results: [
    { title: 'Alert', url: '/en/components/alert/', excerpt: 'The <mark>alert</mark> shows a message.' },
    {
      title: 'Usage',
      url: '/en/components/alert/#usage',
      excerpt: 'Use an <mark>alert</mark> <b>sparingly</b>.',
    },
  ],
};

const apiRecord = (name: string, kind = 'prop'): PagefindResultData => ({
  url: `/en/components/alert/#api-alert-${kind}s`,
  excerpt: `The <mark>${name}</mark> of the alert.`,
  meta: { title: `alert › ${kind} › ${name}` },
  filters: { kind: [kind], component: ['alert'] },
  sub_results: [{ title: `alert › ${kind} › ${name}`, url: '/ignored', excerpt: 'ignored' }],
});

describe('groupSearchResults', () => {
  it('makes one group per page, with a hit for each matching section under its heading', () => {
    expect(groupSearchResults([alertPage])).toEqual([
      {
        page: { url: '/en/components/alert/', title: 'Alert' },
        kind: 'page',
        component: undefined,
        hits: [
          {
            heading: 'Alert',
            anchorUrl: '/en/components/alert/',
            excerptHtml: 'The <mark>alert</mark> shows a message.',
          },
          {
            heading: 'Usage',
            anchorUrl: '/en/components/alert/#usage',
            excerptHtml: 'Use an <mark>alert</mark> sparingly.',
          },
        ],
      },
    ]);
  });

  it('gives API records typed titles, grouped by component and kind, after the page they came with', () => {
    const groups = groupSearchResults([
      apiRecord('type'),
      alertPage,
      apiRecord('variant'),
      apiRecord('close', 'event'),
    ]);
    expect(groups.map((group) => [group.page.title, group.kind, group.component])).toEqual([
      ['alert › prop', 'prop', 'alert'],
      ['Alert', 'page', undefined],
      ['alert › event', 'event', 'alert'],
    ]);
    expect(groups[0]?.page.url).toBe('/en/components/alert/');
    expect(groups[0]?.hits).toEqual([
      {
        heading: 'alert › prop › type',
        anchorUrl: '/en/components/alert/#api-alert-props',
        excerptHtml: 'The <mark>type</mark> of the alert.',
      },
      {
        heading: 'alert › prop › variant',
        anchorUrl: '/en/components/alert/#api-alert-props',
        excerptHtml: 'The <mark>variant</mark> of the alert.',
      },
    ]);
  });

  it('caps the hits of a group', () => {
    const groups = groupSearchResults(
      ['a', 'b', 'c'].map((name) => apiRecord(name)),
      { hitsPerPage: 2 },
    );
    expect(groups[0]?.hits.map((hit) => hit.heading)).toEqual(['alert › prop › a', 'alert › prop › b']);
  });

  it.each([
    ['no sections', { ...alertPage, sub_results: [] }, 'Alert', '/en/components/alert/'],
    ['no title', { url: '/en/x/#top', excerpt: 'x', meta: {} }, '/en/x/', '/en/x/#top'],
    [
      'a section without a title',
      { ...alertPage, sub_results: [{ title: '', url: '/a/#b', excerpt: '' }] },
      'Alert',
      '/a/#b',
    ],
  ])('copes with a page with %s', (_case, result, heading, anchorUrl) => {
    expect(groupSearchResults([result as PagefindResultData])[0]?.hits[0]).toMatchObject({
      heading,
      anchorUrl,
    });
  });

  it('counts a record with a kind but no component as a page of that kind', () => {
    const [group] = groupSearchResults([
      { url: '/x/', excerpt: '', meta: { title: 'X' }, filters: { kind: ['slot'] } },
    ]);
    expect(group).toMatchObject({ kind: 'slot', component: undefined, page: { title: 'X' } });
  });

  it('gives nothing for nothing', () => {
    expect(groupSearchResults([])).toEqual([]);
  });
});

describe('resultKind', () => {
  it.each([
    [{ kind: ['prop'] }, 'prop'],
    [{ kind: ['event'] }, 'event'],
    [{ kind: ['slot'] }, 'slot'],
    [{ kind: ['page'] }, 'page'],
    [{ kind: ['something'] }, 'page'],
    [{}, 'page'],
    [undefined, 'page'],
  ])('reads %j as %s', (filters, kind) => {
    expect(resultKind(filters)).toBe(kind);
  });
});

describe('apiResultTitle', () => {
  it('reads component › kind › name', () => {
    expect(apiResultTitle('alert', 'prop', 'type')).toBe('alert › prop › type');
    expect(apiResultTitle('alert', 'slot')).toBe('alert › slot');
  });
});
