import { describe, expect, it } from 'vitest';
import { searchProviderOf } from './search-provider.js';

describe('searchProviderOf', () => {
  it('is local by default, and what the site chose otherwise', () => {
    expect(searchProviderOf({})).toBe('local');
    expect(searchProviderOf({ search: undefined })).toBe('local');
    expect(searchProviderOf({ search: { provider: 'algolia', options: {} } })).toBe('algolia');
    expect(searchProviderOf({ search: { provider: '' } })).toBe('');
  });
});
