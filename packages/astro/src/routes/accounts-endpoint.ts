import {
  type Accounts,
  AccountsConfigError,
  accountsOptionsFromEnv,
  createAccounts,
  type Environment,
} from '@lectern/accounts';
import { withBase } from '@lectern/theme-core';
import type { APIRoute } from 'astro';
import { accountsPageLanguage } from '../page-data/accounts-page-language.js';
import type { SiteData } from '../site/site-data.js';

/** What {@link accountsEndpoint} answers for: the site, where it is served, and the server's environment. */
export interface AccountsEndpointOptions {
  /** The site's languages, for the language of the page the login began on. */
  readonly site: Pick<SiteData, 'theme' | 'locales' | 'defaultLocale'>;
  /** Astro's `BASE_URL`: the routes are answered under it. */
  readonly baseUrl: string;
  /** Astro's `site`, whose origin is the accounts' unless `LECTERN_ORIGIN` is set. */
  readonly siteUrl: string | undefined;
  /** The server's environment (`LECTERN_ORIGIN`, the providers' keys, the database), read on the first request. */
  readonly env: Environment;
  /** Told once about a configuration the accounts cannot work with. Default: `console.error`. */
  readonly logError?: ((line: string) => void) | undefined;
}

/** The origin of Astro's `site` (`https://docs.example.com`), which `LECTERN_ORIGIN` replaces when set. */
function originOf(siteUrl: string | undefined): string | undefined {
  if (!siteUrl) return undefined;
  try {
    return new URL(siteUrl).origin;
  } catch {
    return undefined;
  }
}

function clientAddress(context: Parameters<APIRoute>[0]): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

/**
 * The accounts' routes of one server (login with GitHub or Discord, linking, logout, the account, the
 * settings), answered on demand by @lectern/accounts under the site's base path. The endpoint owns its
 * accounts, made on its first request: their origin comes from the configuration (`LECTERN_ORIGIN`, else
 * Astro's `site`), never from a request, and requests that name another host are refused. A configuration
 * they cannot work with is logged once and kept (every request is answered 503). Another endpoint — another
 * site or server in the same process — has accounts of its own: its own database, limits and origin.
 *
 * @example export const ALL = accountsEndpoint({ site, baseUrl: import.meta.env.BASE_URL, siteUrl: import.meta.env.SITE, env: process.env });
 */
export function accountsEndpoint({
  site,
  baseUrl,
  siteUrl,
  env,
  logError = (line) => console.error(line),
}: AccountsEndpointOptions): APIRoute {
  // Astro's `BASE_URL` ends with a slash only when `base` does or `trailingSlash` is `'always'`; the
  // accounts take the base path starting and ending with one.
  const basePath = withBase('/', baseUrl);
  let accounts: Accounts | AccountsConfigError | undefined;
  const accountsOfServer = (): Accounts | AccountsConfigError => {
    if (accounts) return accounts;
    try {
      // Lectern sites' addresses end with a slash (`trailingSlash: 'always'`), the callbacks' too.
      accounts = createAccounts({
        ...accountsOptionsFromEnv(env, { origin: originOf(siteUrl), basePath }),
        trailingSlash: true,
        // The confirmation before linking a provider speaks the language of the page the login began on.
        pageLanguage: accountsPageLanguage(site, basePath),
      });
    } catch (error) {
      if (!(error instanceof AccountsConfigError)) throw error;
      logError(`[@lectern/accounts] ${error.message}`);
      accounts = error;
    }
    return accounts;
  };
  return async (context) => {
    const instance = accountsOfServer();
    if (instance instanceof Error) {
      return Response.json(
        { error: 'Accounts are not set up correctly on this server; the details are in its log.' },
        { status: 503 },
      );
    }
    const response = await instance.handle(context.request, { clientAddress: clientAddress(context) });
    return response ?? Response.json({ error: 'Not found.' }, { status: 404 });
  };
}
