import { vi } from 'vitest';
import type { SearchClient, SearchResultGroup } from '../client/types';

/** A page group for tests. */
export const alertPage: SearchResultGroup = {
  page: { url: '/en/components/alert/', title: 'Alert' },
  kind: 'page',
  hits: [
    {
      heading: 'Alert',
      anchorUrl: '/en/components/alert/',
      excerptHtml: 'The <mark>alert</mark> shows a message.',
    },
    {
      heading: 'Usage',
      anchorUrl: '/en/components/alert/#usage',
      excerptHtml: 'Use an <mark>alert</mark> for banners.',
    },
  ],
};

/** An API group for tests. */
export const alertProps: SearchResultGroup = {
  page: { url: '/en/components/alert/', title: 'alert › prop' },
  kind: 'prop',
  component: 'alert',
  hits: [
    {
      heading: 'alert › prop › type',
      anchorUrl: '/en/components/alert/#api-alert-props',
      excerptHtml: 'The <mark>type</mark> of the alert.',
    },
  ],
};

/**
 * For tests: a search client over fixed groups. A group matches when its title or a hit's heading or
 * excerpt contains the term, and the filters match.
 */
export function fakeSearchClient(groups: readonly SearchResultGroup[] = [alertPage, alertProps]) {
  return {
    query: vi.fn<SearchClient['query']>(async (term, filters = {}) =>
      groups.filter(
        (group) =>
          (!filters.kind || group.kind === filters.kind) &&
          (!filters.component || group.component === filters.component) &&
          [group.page.title, ...group.hits.flatMap((hit) => [hit.heading, hit.excerptHtml])].some((text) =>
            text.toLowerCase().includes(term.trim().toLowerCase()),
          ),
      ),
    ),
    filterValues: vi.fn<SearchClient['filterValues']>(async () => ({
      kinds: { page: 1, prop: 1 },
      components: ['alert'],
    })),
    preload: vi.fn(async () => {}),
  } satisfies SearchClient;
}
