// The component API a site's search offers as typed results, found in the site itself: each entry of
// a collection (`api`, or the one a tag names) that a page shows with `<ApiTable of="…" />`, at that page
// in every language.
import type { ComponentApi } from '@lectern/theme-core';
import { DEFAULT_API_COLLECTION } from '../site/api-pages-settings.js';

/** What the search takes of one component: its data, its page in each language, its name in titles. */
export interface ShownApi {
  readonly api: ComponentApi;
  readonly url: Readonly<Record<string, string>>;
  readonly component: string;
  /** The content collection of its entry: `api` unless the tag names another. */
  readonly collection: string;
}

/** One `<ApiTable of="…" />` of a page's source: the entry it shows, in its collection. */
export interface ApiTableTag {
  readonly id: string;
  readonly collection: string;
}

/** The value of an attribute written in quotes (either) among a tag's attributes. */
function quotedAttribute(attributes: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}=(["'])([^"']+)\\1`).exec(attributes)?.[2];
}

/**
 * The entries a page's source shows with `<ApiTable of="…" />` (either quote), each in the collection
 * its `collection` names, else the `api` collection.
 */
export function apiTablesIn(body: string): ApiTableTag[] {
  return [...body.matchAll(/<ApiTable\b([^>]*)>/g)].flatMap((match) => {
    const attributes = match[1] ?? '';
    const id = quotedAttribute(attributes, 'of');
    if (id === undefined) return [];
    return [{ id, collection: quotedAttribute(attributes, 'collection') ?? DEFAULT_API_COLLECTION }];
  });
}

/** The key of an entry in a collection, for maps of both. */
const keyOf = (collection: string, id: string) => `${collection}\u0000${id}`;

/**
 * Every entry of the given collections a page shows, with the page that shows it — the first in path
 * order of the default language's pages — at its address in each language that has it
 * (`/en/components/button/`, without the site's base). An entry no page shows has no page to lead to,
 * and is left out.
 */
export function shownApis(
  collections: ReadonlyMap<string, readonly { id: string; data: ComponentApi }[]>,
  pages: readonly { locale: string; slug: string; body: string | undefined }[],
  defaultLocale: string,
): ShownApi[] {
  const pageOf = new Map<string, string>();
  const originals = pages
    .filter((page) => page.locale === defaultLocale)
    .sort((a, b) => a.slug.localeCompare(b.slug));
  for (const page of originals) {
    for (const { id, collection } of apiTablesIn(page.body ?? '')) {
      const key = keyOf(collection, id);
      if (!pageOf.has(key)) pageOf.set(key, page.slug);
    }
  }
  return [...collections].flatMap(([collection, apis]) =>
    apis.flatMap(({ id, data }) => {
      const slug = pageOf.get(keyOf(collection, id));
      if (slug === undefined) return [];
      const url = Object.fromEntries(
        pages
          .filter((page) => page.slug === slug)
          .map((page) => [page.locale, `/${page.locale}/${slug ? `${slug}/` : ''}`]),
      );
      return [{ api: data, url, component: id, collection }];
    }),
  );
}

/** The collections a site's pages show entries of with `<ApiTable>`. */
export function shownCollections(pages: readonly { body: string | undefined }[]): string[] {
  return [...new Set(pages.flatMap((page) => apiTablesIn(page.body ?? '').map((tag) => tag.collection)))];
}

/** Where the built site keeps the shown API for the search index, which removes it once read. */
export const API_SEARCH_FILE = '_lectern/api-search.json';
