import { getCollection } from 'astro:content';
import site from 'virtual:lectern/config';
import type { ComponentApi } from '@lectern/theme-core';
import type { APIRoute } from 'astro';
import { apiTablesIn, shownApis } from '../page-data/api-search.js';
import { builtPageBodies } from './api-pages.js';

/**
 * The component API the site's pages show (`/_lectern/api-search.json`): read by the search index when
 * the build is done, which makes each prop, event and slot a result of its own and removes the file.
 */
export const GET: APIRoute = async () => {
  const pages = await builtPageBodies();
  // A site whose pages show no API table may have no `api` collection, which Astro would warn about.
  const shows = pages.some((page) => apiTablesIn(page.body ?? '').length > 0);
  const apis = shows ? ((await getCollection('api' as never)) as { id: string; data: ComponentApi }[]) : [];
  return new Response(JSON.stringify(shownApis(apis, pages, site.defaultLocale)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
