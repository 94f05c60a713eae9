import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { type RedirectMiddleware, writeCacheHeaders } from '@lectern/redirects/node';
import {
  type DocSearchSettings,
  defaultLocales,
  docSearchSettingsOf,
  type LocaleEntry,
  SIDEBAR_TREE_FOLDER,
  searchProviderOf,
} from '@lectern/theme-core';
import { ConfigError, parseThemeConfig } from '@lectern/theme-core/config';
import type { AstroIntegration } from 'astro';
import { checkDeadLinks } from './dead-links/check-dead-links.js';
import { deadLinkReport } from './dead-links/dead-link-report.js';
import { type RouteOfSite, routeOrigins } from './dead-links/route-origins.js';
import {
  BUILD_ID_VARIABLE,
  BUILD_INFO_PATH,
  buildIdFrom,
  buildInfoText,
  writeBuildInfo,
} from './lib/build-info.js';
import { checkLecternOptions } from './lib/check-options.js';
import { contentDataInPieces } from './lib/content-data-pieces.js';
import { customLayoutsPlugin, resolveCustomLayouts } from './lib/custom-layouts.js';
import { docSearchModule, missingDocSearchPackages } from './lib/docsearch-module.js';
import {
  EXAMPLE_SOURCES_MODULE_ID,
  EXAMPLES_MODULE_ID,
  examplesDirOf,
  examplesModule,
} from './lib/examples.js';
import { knownWarningsPlugin } from './lib/known-warnings.js';
import { ownDependenciesPlugin } from './lib/own-dependencies.js';
import { keepLayoutFieldForTheTheme } from './lib/page-layout-field.js';
import { redirectMiddleware, writeRedirects } from './lib/redirects.js';
import { writeSearchIndex } from './lib/search-index.js';
import { siteAddressWarning, siteFavicon } from './lib/site-address.js';
import {
  pageComponentNames,
  resolveSiteComponents,
  SITE_COMPONENTS_MODULE_ID,
  siteComponentsModule,
} from './lib/site-components.js';
import type { SiteData } from './lib/site-data.js';
import { SiteError } from './lib/site-error.js';
import { sitemapFilter } from './lib/sitemap-pages.js';
import { CODE_CACHE_FOLDER, codeCacheIn } from './markdown/code-highlight/code-cache.js';
import { withCodeHighlighting } from './markdown/code-highlight/processor.js';
import { contentLinks } from './markdown/content-links.js';
import { withSourceDialects } from './markdown/dialects/dialect-processor.js';
import { codeNotations, markdownFeatures, shikiColors } from './markdown/markdown-features.js';
import {
  formatMarkdownWarning,
  type MarkdownWarning,
  markdownReporter,
  onceEach,
} from './markdown/markdown-warnings.js';
import { pageComponents } from './markdown/page-components.js';
import { pageTitleHeading } from './markdown/page-title-heading.js';
import type { LecternOptions } from './options.generated.js';
import { writePreviewManifest } from './preview/preview-manifest.js';

const VIRTUAL_ID = 'virtual:lectern/config';
const SEARCH_DIRECTIVE = fileURLToPath(import.meta.resolve('@lectern/search/client-directive'));
// The `client:reach` directive of the navigation bar and the local nav (built beside this module).
const REACH_DIRECTIVE = fileURLToPath(new URL('./components/reach-directive.js', import.meta.url));
const COMPONENTS_ID = 'virtual:lectern/markdown-components';
const DOCSEARCH_ID = 'virtual:lectern/docsearch';
const VIRTUAL_IDS = new Set([
  VIRTUAL_ID,
  COMPONENTS_ID,
  DOCSEARCH_ID,
  SITE_COMPONENTS_MODULE_ID,
  EXAMPLES_MODULE_ID,
  EXAMPLE_SOURCES_MODULE_ID,
]);

/** An error that stops the build after its cause has been reported (see {@link SiteError}). */
function buildError(message: string): Error {
  return new SiteError(message);
}

/**
 * The Lectern documentation theme for an Astro site: adds React and MDX, the page routes for every
 * enabled language (`/{locale}/{path}`), the not-found pages, the language picker at `/`, and makes the
 * theme settings available to them. Pair it with `docsLoader()` for the `docs` content collection.
 *
 * @example
 * export default defineConfig({ integrations: [lectern({ config: { siteTitle: 'My library' } })] });
 */
export function lectern(options?: LecternOptions): AstroIntegration {
  // Checked at once, so that a mistake is reported before Astro goes on (as the theme settings are, in
  // the setup hook, where Astro's logger names this integration).
  const checked = checkLecternOptions(options, 'astro.config');
  if (!checked.ok) {
    throw buildError(`The options of the Lectern integration are invalid:\n${checked.problems.join('\n')}`);
  }
  const { config } = checked;
  const {
    configFile = 'astro.config',
    contentDir = 'src/content/docs',
    redirects,
    translationGuide,
    markdownComponents,
    layouts,
    components,
    examplesDir,
    searchApi = [],
    uncheckedLinks = [],
    accounts = false,
  } = checked.options;
  let root = process.cwd();
  /** Astro's cache folder, where the build leaves what `lectern-preview` needs. */
  let cacheDir: string | undefined;
  let siteBase = '/';
  /** Astro's folder of bundled files, each named by its content (`build.assets`). */
  let assetsFolder = '_astro';
  let siteUrl: string | undefined;
  let locales: LocaleEntry[] = [];
  let defaultLocale = 'en';
  let searchProvider = '';
  let buildId = '';
  /** The dev server's redirects, put in front of Astro's own middlewares by the `lectern:redirects` plugin. */
  let devRedirects: RedirectMiddleware | undefined;
  let docSearch: DocSearchSettings | undefined;
  let themeConfig: SiteData['theme'] = {};
  let routes: RouteOfSite[] = [];
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
        let theme: SiteData['theme'];
        try {
          theme = parseThemeConfig(config, { file: configFile });
        } catch (error) {
          if (error instanceof ConfigError) {
            logger.error(error.message);
            throw buildError('The Lectern theme settings are invalid (see above).');
          }
          throw error;
        }
        themeConfig = theme;
        locales = theme.locales ?? defaultLocales.filter((entry) => entry.locale === 'en');
        const firstEnabled = locales.find((entry) => entry.enabled)?.locale;
        if (!firstEnabled) throw buildError(`${configFile}: locales: expected at least one enabled language`);
        defaultLocale = firstEnabled;
        if (astroConfig?.root) root = fileURLToPath(astroConfig.root);
        const siteCacheDir = astroConfig?.cacheDir
          ? fileURLToPath(astroConfig.cacheDir)
          : join(root, 'node_modules/.astro');
        cacheDir = siteCacheDir;
        siteUrl = astroConfig?.site;
        siteBase = astroConfig?.base ?? '/';
        assetsFolder = astroConfig?.build?.assets ?? '_astro';
        const customLayouts = resolveCustomLayouts(layouts, { root, exists: existsSync });
        if (customLayouts.problems.length > 0) {
          logger.error(customLayouts.problems.map((problem) => `astro.config: ${problem}`).join('\n'));
          throw buildError('The layouts of the Lectern integration are invalid (see above).');
        }
        // The components every page has without importing them, and the folder of the live examples.
        const siteComponents = resolveSiteComponents(components, {
          root,
          exists: existsSync,
          read: (file) => readFileSync(file, 'utf8'),
        });
        const examples = examplesDirOf(examplesDir);
        const componentProblems = [
          ...siteComponents.problems,
          ...('problem' in examples ? [`examplesDir: ${examples.problem}`] : []),
        ];
        if (componentProblems.length > 0) {
          logger.error(componentProblems.map((problem) => `astro.config: ${problem}`).join('\n'));
          throw buildError('The components of the Lectern integration are invalid (see above).');
        }
        const examplesFolder = 'dir' in examples ? examples.dir : '';
        const id = buildIdFrom(process.env[BUILD_ID_VARIABLE], new Date());
        if (id instanceof Error) throw buildError(id.message);
        buildId = id;
        if (accounts && !astroConfig?.adapter) {
          throw buildError(
            'astro.config: lectern({ accounts: true }) needs a server adapter for its on-demand login and settings routes, e.g. adapter: node({ mode: "standalone" }) from @astrojs/node',
          );
        }
        // What the built pages say the site's address is: warned about once, before the build.
        if (command === 'build') {
          const warning = siteAddressWarning(astroConfig?.site, 'astro.config');
          if (warning) logger.warn(warning);
        }
        const publicDir = astroConfig?.publicDir
          ? fileURLToPath(astroConfig.publicDir)
          : resolve(root, 'public');
        const site: SiteData = {
          theme,
          locales,
          defaultLocale,
          root,
          cacheDir: siteCacheDir,
          configFile,
          favicon: siteFavicon(theme.favicon, publicDir),
          contentDir,
          redirects,
          translationGuide,
          accounts,
          buildId,
          // Drafts are for writers: the dev server shows them, the production build leaves them out.
          drafts: command === 'dev',
          codeThemes: shikiColors(astroConfig?.markdown?.shikiConfig)?.themes,
        };
        searchProvider = searchProviderOf(theme);
        docSearch = docSearchSettingsOf(theme);
        if (docSearch) {
          const missing = missingDocSearchPackages(root);
          if (missing.length > 0) {
            logger.error(
              `${configFile}: search.provider: "algolia" needs ${missing.join(' and ')} installed in the site (pnpm add ${missing.join(' ')})`,
            );
            throw buildError('The Algolia search provider is missing its packages (see above).');
          }
        }
        if (searchApi.length > 0 && searchProvider !== 'local') {
          logger.warn(
            `searchApi: the component API data is searched by the local provider only (search.provider is ${JSON.stringify(searchProvider)}), so it is left out`,
          );
        }

        // Callouts, badges, code groups, code titles and highlighted lines, heading self-links, new-tab
        // links to other sites; the code themes unless the site chose its own.
        // Each warning once per version of its page (a page rendered when built is rendered more than once).
        const warn = onceEach((warning: MarkdownWarning) => logger.warn(formatMarkdownWarning(warning)), {
          root,
        });
        const markdown = markdownFeatures({
          site: astroConfig?.site,
          base: astroConfig?.base,
          labels: theme.labels,
          contentDir: resolve(root, contentDir),
          locales: locales.map((entry) => entry.locale),
          root,
          warn,
        });
        // A page without a title takes its first heading's; the docs loader says the cached pages' warnings.
        const titleHeading = pageTitleHeading({
          contentDir: resolve(root, contentDir),
          report: markdownReporter({ root, warn }),
        });
        // Components written without imports: placeholders in `.md` pages, unknown ones reported.
        const withComponents = pageComponents({
          contentDir: resolve(root, contentDir),
          names: pageComponentNames(siteComponents.components),
          report: markdownReporter({ root, warn }),
        });
        updateConfig({
          trailingSlash: 'always',
          markdown: {
            // The Markdown of other tools (VitePress, Docusaurus, GitHub) is read as Lectern's.
            // Code blocks are highlighted by Lectern's highlighter (Astro's markup, one tokenization for
            // both code themes, each block kept in the cache folder across builds).
            processor: withSourceDialects(
              withCodeHighlighting(
                satteri({
                  ...markdown,
                  mdastPlugins: [
                    withComponents,
                    titleHeading,
                    contentLinks({ contentDir: resolve(root, contentDir) }),
                    keepLayoutFieldForTheTheme,
                    ...markdown.mdastPlugins,
                  ],
                }),
                { cache: codeCacheIn(join(cacheDir, CODE_CACHE_FOLDER)) },
              ),
              { root, warn },
            ),
            // Added to the site's own transformers (Astro joins the lists).
            shikiConfig: {
              ...shikiColors(astroConfig?.markdown?.shikiConfig),
              transformers: codeNotations(),
            },
          },
          // Without `site` there is no sitemap (the warning above says so), and no second warning of the
          // sitemap integration's own.
          integrations: [
            react(),
            mdx(),
            ...(astroConfig?.site ? [sitemap({ filter: sitemapFilter({ base: astroConfig.base }) })] : []),
          ],
          vite: {
            plugins: [
              {
                name: 'lectern:config',
                resolveId: (id: string) => (VIRTUAL_IDS.has(id) ? `\0${id}` : undefined),
                load: (id: string) => {
                  if (id === `\0${VIRTUAL_ID}`) return `export default ${JSON.stringify(site)};`;
                  // The Algolia provider's code, only in a site that uses it (see AlgoliaSearch.astro).
                  if (id === `\0${DOCSEARCH_ID}`) return docSearchModule(docSearch);
                  if (id === `\0${SITE_COMPONENTS_MODULE_ID}`) {
                    return siteComponentsModule(siteComponents.components);
                  }
                  if (id === `\0${EXAMPLES_MODULE_ID}`) return examplesModule(examplesFolder);
                  if (id === `\0${EXAMPLE_SOURCES_MODULE_ID}`) {
                    return examplesModule(examplesFolder, { raw: true });
                  }
                  if (id !== `\0${COMPONENTS_ID}`) return undefined;
                  return markdownComponents === undefined
                    ? 'export default {};'
                    : `export { default } from ${JSON.stringify(resolve(root, markdownComponents))};`;
                },
              },
              // The site's own layouts, for the page route; their names, for the docs loader's check.
              customLayoutsPlugin(customLayouts.files),
              // React, its renderer and the theme's packages come with this one: the site need not list them.
              ownDependenciesPlugin(() => root),
              // The redirects go first on the dev server: Astro answers `/old` without its slash with
              // a 404 (trailingSlash: 'always') in a middleware it puts at the front of the stack once
              // every plugin's configureServer has run; this plugin's later post hook puts the
              // redirects before it, so `/old` and `/old/` both get their 301.
              {
                name: 'lectern:redirects',
                enforce: 'post' as const,
                configureServer: (server: { middlewares: { stack: unknown[] } }) => () => {
                  if (devRedirects !== undefined) {
                    server.middlewares.stack.unshift({ route: '', handle: devRedirects });
                  }
                },
              },
              // The content data store as short string literals: a build of a large site waited minutes on V8.
              contentDataInPieces(),
              // A note the bundler printed for every MDX page, about a marker only Astro reads.
              knownWarningsPlugin(),
            ],
          },
        });
        // The search dialog hydrates when search is first asked for, not before (see LocalSearch.astro).
        // Resolved from this package, which depends on @lectern/search; the site need not.
        addClientDirective({ name: 'search', entrypoint: SEARCH_DIRECTIVE });
        // The navigation bar and the local nav hydrate when the visitor first reaches into them.
        addClientDirective({ name: 'reach', entrypoint: REACH_DIRECTIVE });
        injectRoute({ pattern: '/', entrypoint: '@lectern/astro/routes/LanguagePicker.astro' });
        injectRoute({ pattern: '/404', entrypoint: '@lectern/astro/routes/NotFoundPage.astro' });
        injectRoute({
          pattern: '/[locale]/404',
          entrypoint: '@lectern/astro/routes/LocaleNotFoundPage.astro',
        });
        injectRoute({ pattern: '/[locale]/[...slug]', entrypoint: '@lectern/astro/routes/DocPage.astro' });
        injectRoute({ pattern: '/[...path].md', entrypoint: '@lectern/astro/routes/MarkdownSource.js' });
        injectRoute({ pattern: '/llms.txt', entrypoint: '@lectern/astro/routes/LlmsTxt.js' });
        injectRoute({ pattern: '/robots.txt', entrypoint: '@lectern/astro/routes/RobotsTxt.js' });
        injectRoute({
          pattern: `${SIDEBAR_TREE_FOLDER}[tree].json`,
          entrypoint: '@lectern/astro/routes/SidebarTree.js',
        });
        if (accounts) {
          const endpoint = '@lectern/astro/routes/AccountsEndpoint.js';
          for (const pattern of [
            '/auth/[provider]',
            '/auth/[provider]/callback',
            '/api/account',
            '/api/settings',
          ]) {
            injectRoute({ pattern, entrypoint: endpoint, prerender: false });
          }
          injectRoute({
            pattern: '/[locale]/user/dashboard',
            entrypoint: '@lectern/astro/routes/DashboardPage.astro',
          });
        }
      },
      'astro:routes:resolved': ({ routes: resolved }) => {
        // What made each page, for the dead-link report of links found in no source file.
        routes = resolved.map(({ pattern, entrypoint, origin }) => ({ pattern, entrypoint, origin }));
      },
      'astro:server:setup': ({ server, logger }) => {
        // The dev server says which build it is too, so an open page's refresh prompt can be tried.
        server.middlewares.use((request, response, next) => {
          if (request.url?.split('?')[0]?.endsWith(`/${BUILD_INFO_PATH}`) !== true) return next();
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-store');
          response.end(buildInfoText(buildId));
        });
        if (redirects === undefined) return;
        const middleware = redirectMiddleware({
          root,
          table: redirects,
          locales,
          defaultLocale,
          base: siteBase,
        });
        if (middleware instanceof Error) logger.error(middleware.message);
        else devRedirects = middleware;
      },
      'astro:build:done': async ({ dir, assets, logger }) => {
        // Redirects first: a page may link to an old address, which the redirect pages then answer.
        if (redirects !== undefined) {
          const ok = await writeRedirects({
            root,
            table: redirects,
            siteDir: fileURLToPath(dir),
            locales,
            defaultLocale,
            site: siteUrl,
            base: siteBase,
            logger,
          });
          if (!ok) throw buildError(`The redirect table ${redirects} has errors (see above).`);
        }
        // The id pages compare to, to offer a refresh once a newer build is deployed.
        writeBuildInfo(fileURLToPath(dir), buildId);
        // Files named by their content may be kept for good: the bundles and the sidebar trees (after the
        // redirects, whose vercel.json the headers join).
        try {
          await writeCacheHeaders(fileURLToPath(dir), {
            folders: [`/${assetsFolder.replace(/^\/+|\/+$/g, '')}/`, SIDEBAR_TREE_FOLDER],
            base: siteBase,
          });
        } catch (error) {
          throw buildError((error as Error).message);
        }
        // What `lectern-preview` serves: this build, its base and its redirect table.
        if (cacheDir !== undefined) {
          writePreviewManifest(cacheDir, {
            root,
            siteDir: fileURLToPath(dir),
            base: siteBase,
            redirects,
            locales,
            defaultLocale,
          });
        }
        const dead = checkDeadLinks({
          distDir: fileURLToPath(dir),
          root,
          contentDir,
          configFile,
          theme: themeConfig,
          locales,
          defaultLocale,
          translationGuide,
          unchecked: uncheckedLinks,
          base: siteBase,
          origins: routeOrigins(routes, assets, fileURLToPath(dir)),
        });
        if (dead.length > 0) {
          logger.error(deadLinkReport(dead));
          throw buildError('The site links to pages it does not have (see above).');
        }
        if (searchProvider === 'local') {
          const ok = await writeSearchIndex({
            siteDir: fileURLToPath(dir),
            locales: locales.filter((entry) => entry.enabled).map((entry) => entry.locale),
            apiData: searchApi,
            logger,
          });
          if (!ok) throw buildError('The search index could not be built (see above).');
        }
      },
    },
  };
}
