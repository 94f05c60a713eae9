import {
  type Accounts,
  AccountsConfigError,
  accountsOptionsFromEnv,
  createAccounts,
} from '@lectern/accounts';
import { withBase } from '@lectern/theme-core';
import type { APIRoute } from 'astro';

// The accounts' routes (login with GitHub or Discord, logout, the account, the settings), answered on
// demand by @lectern/accounts with its configuration from the server's environment, under the site's
// base path (Astro's `base`).
export const prerender = false;

/**
 * The site's base path as the accounts take it, starting and ending with `/`: Astro's `BASE_URL` ends with
 * one only when `base` does or `trailingSlash` is `'always'`.
 */
const basePath = withBase('/', import.meta.env.BASE_URL);

const accountsByOrigin = new Map<string, Accounts | Error>();

/**
 * The accounts of the site as reached at `origin`: `LECTERN_ORIGIN` when set (behind a proxy), else the
 * address the request came to. Writes are accepted only from pages of that origin.
 */
function accountsFor(origin: string): Accounts | Error {
  let accounts = accountsByOrigin.get(origin);
  if (!accounts) {
    try {
      // Lectern sites' addresses end with a slash (`trailingSlash: 'always'`), the callbacks' too.
      accounts = createAccounts({
        ...accountsOptionsFromEnv(process.env, { origin, basePath }),
        trailingSlash: true,
      });
    } catch (error) {
      if (!(error instanceof AccountsConfigError)) throw error;
      console.error(`[@lectern/accounts] ${error.message}`);
      accounts = error;
    }
    accountsByOrigin.set(origin, accounts);
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
  const accounts = accountsFor(process.env.LECTERN_ORIGIN ?? context.url.origin);
  if (accounts instanceof Error) {
    return Response.json(
      { error: 'Accounts are not set up correctly on this server; the details are in its log.' },
      { status: 503 },
    );
  }
  const response = await accounts.handle(context.request, { clientAddress: clientAddress(context) });
  return response ?? Response.json({ error: 'Not found.' }, { status: 404 });
};
