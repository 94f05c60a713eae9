// The component API a site's search offers as typed results, found in the site itself: each entry of
// the `api` collection that a page shows with `<ApiTable of="…" />`, at that page in every language.
import type { ComponentApi } from '@lectern/theme-core';

/** What the search takes of one component: its data, its page in each language, its name in titles. */
export interface ShownApi {
  readonly api: ComponentApi;
  readonly url: Readonly<Record<string, string>>;
  readonly component: string;
}

/** The entries a page's source shows with `<ApiTable of="…" />` (either quote). */
export function apiTablesIn(body: string): string[] {
  return [...body.matchAll(/<ApiTable\b[^>]*?\bof=(["'])([^"']+)\1/g)].map((match) => match[2] ?? '');
}

/**
 * Every entry of the `api` collection a page shows, with the page that shows it — the first in path order
 * of the default language's pages — at its address in each language that has it (`/en/components/button/`,
 * without the site's base). An entry no page shows has no page to lead to, and is left out.
 */
export function shownApis(
  apis: readonly { id: string; data: ComponentApi }[],
  pages: readonly { locale: string; slug: string; body: string | undefined }[],
  defaultLocale: string,
): ShownApi[] {
  const pageOf = new Map<string, string>();
  const originals = pages
    .filter((page) => page.locale === defaultLocale)
    .sort((a, b) => a.slug.localeCompare(b.slug));
  for (const page of originals) {
    for (const id of apiTablesIn(page.body ?? '')) if (!pageOf.has(id)) pageOf.set(id, page.slug);
  }
  return apis.flatMap(({ id, data }) => {
    const slug = pageOf.get(id);
    if (slug === undefined) return [];
    const url = Object.fromEntries(
      pages
        .filter((page) => page.slug === slug)
        .map((page) => [page.locale, `/${page.locale}/${slug ? `${slug}/` : ''}`]),
    );
    return [{ api: data, url, component: id }];
  });
}

/** Where the built site keeps the shown API for the search index, which removes it once read. */
export const API_SEARCH_FILE = '_lectern/api-search.json';
