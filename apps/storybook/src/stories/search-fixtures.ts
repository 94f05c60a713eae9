// A stand-in for the site's Pagefind index, so the search dialog's stories need no built site.
import type { SearchClient, SearchResultGroup } from '@lectern/search';

const groups: SearchResultGroup[] = [
  {
    page: { url: '/en/components/alert/', title: 'Alert' },
    kind: 'page',
    hits: [
      {
        heading: 'Alert',
        anchorUrl: '/en/components/alert/',
        excerptHtml: 'The <mark>alert</mark> shows a short message to the reader.',
      },
      {
        heading: 'Usage',
        anchorUrl: '/en/components/alert/#usage',
        excerptHtml: 'Use an <mark>alert</mark> for important banners, not for every notice.',
      },
    ],
  },
  {
    page: { url: '/en/components/alert/', title: 'alert › prop' },
    kind: 'prop',
    component: 'alert',
    hits: [
      {
        heading: 'alert › prop › type',
        anchorUrl: '/en/components/alert/#api-alert-props',
        excerptHtml:
          "The colour and icon of the <mark>alert</mark>. Type: 'success' | 'info' | 'warning' | 'error'.",
      },
    ],
  },
  {
    page: { url: '/en/components/carousel/', title: 'Carousel' },
    kind: 'page',
    hits: [
      {
        heading: 'Carousel',
        anchorUrl: '/en/components/carousel/',
        excerptHtml: 'Slides that rotate every six seconds; an <mark>alert</mark> can sit on a slide.',
      },
    ],
  },
];

/** Matches a group when its title, a heading or an excerpt contains the term; honours the filters. */
export const fakeSearchClient: SearchClient = searchClientOver(groups);

/** The versions of the docs in the stories: the current v2, and v1 under `/1.0/`. */
export const searchVersions = [
  { label: 'v2', basePath: '/' },
  { label: 'v1', basePath: '/1.0/' },
];

/** The same pages searched across both versions: v1 had the alert page, without its props. */
export const allVersionsSearchClient: SearchClient = searchClientOver([
  ...groups.map((group) => ({ ...group, version: 'v2' })),
  {
    page: { url: '/1.0/en/components/alert/', title: 'Alert' },
    kind: 'page',
    version: 'v1',
    hits: [
      {
        heading: 'Alert',
        anchorUrl: '/1.0/en/components/alert/',
        excerptHtml: 'The <mark>alert</mark> of version one shows a message.',
      },
    ],
  },
]);

function searchClientOver(groups: readonly SearchResultGroup[]): SearchClient {
  return {
    async query(term, filters = {}) {
      const wanted = term.trim().toLowerCase();
      return groups.filter(
        (group) =>
          (!filters.kind || group.kind === filters.kind) &&
          (!filters.component || group.component === filters.component) &&
          [group.page.title, ...group.hits.flatMap((hit) => [hit.heading, hit.excerptHtml])].some((text) =>
            text.toLowerCase().includes(wanted),
          ),
      );
    },
    async filterValues() {
      return { kinds: { page: 2, prop: 1 }, components: ['alert'] };
    },
    async preload() {},
  };
}
