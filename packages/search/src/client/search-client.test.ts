import { describe, expect, it, vi } from 'vitest';
import { fakePagefind } from '../test/fake-pagefind';
import type { PagefindResultData } from './pagefind-types';
import { createSearchClient, filterValuesOf, pagefindFilters } from './search-client';

const records: PagefindResultData[] = [
  {
    url: '/en/alert/',
    excerpt: 'The <mark>alert</mark>',
    meta: { title: 'Alert' },
  },
  {
    url: '/en/alert/#api-alert-props',
    excerpt: 'The type of the alert',
    meta: { title: 'alert › prop › type' },
    filters: { kind: ['prop'], component: ['alert'] },
  },
  {
    url: '/en/tabs/#api-tabs-slots',
    excerpt: 'The tabs',
    meta: { title: 'tabs › slot › default' },
    filters: { kind: ['slot'], component: ['tabs'] },
  },
];

describe('createSearchClient', () => {
  it('groups the results of a query by page', async () => {
    const client = createSearchClient(fakePagefind(records));
    const groups = await client.query('alert');
    expect(groups.map((group) => group.page.title)).toEqual(['Alert', 'alert › prop']);
  });

  it('passes the kind and component filters to Pagefind', async () => {
    const pagefind = fakePagefind(records);
    const groups = await createSearchClient(pagefind).query(' alert ', { kind: 'prop', component: 'alert' });
    expect(pagefind.search).toHaveBeenCalledWith('alert', { filters: { kind: 'prop', component: 'alert' } });
    expect(groups.map((group) => group.hits[0]?.heading)).toEqual(['alert › prop › type']);
  });

  it('does not search for a blank term', async () => {
    const pagefind = fakePagefind(records);
    expect(await createSearchClient(pagefind).query('   ')).toEqual([]);
    expect(pagefind.search).not.toHaveBeenCalled();
  });

  it('loads the data of at most `limit` results', async () => {
    const pagefind = fakePagefind(records);
    const groups = await createSearchClient(pagefind, { limit: 1 }).query('the');
    expect(groups).toHaveLength(1);
  });

  it('reports the best few results as soon as they have loaded, then gives them all', async () => {
    const many = Array.from({ length: 6 }, (_, index) => ({
      url: `/en/page-${index}/`,
      excerpt: 'the page',
      meta: { title: `Page ${index}` },
    }));
    const pagefind = fakePagefind(many);
    const firstGroups: string[][] = [];
    const onFirstResults = vi.fn((groups: { page: { title: string } }[]) =>
      firstGroups.push(groups.map((group) => group.page.title)),
    );
    const client = createSearchClient(pagefind, { limit: 5, firstResults: 2 });
    const groups = await client.query('page', {}, { onFirstResults });
    expect(firstGroups).toEqual([['Page 0', 'Page 1']]);
    expect(groups.map((group) => group.page.title)).toEqual([
      'Page 0',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
    ]);

    // The others are not even asked for until the first have been shown.
    const data = many.map((record) => vi.fn(async () => record));
    const counted = {
      ...pagefind,
      search: vi.fn(async () => ({ results: data.map((load, id) => ({ id: String(id), data: load })) })),
    };
    const loadedWhenShown: number[] = [];
    await createSearchClient(counted, { limit: 5, firstResults: 2 }).query(
      'page',
      {},
      {
        // Counted once the code that reported them has moved on, as a render would be.
        onFirstResults: () =>
          void Promise.resolve().then(() =>
            loadedWhenShown.push(data.filter((load) => load.mock.calls.length > 0).length),
          ),
      },
    );
    expect(loadedWhenShown).toEqual([2]);
    expect(data.map((load) => load.mock.calls.length)).toEqual([1, 1, 1, 1, 1, 0]);

    // With no more than the first few, the answer itself is all there is.
    onFirstResults.mockClear();
    await createSearchClient(pagefind, { firstResults: 6 }).query('page', {}, { onFirstResults });
    expect(onFirstResults).not.toHaveBeenCalled();
  });

  it('preloads the index chunks of a term, with its filters', async () => {
    const pagefind = fakePagefind(records);
    const client = createSearchClient(pagefind);
    await client.preload?.(' alert ', { kind: 'page' });
    expect(pagefind.preload).toHaveBeenCalledWith('alert', {
      filters: { kind: { none: ['prop', 'event', 'slot'] } },
    });
    await client.preload?.('  ');
    await client.preload?.();
    expect(pagefind.preload).toHaveBeenCalledTimes(1);
  });

  it('gives nothing for a search Pagefind superseded', async () => {
    const pagefind = { ...fakePagefind(records), search: async () => null };
    expect(await createSearchClient(pagefind).query('alert')).toEqual([]);
  });

  it('lists the kinds and components the index holds, counting the pages, which carry no kind', async () => {
    const pagefind = fakePagefind(records);
    expect(await createSearchClient(pagefind).filterValues()).toEqual({
      kinds: { page: 1, prop: 1, slot: 1 },
      components: ['alert', 'tabs'],
    });
    expect(pagefind.search).toHaveBeenCalledWith(null, {
      filters: { kind: { none: ['prop', 'event', 'slot'] } },
    });
  });

  it('counts no pages when the index holds no API records, or says how many pages it has', async () => {
    const pagesOnly = fakePagefind(records.slice(0, 1));
    expect(await createSearchClient(pagesOnly).filterValues()).toEqual({ kinds: {}, components: [] });
    expect(pagesOnly.search).not.toHaveBeenCalled();
    const tagged = fakePagefind([{ ...records[0], filters: { kind: ['page'] } } as PagefindResultData]);
    expect(await createSearchClient(tagged).filterValues()).toEqual({ kinds: { page: 1 }, components: [] });
  });

  it('finds pages only with the page kind', async () => {
    const groups = await createSearchClient(fakePagefind(records)).query('alert', { kind: 'page' });
    expect(groups.map((group) => group.page.title)).toEqual(['Alert']);
  });

  it('loads the module on first use only when given a loader', async () => {
    let loads = 0;
    const pagefind = fakePagefind(records);
    const client = createSearchClient(async () => {
      loads += 1;
      return pagefind;
    });
    expect(loads).toBe(0);
    await client.preload?.();
    expect(loads).toBe(1);
  });
});

describe('pagefindFilters', () => {
  it.each([
    [{}, {}],
    [{ kind: 'page' as const }, { kind: { none: ['prop', 'event', 'slot'] } }],
    [
      { kind: 'slot' as const, component: 'tabs' },
      { kind: 'slot', component: 'tabs' },
    ],
    [{ component: 'alert' }, { component: 'alert' }],
    [{ kind: undefined, component: '' }, {}],
  ])('turns %j into %j', (filters, expected) => {
    expect(pagefindFilters(filters)).toEqual(expected);
  });
});

describe('filterValuesOf', () => {
  it('keeps known kinds that have records, and sorts the components', () => {
    expect(
      filterValuesOf({ kind: { prop: 2, other: 1, slot: 0 }, component: { tabs: 1, alert: 2 } }),
    ).toEqual({
      kinds: { prop: 2 },
      components: ['alert', 'tabs'],
    });
    expect(filterValuesOf({})).toEqual({ kinds: {}, components: [] });
  });

  it('adds the pages counted apart', () => {
    expect(filterValuesOf({ kind: { prop: 2 } }, 5)).toEqual({ kinds: { page: 5, prop: 2 }, components: [] });
    expect(filterValuesOf({ kind: { prop: 2 } }, 0)).toEqual({ kinds: { prop: 2 }, components: [] });
  });
});
