import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { RedirectMiddleware } from '@lectern/redirects/node';
import { withBase, withoutBase } from '@lectern/theme-core';
import sirv from 'sirv';

/** A request handler in Node's style, with `next` for what it does not answer. */
export type NodeHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** What the preview serves. */
export interface PreviewSite {
  /** The built pages: Astro's `dist/` (or `dist/client/` with an adapter). */
  siteDir: string;
  /** Astro's `base`: the site is served under it. Default: `/`. */
  base?: string | undefined;
  /** Answers the old addresses of the redirect table with `301` (see `redirectMiddleware`). */
  redirects?: RedirectMiddleware | undefined;
  /** The routes that run on demand (Astro's Node adapter in middleware mode), after the files. */
  onDemand?: NodeHandler | undefined;
}

/**
 * Serves a built Lectern site as its host will, for `lectern-preview` and the docs site's own server:
 * the redirect table's old addresses answered with `301` (with and without their trailing slash, which
 * `astro preview` refuses before it looks for anything), then the built files, a folder's address
 * without its slash redirected to it, the routes that run on demand, and for anything else the not-found
 * page of the address's language (else the site-wide one) with status 404.
 *
 * @example createServer(previewHandler({ siteDir: 'dist', redirects })).listen(4321)
 */
export function previewHandler(
  site: PreviewSite,
): (request: IncomingMessage, response: ServerResponse) => void {
  const base = withBase('/', site.base ?? '/');
  const files = sirv(site.siteDir, { dev: false, etag: true, extensions: ['html'] });
  const notFoundPage = path.join(site.siteDir, '404.html');

  /** The not-found page of the address's language (`/zh-CN/404/`), else the site-wide one. */
  const notFoundPageFor = (pathname: string) => {
    const language = pathname.split('/')[1];
    if (language && !language.includes('..')) {
      const localized = path.join(site.siteDir, language, '404', 'index.html');
      if (existsSync(localized)) return localized;
    }
    return existsSync(notFoundPage) ? notFoundPage : undefined;
  };

  const serveSite = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const notFound = () => {
      const page = notFoundPageFor(withoutBase(url.pathname, base));
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(page ? readFileSync(page) : 'Not Found');
    };
    // Outside the base the site has nothing.
    if (!`${url.pathname}/`.startsWith(base)) return notFound();
    const inSite = withoutBase(url.pathname, base);
    const isFolder =
      url.pathname === base.slice(0, -1) ||
      (!inSite.endsWith('/') && existsSync(path.join(site.siteDir, inSite, 'index.html')));
    if (isFolder) {
      response.writeHead(301, { Location: `${url.pathname}/${url.search}` });
      response.end();
      return;
    }
    // The files are in the folder without the base.
    const original = request.url;
    request.url = `${inSite}${url.search}`;
    files(request, response, () => {
      request.url = original;
      if (site.onDemand) site.onDemand(request, response, notFound);
      else notFound();
    });
  };

  return (request, response) => {
    if (site.redirects) site.redirects(request, response, () => serveSite(request, response));
    else serveSite(request, response);
  };
}
