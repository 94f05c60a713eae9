// The older versions in `astro dev`: the dev server makes the current version's pages; an older version's
// pages (`/0.1/…`) are served as its last build left them in the cache folder, so the version menu and the
// links between versions work while writing. A version not built yet answers with what to do.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { type SiteVersions, versionOfPath, withBase, withoutBase } from '@lectern/theme-core';
import sirv from 'sirv';
import { versionBuildFolder } from '../versions/older-versions.js';

/** What {@link olderVersionsHandler} serves. */
export interface DevVersions {
  readonly versions: SiteVersions;
  /** The site's cache folder, absolute, and Astro's `base`. */
  readonly cacheDir: string;
  readonly base: string;
}

/** The folder of an older version's built pages in the cache, or `undefined` before its first build. */
function builtPages(cacheDir: string, name: string): string | undefined {
  const built = versionBuildFolder(cacheDir, name);
  for (const folder of [path.join(built, 'client'), built]) {
    if (existsSync(path.join(folder, 'index.html')) || existsSync(path.join(folder, '404.html')))
      return folder;
  }
  return undefined;
}

/**
 * A dev-server middleware answering the addresses of the older versions from their last build in the cache
 * folder (read again on every request, so a new build shows at once); other addresses go on to Astro.
 */
export function olderVersionsHandler({
  versions,
  cacheDir,
  base,
}: DevVersions): (request: IncomingMessage, response: ServerResponse, next: () => void) => void {
  const servers = new Map<string, ReturnType<typeof sirv>>();
  return (request, response, next) => {
    const url = request.url ?? '/';
    const [pathname = '/', search = ''] = url.split(/(?=\?)/);
    const inSite = withoutBase(pathname, base);
    if (inSite === pathname && withBase('/', base) !== '/') return next();
    const { version, current, rest } = versionOfPath(inSite, versions);
    if (current) return next();
    const pages = builtPages(cacheDir, version.name);
    const answer = (status: number, text: string) => {
      response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`${text}\n`);
    };
    if (pages === undefined) {
      answer(
        404,
        `Version ${version.name} has not been built yet. astro dev makes the current version's pages and serves an older version's from its last build: run astro build once, then reload.`,
      );
      return;
    }
    let serve = servers.get(pages);
    if (serve === undefined) {
      serve = sirv(pages, { dev: true, extensions: ['html'] });
      servers.set(pages, serve);
    }
    request.url = `${rest}${search}`;
    serve(request, response, () => {
      request.url = url;
      answer(404, `Version ${version.name}'s last build has no ${rest}.`);
    });
  };
}
