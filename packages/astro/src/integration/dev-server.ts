import type { RedirectMiddleware } from '@lectern/redirects/node';
import type { AstroIntegrationLogger } from 'astro';
import { redirectMiddleware } from '../build/redirects.js';
import { BUILD_INFO_PATH, buildInfoText } from '../site/build-info.js';
import { olderVersionsHandler } from './dev-versions.js';
import type { SiteSetup } from './site-setup.js';

/** The dev server's connect stack, as far as this module uses it. */
interface DevServer {
  middlewares: {
    stack: unknown[];
    use(
      handle: (
        request: { url?: string | undefined },
        response: { setHeader(name: string, value: string): void; end(body: string): void },
        next: () => void,
      ) => void,
    ): void;
  };
}

/**
 * What the dev server adds to a Lectern site: `_lectern/build.json` (so an open page's refresh prompt can
 * be tried), the older versions' pages from their last build (dev-versions.ts) and the redirect table's
 * `301`s. The redirects must go in front of Astro's own middlewares —
 * Astro answers `/old` without its slash with a 404 (trailingSlash: 'always') in a middleware it puts at
 * the front of the stack once every plugin's `configureServer` has run — so they are added by a Vite
 * plugin's later post hook ({@link DevServerSetup.plugin}), from the table read at `astro:server:setup`.
 */
export interface DevServerSetup {
  /** The Vite plugin that puts the redirects first. */
  readonly plugin: {
    name: string;
    enforce: 'post';
    configureServer: (server: { middlewares: { stack: unknown[] } }) => () => void;
  };
  /** For `astro:server:setup`: the build id's file, and the redirects read from the table. */
  setUp(server: DevServer, logger: AstroIntegrationLogger): void;
}

/** The dev server's additions for a site (see {@link DevServerSetup}); `setup` is read when they run. */
export function devServerSetup(setup: () => SiteSetup | undefined): DevServerSetup {
  let redirects: RedirectMiddleware | undefined;
  return {
    plugin: {
      name: 'lectern:redirects',
      enforce: 'post',
      configureServer: (server) => () => {
        if (redirects !== undefined) server.middlewares.stack.unshift({ route: '', handle: redirects });
      },
    },
    setUp(server, logger) {
      const site = setup()?.site;
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0]?.endsWith(`/${BUILD_INFO_PATH}`) !== true) return next();
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-store');
        response.end(buildInfoText(site?.buildId ?? ''));
      });
      // The older versions' pages, from their last build.
      if (site?.versions !== undefined && site.versions.older.length > 0) {
        server.middlewares.use(
          olderVersionsHandler({
            versions: site.versions,
            cacheDir: site.cacheDir,
            base: setup()?.base ?? '/',
          }) as unknown as Parameters<DevServer['middlewares']['use']>[0],
        );
      }
      if (site?.redirects === undefined) return;
      const middleware = redirectMiddleware({
        root: site.root,
        table: site.redirects,
        locales: site.locales,
        defaultLocale: site.defaultLocale,
        base: setup()?.base ?? '/',
      });
      if (middleware instanceof Error) logger.error(middleware.message);
      else redirects = middleware;
    },
  };
}
