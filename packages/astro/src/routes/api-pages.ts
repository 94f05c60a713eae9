// The API pages as their routes read them: the components of the sets the site lists (the `api`
// collection by default), each with the guide page that shows it, and the languages they are built in.
import { getCollection } from 'astro:content';
import site from 'virtual:lectern/config';
import {
  type ApiPageEntry,
  apiPageEntries,
  type ComponentApi,
  sharedApiSlugs,
  withBase,
} from '@lectern/theme-core';
import { hasApiCollection } from '../content/api-collections.js';
import { builtEntries, localizedPages } from '../content/localized-pages.js';
import { apiGuides } from '../page-data/api-guides.js';
import { apiEntryKey, type PageTables, pageTables, shownApis } from '../page-data/api-search.js';
import { DEFAULT_API_COLLECTION } from '../site/api-pages-settings.js';

/** One component's page: its entry, and its guide page in each language that has one. */
export interface ApiPage extends ApiPageEntry {
  readonly guide: Readonly<Record<string, string>>;
  /**
   * Whether a page of the site shows its tables with `<ApiTable of="…" />`: the search then leads there;
   * else the API page is the component's search result, and its props', events' and slots'.
   */
  readonly shown: boolean;
}

/** The languages the site's pages are built in. */
export function enabledLocales(): string[] {
  return site.locales.filter((entry) => entry.enabled).map((entry) => entry.locale);
}

/**
 * Whether the site has API pages, as far as the settings panel needs to know (it offers the switch between
 * a component's tables and the link to its page only then): the pages are on, and a set's collection is
 * one the site listed or one the API loader filled. Reads one small file of the cache folder, no content:
 * each page asks, and 10 000 reads take about 0.1 s, where an answer kept in the module would outlive the
 * build (a site built again in the same process, `astro dev` after a change of the API's sources).
 */
export function hasApiPages(): boolean {
  const settings = site.apiPages;
  if (!settings) return false;
  return settings.sets.some((set) => settings.listed || hasApiCollection(site.cacheDir, set.collection));
}

/**
 * Every component's page without its guides, in the explorer's order, and the collections read; none when
 * the site turned the pages off or has no API data. A set the site did not list is read only when the API
 * loader filled it (Astro warns of a collection asked for that is not there). Two pages at one address
 * fail the build.
 */
export async function loadApiPageEntries(): Promise<{
  entries: ApiPageEntry[];
  collections: ReadonlyMap<string, readonly { id: string; data: ComponentApi }[]>;
}> {
  const settings = site.apiPages;
  if (!settings) return { entries: [], collections: new Map() };
  const sets = settings.sets.filter(
    (set) => settings.listed || hasApiCollection(site.cacheDir, set.collection),
  );
  const collections = new Map<string, { id: string; data: ComponentApi }[]>();
  for (const set of sets) {
    collections.set(set.collection, (await getCollection(set.collection as never)) as never);
  }
  const entries = apiPageEntries(sets, (collection) => collections.get(collection) ?? []);
  const shared = sharedApiSlugs(entries);
  if (shared.length > 0) {
    throw new Error(
      `apiPages: two components would have the page /{locale}/${settings.path}/${shared[0]}/: give their sets different prefixes (apiPages.sets[].prefix)`,
    );
  }
  return { entries, collections };
}

/**
 * Every component's page, in the explorer's order, each with its guide page in each language. `pages`:
 * the site's pages with their tags as the caller read them already ({@link builtPageTables}).
 */
export async function loadApiPages(pages?: readonly PageTables[]): Promise<ApiPage[]> {
  const settings = site.apiPages;
  if (!settings) return [];
  const { entries, collections } = await loadApiPageEntries();
  const shown =
    collections.size === 0
      ? []
      : shownApis(collections, pages ?? (await builtPageTables()), site.defaultLocale);
  // The `searchApi` option's guide pages are those of the `api` collection's components.
  const guides = new Map(
    [...collections.keys()].map((collection) => [
      collection,
      apiGuides(
        shown.filter((entry) => entry.collection === collection),
        collection === DEFAULT_API_COLLECTION ? settings.guides : {},
        enabledLocales(),
      ),
    ]),
  );
  const shownKeys = new Set(shown.map((entry) => apiEntryKey(entry.collection, entry.component)));
  return entries.map((entry) => ({
    ...entry,
    guide: guides.get(entry.set)?.get(entry.id) ?? {},
    shown: shownKeys.has(apiEntryKey(entry.set, entry.id)),
  }));
}

/** The address of an API page in a language, with the site's base. @example apiPageAddress('en', 'alert') // '/en/api/alert/' */
export function apiPageAddress(locale: string, slug: string): string {
  return withBase(`/${locale}/${site.apiPages?.path ?? 'api'}/${slug}/`, import.meta.env.BASE_URL);
}

/** The site's built pages, each with its language, its address after the language and its `<ApiTable>` tags. */
export async function builtPageTables(): Promise<PageTables[]> {
  const written = (await getCollection('docs')) as {
    id: string;
    body?: string;
    filePath?: string;
    data: { draft?: boolean };
  }[];
  return pageTables(
    localizedPages(
      builtEntries(written, { drafts: site.drafts === true }),
      site.locales,
      site.defaultLocale,
    ).map((page) => ({
      locale: page.locale,
      slug: page.slug,
      body: page.entry.body,
      format: page.entry.filePath?.endsWith('.mdx') ? 'mdx' : 'markdown',
    })),
  );
}
