import { describe, expect, it, vi } from 'vitest';
import { fakePagefind } from '../test/fake-pagefind';
import { createLazySearchClient, loadSearch, pagefindBundlePath } from './load-search';

const record = { url: '/docs/en/', excerpt: '<mark>alert</mark>', meta: { title: 'Alert' } };

describe('loadSearch', () => {
  it('imports pagefind.js under the base path, points Pagefind at the bundle and the site, and sets the ranking', async () => {
    const pagefind = fakePagefind([record]);
    const importModule = vi.fn(async () => pagefind);
    const client = await loadSearch('/docs', { importModule });
    expect(importModule).toHaveBeenCalledWith('/docs/pagefind/pagefind.js');
    expect(pagefind.options).toHaveBeenCalledWith({
      basePath: '/docs/pagefind/',
      baseUrl: '/docs/',
      ranking: { metaWeights: { title: 3, description: 3 }, pageLength: 0.3 },
    });
    expect(pagefind.init).toHaveBeenCalled();
    expect((await client.query('alert'))[0]?.page.title).toBe('Alert');
  });

  it('takes another bundle path', async () => {
    const importModule = vi.fn(async () => fakePagefind([]));
    await loadSearch('/', { importModule, bundlePath: '/_search/' });
    expect(importModule).toHaveBeenCalledWith('/_search/pagefind.js');
  });

  it('defaults to the site root', async () => {
    const importModule = vi.fn(async () => fakePagefind([]));
    await loadSearch(undefined, { importModule });
    expect(importModule).toHaveBeenCalledWith('/pagefind/pagefind.js');
  });
});

describe('a search across versions', () => {
  const versions = [
    { label: 'v2', basePath: '/docs/' },
    { label: 'v1', basePath: '/docs/1.0/' },
    { label: 'v0.9', basePath: '/docs/0.9/' },
  ];
  const older = {
    '/docs/1.0/pagefind/': [{ url: '/docs/1.0/en/alert/', excerpt: 'alert', meta: { title: 'Alert' } }],
    '/docs/0.9/pagefind/': [{ url: '/docs/0.9/en/alert/', excerpt: 'alert', meta: { title: 'Alert' } }],
  };

  it('imports a Pagefind of its own, merges every other version’s index and names each result’s version', async () => {
    const pagefind = fakePagefind([record], older);
    const importModule = vi.fn(async () => pagefind);
    const client = await loadSearch('/docs/', { importModule, allVersions: versions });
    expect(importModule).toHaveBeenCalledWith('/docs/pagefind/pagefind.js?all-versions');
    expect(pagefind.mergeIndex.mock.calls.map(([bundle, options]) => [bundle, options?.baseUrl])).toEqual([
      ['/docs/1.0/pagefind/', '/docs/1.0/'],
      ['/docs/0.9/pagefind/', '/docs/0.9/'],
    ]);
    const groups = await client.query('alert');
    expect(groups.map((group) => [group.page.url, group.version])).toEqual([
      ['/docs/en/', 'v2'],
      ['/docs/1.0/en/alert/', 'v1'],
      ['/docs/0.9/en/alert/', 'v0.9'],
    ]);
  });

  it('from an older version, merges the current one and the others', async () => {
    const pagefind = fakePagefind([], { '/docs/pagefind/': [record], ...older });
    await loadSearch('/docs/1.0/', { importModule: async () => pagefind, allVersions: versions });
    expect(pagefind.mergeIndex.mock.calls.map(([bundle]) => bundle)).toEqual([
      '/docs/pagefind/',
      '/docs/0.9/pagefind/',
    ]);
  });

  it('without it, results say no version', async () => {
    const client = await loadSearch('/docs/', { importModule: async () => fakePagefind([record]) });
    expect((await client.query('alert'))[0]?.version).toBeUndefined();
  });
});

describe('createLazySearchClient', () => {
  it('imports nothing until first used, then once', async () => {
    const importModule = vi.fn(async () => fakePagefind([record]));
    const client = createLazySearchClient('/', { importModule });
    expect(importModule).not.toHaveBeenCalled();
    await Promise.all([client.query('alert'), client.filterValues()]);
    await client.query('other');
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed import', async () => {
    const importModule = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(fakePagefind([record]));
    const client = createLazySearchClient('/', { importModule });
    await expect(client.query('alert')).rejects.toThrow('offline');
    expect(await client.query('alert')).toHaveLength(1);
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});

describe('pagefindBundlePath', () => {
  it.each([
    ['/', '/pagefind/'],
    ['/docs', '/docs/pagefind/'],
    ['/docs/', '/docs/pagefind/'],
  ])('%s → %s', (base, bundle) => {
    expect(pagefindBundlePath(base)).toBe(bundle);
  });
});
