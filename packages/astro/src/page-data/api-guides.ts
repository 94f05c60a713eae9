// The guide page of each component with an API page: the first page, in path order, that shows its
// tables with `<ApiTable of="…" />` (found as for the search's typed results), in the API page's
// language; else the page the `searchApi` option gives it.
import type { ShownApi } from './api-search.js';

/**
 * The guide page of each entry of the `api` collection, by its id and language: the address in the
 * site (without its base) of the page that shows its tables, else the `searchApi` option's page for it
 * (`{locale}` standing for the language). An entry neither names has none.
 *
 * @example apiGuides([{ component: 'alert', url: { en: '/en/components/alert/' } }], {}, ['en']).get('alert')
 * // { en: '/en/components/alert/' }
 */
export function apiGuides(
  shown: readonly Pick<ShownApi, 'component' | 'url'>[],
  fromOptions: Readonly<Record<string, string | Readonly<Record<string, string>>>>,
  locales: readonly string[],
): Map<string, Readonly<Record<string, string>>> {
  const guides = new Map<string, Readonly<Record<string, string>>>();
  for (const [id, url] of Object.entries(fromOptions)) {
    guides.set(
      id,
      typeof url === 'string'
        ? Object.fromEntries(locales.map((locale) => [locale, url.replaceAll('{locale}', locale)]))
        : url,
    );
  }
  for (const { component, url } of shown) guides.set(component, url);
  return guides;
}
