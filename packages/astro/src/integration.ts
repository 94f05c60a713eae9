import { fileURLToPath } from 'node:url';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { sitemapFilter } from './build/sitemap-pages.js';
import { forgetApiCollections } from './content/api-collections.js';
import type { RouteOfSite } from './dead-links/route-origins.js';
import { finishBuild } from './integration/build-done.js';
import { devServerSetup } from './integration/dev-server.js';
import { markdownSettings } from './integration/markdown-setup.js';
import { siteRoutes } from './integration/site-routes.js';
import { type SiteSetup, setUpSite } from './integration/site-setup.js';
import { siteModulesPlugin } from './integration/virtual-modules.js';
import type { LecternOptions } from './options.generated.js';
import { checkLecternOptions } from './site/check-options.js';
import { customLayoutsPlugin } from './site/custom-layouts.js';
import { SiteError } from './site/site-error.js';
import { versionApiPlan, writeVersionApiPlan } from './versions/version-api.js';
import { versionBuildOf } from './versions/version-build.js';
import { versionImportsPlugin } from './versions/version-imports.js';
import { contentDataInPieces } from './vite/content-data-pieces.js';
import { knownWarningsPlugin } from './vite/known-warnings.js';
import { ownDependenciesPlugin } from './vite/own-dependencies.js';

const SEARCH_DIRECTIVE = fileURLToPath(import.meta.resolve('@lectern/search/client-directive'));
// The `client:reach` directive of the navigation bar and the local nav (built beside this module).
const REACH_DIRECTIVE = fileURLToPath(new URL('./components/reach-directive.js', import.meta.url));

/**
 * The Lectern documentation theme for an Astro site: adds React and MDX, the page routes for every
 * enabled language (`/{locale}/{path}`), the not-found pages, the language picker at `/`, and makes the
 * theme settings available to them. Pair it with `docsLoader()` for the `docs` content collection.
 *
 * Each concern has its module in `integration/`: reading the site (`site-setup`), Markdown
 * (`markdown-setup`), the modules the routes import (`virtual-modules`), the routes (`site-routes`), the
 * dev server (`dev-server`) and what a build writes and checks at its end (`build-done`).
 *
 * @example
 * export default defineConfig({ integrations: [lectern({ config: { siteTitle: 'My library' } })] });
 */
export function lectern(options?: LecternOptions): AstroIntegration {
  // Checked at once, so that a mistake is reported before Astro goes on (as the theme settings are, in
  // the setup hook, where Astro's logger names this integration).
  const checked = checkLecternOptions(options, 'astro.config');
  if (!checked.ok) {
    throw new SiteError(
      `The options of the Lectern integration are invalid:\n${checked.problems.join('\n')}`,
    );
  }
  let setup: SiteSetup | undefined;
  const versionBuild = versionBuildOf();
  let routes: RouteOfSite[] = [];
  // The build's output folder: the pages are in it, or in its `client/` with a server adapter.
  let outDir = '';
  /** The site's source and public folders (Astro's `srcDir` and `publicDir`), for the versions' cache key. */
  let siteFolders: string[] | undefined;
  const devServer = devServerSetup(() => setup);
  return {
    name: '@lectern/astro',
    hooks: {
      'astro:config:setup': ({
        config: astroConfig,
        updateConfig,
        injectRoute,
        addClientDirective,
        logger,
        command,
      }) => {
        const site = setUpSite({
          options: checked.options,
          config: checked.config,
          astroConfig,
          command,
          logger,
        });
        setup = site;
        // The content is synced after this: the API loader notes again which collections it fills.
        forgetApiCollections(site.site.cacheDir);
        // …and reads which version this build makes, and the older versions' API data to compare with.
        writeVersionApiPlan(
          site.site.cacheDir,
          versionApiPlan(checked.options.versions, site.site.root, versionBuild?.version.name),
        );
        updateConfig({
          trailingSlash: 'always',
          markdown: markdownSettings(site, astroConfig, logger),
          // Without `site` there is no sitemap (the setup warned), and no second warning of the sitemap
          // integration's own.
          integrations: [
            react(),
            mdx(),
            ...(astroConfig?.site ? [sitemap({ filter: sitemapFilter({ base: astroConfig.base }) })] : []),
          ],
          vite: {
            plugins: [
              siteModulesPlugin(site, checked.options.markdownComponents),
              // The site's own layouts, for the page route; their names, for the docs loader's check.
              customLayoutsPlugin(site.layoutFiles),
              // React, its renderer and the theme's packages come with this one: the site need not list them.
              ownDependenciesPlugin(() => site.site.root),
              devServer.plugin,
              // The content data store as short string literals: a build of a large site waited minutes on V8.
              contentDataInPieces(),
              // A note the bundler printed for every MDX page, about a marker only Astro reads.
              knownWarningsPlugin(),
              // An older version's pages import what they import from where the site's content folder is.
              ...(versionBuild ? [versionImportsPlugin(versionBuild)] : []),
            ],
          },
        });
        // The search dialog hydrates when search is first asked for, not before (see LocalSearch.astro).
        // Resolved from this package, which depends on @lectern/search; the site need not.
        addClientDirective({ name: 'search', entrypoint: SEARCH_DIRECTIVE });
        // The navigation bar and the local nav hydrate when the visitor first reaches into them.
        addClientDirective({ name: 'reach', entrypoint: REACH_DIRECTIVE });
        const apiPath = site.site.apiPages?.path;
        for (const route of siteRoutes({ accounts: checked.options.accounts ?? false, apiPath }))
          injectRoute(route);
      },
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        siteFolders = [fileURLToPath(config.srcDir), fileURLToPath(config.publicDir)];
      },
      'astro:routes:resolved': ({ routes: resolved }) => {
        // What made each page, for the dead-link report of links found in no source file.
        routes = resolved.map(({ pattern, entrypoint, origin }) => ({ pattern, entrypoint, origin }));
      },
      'astro:server:setup': ({ server, logger }) => devServer.setUp(server, logger),
      'astro:build:done': async ({ dir, assets, logger }) => {
        if (setup) {
          await finishBuild({ dir, assets, logger }, setup, checked.options, routes, outDir, siteFolders);
        }
      },
    },
  };
}
