import siteData from 'virtual:lectern/config';
import type { APIRoute } from 'astro';
import { accountsEndpoint } from './accounts-endpoint.js';

// The accounts' routes (login with GitHub or Discord, linking, logout, the account, the settings), answered on
// demand by @lectern/accounts with its configuration from the server's environment, under the site's
// base path (Astro's `base`).
export const prerender = false;

/**
 * The endpoint of this server: the route module is the site's (bundled into its server, or loaded by its
 * dev server), so each site and each dev server has its own accounts, made on the first request.
 */
export const ALL: APIRoute = accountsEndpoint({
  site: siteData,
  baseUrl: import.meta.env.BASE_URL,
  siteUrl: import.meta.env.SITE,
  env: process.env,
});
