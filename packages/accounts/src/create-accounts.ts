import { pathFromBase } from './http/base-path';
import { errorResponse, methodNotAllowed, textResponse } from './http/responses';
import { finishLogin } from './oauth/login-callback';
import { startLogin } from './oauth/login-start';
import { isProviderName } from './oauth/provider-names';
import { type AccountsOptions, resolveAccountsOptions } from './options';
import { getAccount } from './routes/account-route';
import { answerLink } from './routes/link-route';
import { logout } from './routes/logout-route';
import { MESSAGES } from './routes/messages';
import { getSettings, putSettings } from './routes/settings-routes';
import { type AccountsRuntime, createRuntime } from './runtime';
import { DatabaseError } from './storage/database-error';

/** What the request came from, as the server knows it. */
export interface RequestContext {
  /**
   * The TCP peer's IP address (Astro: `context.clientAddress`; `node:http`: `socket.remoteAddress`). The
   * rate limits count by it, or, when it is one of the `trustedProxies`, by the visitor's address that
   * `X-Forwarded-For` names.
   */
  readonly clientAddress?: string;
}

/** The accounts of a site: its routes, and the database behind them. */
export interface Accounts {
  /**
   * Answers the accounts' routes: `GET /auth/github`, `GET /auth/discord`, their `/callback`s,
   * `POST /auth/link` (the confirmation before linking a provider), `POST /auth/logout`, `GET /api/account`, `GET` and `PUT /api/settings`, all under the `basePath`
   * (`/docs/api/account`). `undefined` for any other address, for the site to answer.
   */
  handle(request: Request, context?: RequestContext): Promise<Response | undefined>;
  /** Opens and migrates the database now; rejects with the reason while it cannot be reached. */
  ready(): Promise<void>;
  /** Closes the database. */
  close(): Promise<void>;
}

const PROVIDER_ROUTE = /^\/auth\/([a-z]+)(\/callback)?$/;

/** What answers one of the routes. */
type Route = (
  request: Request,
  runtime: AccountsRuntime,
  clientAddress: string,
) => Promise<Response> | Response;

/** The route at `path` (from the site's root) for `method`, or `undefined` when the address is not the accounts'. */
function findRoute(path: string, method: string): Route | undefined {
  // Each route answers with or without a trailing slash (`/api/account/` on a site whose addresses end
  // with one).
  const pathname = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  switch (pathname) {
    case '/api/account':
      return method === 'GET' ? getAccount : () => methodNotAllowed(['GET']);
    case '/api/settings':
      if (method === 'GET') return getSettings;
      return method === 'PUT' ? putSettings : () => methodNotAllowed(['GET', 'PUT']);
    case '/auth/logout':
      return method === 'POST' ? logout : () => methodNotAllowed(['POST']);
    case '/auth/link':
      return method === 'POST' ? answerLink : () => methodNotAllowed(['POST']);
  }
  const match = PROVIDER_ROUTE.exec(pathname);
  const provider = match?.[1];
  if (!provider || !isProviderName(provider)) return undefined;
  if (method !== 'GET') return () => methodNotAllowed(['GET']);
  return match?.[2]
    ? (request, runtime, clientAddress) => finishLogin(request, runtime, provider, clientAddress)
    : (request, runtime, clientAddress) => startLogin(request, runtime, provider, clientAddress);
}

/**
 * Sets up the accounts of a site. Throws an `AccountsConfigError` naming every problem with the options,
 * and an `AccountsStorageError` (one of them) naming an SQLite file that cannot be used — read-only,
 * damaged, not a database, or in a folder that cannot be made — and what to do. The database is then
 * migrated in the background (PostgreSQL also opened); while it cannot be reached, requests that need it
 * are answered 503 and each tries again.
 *
 * @example
 * const accounts = createAccounts({ origin: 'https://docs.example.com', database: { kind: 'sqlite', path: '.data/lectern.sqlite' } });
 * const response = await accounts.handle(request, { clientAddress: '203.0.113.7' });
 */
export function createAccounts(options: AccountsOptions): Accounts {
  const runtime = createRuntime(resolveAccountsOptions(options));
  runtime.start().catch((error: unknown) => {
    runtime.log({
      level: 'warn',
      message: 'the accounts database could not be opened at start; each request will try again',
      error,
    });
  });

  return {
    async handle(request, context = {}) {
      const url = new URL(request.url);
      // The routes are named from the site's root; an address outside the base path is not theirs.
      const path = pathFromBase(url.pathname, runtime.basePath);
      if (path === undefined) return undefined;
      const route = findRoute(path, request.method);
      if (!route) return undefined;
      const api = path.startsWith('/api/');
      // One origin: a request that names another host (a made-up `Host`) gets no session, no login and no
      // rate-limit budget of its own.
      if (url.host !== runtime.host) {
        const message = MESSAGES.otherHost(runtime.origin);
        return api ? errorResponse(421, { error: message }) : textResponse(421, message);
      }
      const clientAddress = runtime.clientAddress(
        context.clientAddress,
        request.headers.get('x-forwarded-for'),
      );
      try {
        return await route(request, runtime, clientAddress);
      } catch (error) {
        if (error instanceof DatabaseError) {
          // One line per cause and minute while the database is down, not a stack trace per request.
          runtime.failures.report({
            kind: `database: ${error.message}`,
            level: 'warn',
            message: `requests that need the database answer 503: ${error.message} (first: ${request.method} ${url.pathname})`,
          });
          const headers = { 'retry-after': '5' };
          return api
            ? errorResponse(503, { error: MESSAGES.databaseDown }, headers)
            : textResponse(503, MESSAGES.databaseDown, headers);
        }
        runtime.failures.report({
          kind: `error: ${describeError(error)}`,
          level: 'error',
          message: `${request.method} ${url.pathname} failed: ${describeError(error)}`,
          error,
        });
        return api
          ? errorResponse(500, { error: MESSAGES.serverError })
          : textResponse(500, MESSAGES.serverError);
      }
    },
    async ready() {
      await runtime.database();
    },
    close: () => runtime.close(),
  };
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
