import type { RedirectResolver } from '../create-redirect-resolver';
import { encodeUrl } from '../generate/url-text';

/** The part of a Node request (`http.IncomingMessage`, Express's `Request`) the middleware reads. */
export interface RedirectMiddlewareRequest {
  method?: string | undefined;
  /** The request path with its query, relative to where the middleware is mounted. */
  url?: string | undefined;
}

/** The part of a Node response (`http.ServerResponse`, Express's `Response`) the middleware writes. */
export interface RedirectMiddlewareResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(): unknown;
}

/** A Connect-style middleware: answers the request or passes it on with `next()`. */
export type RedirectMiddleware = (
  request: RedirectMiddlewareRequest,
  response: RedirectMiddlewareResponse,
  next: (error?: unknown) => void,
) => void;

/** How long browsers and caches may keep a redirect. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * A Node middleware for Connect, Express, Polka, a plain `http` server or Astro's Node adapter in
 * middleware mode: a `GET` or `HEAD` request for a legacy address is answered with `301`, the new page in
 * `Location` (query kept, percent-encoded) and `Cache-Control: public, max-age=3600`; every other request
 * goes on to `next()`.
 *
 * @example
 * import express from 'express';
 * import { createRedirectResolver } from '@lectern/redirects';
 * import { createRedirectMiddleware } from '@lectern/redirects/node';
 *
 * const app = express();
 * app.use(createRedirectMiddleware(createRedirectResolver(table, { locales, defaultLocale: 'en' })));
 */
export function createRedirectMiddleware(resolver: Pick<RedirectResolver, 'resolve'>): RedirectMiddleware {
  return (request, response, next) => {
    const method = request.method?.toUpperCase();
    const match =
      (method === 'GET' || method === 'HEAD') && request.url !== undefined
        ? resolver.resolve(request.url)
        : undefined;
    if (match === undefined) {
      next();
      return;
    }
    response.statusCode = match.status;
    response.setHeader('Location', encodeUrl(match.location));
    response.setHeader('Cache-Control', CACHE_CONTROL);
    response.setHeader('Content-Length', '0');
    response.end();
  };
}
