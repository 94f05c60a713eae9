import { SIDEBAR_TREE_FOLDER } from '@lectern/theme-core';
import { API_SEARCH_FILE } from '../page-data/api-search.js';

/** A route the integration adds, as Astro's `injectRoute` takes it. */
export interface SiteRoute {
  readonly pattern: string;
  readonly entrypoint: string;
  readonly prerender?: boolean;
}

/** The routes of the login and settings server, built on demand (they need the site's server adapter). */
const ACCOUNTS_ENDPOINT_PATTERNS = [
  '/auth/[provider]',
  '/auth/[provider]/callback',
  '/api/account',
  '/api/settings',
];

/**
 * The pages and files a Lectern site has: the language picker at `/`, the not-found pages, every
 * language's pages (`/{locale}/{path}`), each page's Markdown (`.md`), `llms.txt`, `robots.txt`, the
 * sidebar trees, the component API the pages show (read by the search index, which removes it), the API
 * pages and their explorer under `apiPath` (`/{locale}/api/`, unless the site turned them off), and with
 * accounts the login and settings endpoints and the dashboard.
 */
export function siteRoutes({
  accounts,
  apiPath,
}: {
  accounts: boolean;
  apiPath?: string | undefined;
}): SiteRoute[] {
  const routes: SiteRoute[] = [
    { pattern: '/', entrypoint: '@lectern/astro/routes/LanguagePicker.astro' },
    { pattern: '/404', entrypoint: '@lectern/astro/routes/NotFoundPage.astro' },
    { pattern: '/[locale]/404', entrypoint: '@lectern/astro/routes/LocaleNotFoundPage.astro' },
    { pattern: '/[locale]/[...slug]', entrypoint: '@lectern/astro/routes/DocPage.astro' },
    { pattern: '/[...path].md', entrypoint: '@lectern/astro/routes/MarkdownSource.js' },
    { pattern: '/llms.txt', entrypoint: '@lectern/astro/routes/LlmsTxt.js' },
    { pattern: '/robots.txt', entrypoint: '@lectern/astro/routes/RobotsTxt.js' },
    { pattern: `${SIDEBAR_TREE_FOLDER}[tree].json`, entrypoint: '@lectern/astro/routes/SidebarTree.js' },
    { pattern: `/${API_SEARCH_FILE}`, entrypoint: '@lectern/astro/routes/ApiSearch.js' },
  ];
  if (apiPath !== undefined) {
    routes.push(
      { pattern: `/[locale]/${apiPath}`, entrypoint: '@lectern/astro/routes/ApiExplorerPage.astro' },
      { pattern: `/[locale]/${apiPath}/[name]`, entrypoint: '@lectern/astro/routes/ApiComponentPage.astro' },
    );
  }
  if (!accounts) return routes;
  for (const pattern of ACCOUNTS_ENDPOINT_PATTERNS) {
    routes.push({ pattern, entrypoint: '@lectern/astro/routes/AccountsEndpoint.js', prerender: false });
  }
  routes.push({
    pattern: '/[locale]/user/dashboard',
    entrypoint: '@lectern/astro/routes/DashboardPage.astro',
  });
  return routes;
}
