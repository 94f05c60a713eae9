import { getCollection } from 'astro:content';
import site from 'virtual:lectern/config';
import type { ComponentApi } from '@lectern/theme-core';
import type { APIRoute } from 'astro';
import { apiPageResults, shownApis, shownCollections } from '../page-data/api-search.js';
import { builtPageTables, enabledLocales, loadApiPages } from './api-pages.js';

/**
 * The component API the site's search offers (`/_lectern/api-search.json`): what the site's pages show,
 * at those pages, and every other component with an API page, at its API page. Read by the search index
 * when the build is done, which makes each prop, event and slot a result of its own and removes the file.
 */
export const GET: APIRoute = async () => {
  // Each page's tags are read once, for what the pages show and for the API pages' own results.
  const pages = await builtPageTables();
  // Only the collections a page shows entries of: a site whose pages show no API table may have none,
  // and Astro warns of a collection asked for that is not there.
  const collections = new Map<string, { id: string; data: ComponentApi }[]>();
  for (const collection of shownCollections(pages)) {
    collections.set(collection, (await getCollection(collection as never)) as never);
  }
  const shown = shownApis(collections, pages, site.defaultLocale);
  const alone = (await loadApiPages(pages)).filter((page) => !page.shown);
  const atApiPages = apiPageResults(alone, site.apiPages?.path ?? 'api', enabledLocales());
  return new Response(JSON.stringify([...shown, ...atApiPages]), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
