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
