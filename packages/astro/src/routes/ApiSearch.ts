import { getCollection } from 'astro:content';
import site from 'virtual:lectern/config';
import type { ComponentApi } from '@lectern/theme-core';
import type { APIRoute } from 'astro';
import { shownApis, shownCollections } from '../page-data/api-search.js';
import { builtPageBodies } from './api-pages.js';

/**
 * The component API the site's pages show (`/_lectern/api-search.json`): read by the search index when
 * the build is done, which makes each prop, event and slot a result of its own and removes the file.
 */
export const GET: APIRoute = async () => {
  const pages = await builtPageBodies();
  // Only the collections a page shows entries of: a site whose pages show no API table may have none,
  // and Astro warns of a collection asked for that is not there.
  const collections = new Map<string, { id: string; data: ComponentApi }[]>();
  for (const collection of shownCollections(pages)) {
    collections.set(collection, (await getCollection(collection as never)) as never);
  }
  return new Response(JSON.stringify(shownApis(collections, pages, site.defaultLocale)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
