import siteData from 'virtual:lectern/config';
import {
  type Accounts,
  AccountsConfigError,
  accountsOptionsFromEnv,
  createAccounts,
} from '@lectern/accounts';
import { withBase } from '@lectern/theme-core';
import type { APIRoute } from 'astro';
import { accountsPageLanguage } from '../page-data/accounts-page-language.js';

// The accounts' routes (login with GitHub or Discord, linking, logout, the account, the settings), answered on
// demand by @lectern/accounts with its configuration from the server's environment, under the site's
// base path (Astro's `base`).
export const prerender = false;

/**
 * The site's base path as the accounts take it, starting and ending with `/`: Astro's `BASE_URL` ends with
 * one only when `base` does or `trailingSlash` is `'always'`.
 */
const basePath = withBase('/', import.meta.env.BASE_URL);

/** The origin of Astro's `site` (`https://docs.example.com`), which `LECTERN_ORIGIN` replaces when set. */
function siteOrigin(): string | undefined {
  const site: string | undefined = import.meta.env.SITE;
  if (!site) return undefined;
  try {
    return new URL(site).origin;
  } catch {
    return undefined;
  }
}

let accounts: Accounts | AccountsConfigError | undefined;

/**
 * The one accounts instance of the server, made on the first request: its origin comes from the
 * configuration (`LECTERN_ORIGIN`, else Astro's `site`), never from a request, and requests that name
 * another host are refused by it. A configuration it cannot work with is logged once and kept.
 */
function siteAccounts(): Accounts | AccountsConfigError {
  if (accounts) return accounts;
  try {
    // Lectern sites' addresses end with a slash (`trailingSlash: 'always'`), the callbacks' too.
    accounts = createAccounts({
      ...accountsOptionsFromEnv(process.env, { origin: siteOrigin(), basePath }),
      trailingSlash: true,
      // The confirmation before linking a provider speaks the language of the page the login began on.
      pageLanguage: accountsPageLanguage(siteData, basePath),
    });
  } catch (error) {
    if (!(error instanceof AccountsConfigError)) throw error;
    console.error(`[@lectern/accounts] ${error.message}`);
    accounts = error;
  }
  return accounts;
}

function clientAddress(context: Parameters<APIRoute>[0]): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

export const ALL: APIRoute = async (context) => {
  const instance = siteAccounts();
  if (instance instanceof Error) {
    return Response.json(
      { error: 'Accounts are not set up correctly on this server; the details are in its log.' },
      { status: 503 },
    );
  }
  const response = await instance.handle(context.request, { clientAddress: clientAddress(context) });
  return response ?? Response.json({ error: 'Not found.' }, { status: 404 });
};
