// The explorer's pages as the site's routes read them: the documented library's API data files, the
// theme's components read from their TypeScript props, and the guide page of each library component.
import { getCollection } from 'astro:content';
import { apiPagesOf } from '../../search-api';
import { siteConfig } from '../../site-config';
import { type ApiPage, apiPages, englishSources } from './api-pages';
import { GUIDE_EXAMPLES_FOLDER } from './library-api';

const componentPages = import.meta.glob<string>('/src/content/docs/en/components/**/*.mdx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every page of the explorer. */
export async function loadApiPages(): Promise<ApiPage[]> {
  const [api, theme] = await Promise.all([getCollection('api'), getCollection('themeApi')]);
  // The guide's examples of the Vue and Web Components readers are not components of the library.
  const library = api.filter((entry) => !entry.data.source?.startsWith(GUIDE_EXAMPLES_FOLDER));
  return apiPages(library, theme, apiPagesOf(englishSources(componentPages)));
}

/** The languages the site's pages are built in. */
export function enabledLocales(): string[] {
  return siteConfig.locales.filter((entry) => entry.enabled).map((entry) => entry.locale);
}
