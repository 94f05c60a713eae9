import { describe, expect, it } from 'vitest';
import { versionCacheKey } from './version-cache';

const parts = {
  version: { name: '0.1', label: 'v0.1', snapshot: 'versions/0.1' },
  content: 'files:abc',
  lectern: 'lectern',
  site: 'site',
  base: '/',
  menu: [
    { name: '0.2', label: 'v0.2' },
    { name: '0.1', label: 'v0.1' },
  ],
};

describe('versionCacheKey', () => {
  it('is the same for the same parts', () => {
    expect(versionCacheKey(parts)).toBe(versionCacheKey({ ...parts, menu: [...parts.menu] }));
  });

  it.each([
    ['the content', { content: 'files:abd' }],
    ['the Lectern packages', { lectern: 'lectern 2' }],
    ["the site's files", { site: 'site 2' }],
    ['the base', { base: '/docs/' }],
    ['a release added to the menu', { menu: [{ name: '0.3', label: 'v0.3' }, ...parts.menu] }],
    ['a label of the menu', { menu: [{ name: '0.2', label: 'v0.2 (LTS)' }, parts.menu[1]] }],
  ])('changes with %s', (_, change) => {
    expect(versionCacheKey({ ...parts, ...change } as typeof parts)).not.toBe(versionCacheKey(parts));
  });
});
