import { describe, expect, it } from 'vitest';
import { checkDocSearchOptions } from './docsearch-options';

describe('checkDocSearchOptions', () => {
  it('takes appId, apiKey, indexName and an optional placeholder, from the theme config’s search settings too', () => {
    expect(
      checkDocSearchOptions({ provider: 'algolia', appId: 'A1', apiKey: 'key', indexName: 'docs' }),
    ).toEqual({
      success: true,
      options: { appId: 'A1', apiKey: 'key', indexName: 'docs', placeholder: undefined },
    });
    expect(checkDocSearchOptions({ appId: 'A1', apiKey: 'key', indexName: 'docs', extra: 1 })).toEqual({
      success: true,
      options: { appId: 'A1', apiKey: 'key', indexName: 'docs', placeholder: undefined },
    });
    expect(
      checkDocSearchOptions({ appId: 'A1', apiKey: 'key', indexName: 'docs', placeholder: 'Find' }),
    ).toMatchObject({
      options: { placeholder: 'Find' },
    });
  });

  it.each([
    [undefined, ['search: expected { appId, apiKey, indexName } for the algolia provider']],
    [[], ['search: expected { appId, apiKey, indexName } for the algolia provider']],
    [
      { appId: 'A1', apiKey: ' ', placeholder: 3 },
      [
        'search.apiKey: expected the DocSearch search API key (got " ")',
        'search.indexName: expected the DocSearch index name (got nothing)',
        'search.placeholder: expected a text (got 3)',
      ],
    ],
    [
      { appId: 42, apiKey: 'k', indexName: 'i' },
      ['search.appId: expected the DocSearch application id (got 42)'],
    ],
  ])('reports the problems of %j', (options, problems) => {
    expect(checkDocSearchOptions(options)).toEqual({ success: false, problems });
  });
});
