import { describe, expect, it } from 'vitest';
import { docSearchSettingsOf, searchProviderOf } from './search-provider.js';

const algolia = { provider: 'algolia', appId: 'A1', apiKey: 'key', indexName: 'docs' } as const;

describe('searchProviderOf', () => {
  it('is local by default, and what the site chose otherwise', () => {
    expect(searchProviderOf({})).toBe('local');
    expect(searchProviderOf({ search: undefined })).toBe('local');
    expect(searchProviderOf({ search: algolia })).toBe('algolia');
    expect(searchProviderOf({ search: { provider: '' } })).toBe('');
  });
});

describe('docSearchSettingsOf', () => {
  it('gives the DocSearch settings of the algolia provider', () => {
    expect(docSearchSettingsOf({ search: algolia })).toEqual({
      appId: 'A1',
      apiKey: 'key',
      indexName: 'docs',
      placeholder: undefined,
    });
    expect(docSearchSettingsOf({ search: { ...algolia, placeholder: 'Find' } })?.placeholder).toBe('Find');
  });

  it.each([
    ['no search settings', {}],
    ['the local provider', { search: { provider: 'local' } as const }],
    ['search turned off', { search: { provider: '' } as const }],
    ['algolia without an index', { search: { provider: 'algolia', appId: 'A1', apiKey: 'key' } as const }],
  ])('is undefined for %s', (_name, theme) => {
    expect(docSearchSettingsOf(theme)).toBeUndefined();
  });
});
