import { relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import {
  buildSearchIndex,
  DEFAULT_OUTPUT_SUBDIR,
  type SearchIndexContentOptions,
} from '../node/build-search-index';
import { SearchIndexError } from '../node/search-index-error';
import { searchIndexFiles } from '../node/search-index-files';
import type { SearchPage } from '../node/search-pages';
import { loadAppPages } from './app-pages';
import { createDevSearchIndex } from './dev-search-index';
import { checkSearchIndexPluginOptions, type SearchIndexPluginOptions } from './search-index-plugin-options';

const NAME = 'lectern:search-index';

/**
 * The Vite plugin that gives a single-page app its search index, built from the pages the app names
 * (`pages` as data, `files` as Markdown, MDX or HTML sources) rather than from built HTML, which a
 * single-page app does not have. `vite build` writes the index into `{outDir}/pagefind/`; `vite dev`
 * serves one under `{base}pagefind/`, rebuilt when a page source changes. `SearchDialog` with
 * `basePath={import.meta.env.BASE_URL}` finds it either way; results lead to the pages' `url`s (below the
 * base). Bad options and bad pages fail the build with one line per problem, naming the field or file.
 *
 * @example
 * // vite.config.ts
 * export default defineConfig({
 *   plugins: [react(), searchIndexPlugin({ files: { include: 'src/pages/**\/*.mdx' } })],
 * });
 */
export function searchIndexPlugin(options: SearchIndexPluginOptions): Plugin {
  let config: ResolvedConfig;
  let builtPages: SearchPage[] | undefined;
  let written = false;
  const locales = options?.locales ?? ['en'];

  return {
    name: NAME,
    async configResolved(resolved) {
      config = resolved;
      const problems = checkSearchIndexPluginOptions(options);
      if (problems.length > 0) throw forPeople(new SearchIndexError(problems));
      if (resolved.command === 'build' && !resolved.build.ssr) {
        // Read before bundling, so that a wrong page fails the build at once.
        builtPages = await loadAppPages(options, resolved.root, locales).catch(rethrownForPeople);
      }
      if (/^\.?\/?$/.test(resolved.base) && resolved.base !== '/') {
        resolved.logger.warn(
          `[${NAME}] base is relative (${JSON.stringify(resolved.base)}): give SearchDialog the app's absolute address as basePath, so it finds /pagefind/ from every route.`,
        );
      }
    },

    configureServer(server) {
      serveDevIndex(server, options, locales);
    },

    async writeBundle(output) {
      if (config.command !== 'build' || config.build.ssr || builtPages === undefined) return;
      if (this.environment !== undefined && this.environment.config.consumer !== 'client') return;
      if (written && !this.meta.watchMode) return;
      written = true;
      const pages = this.meta.watchMode
        ? await loadAppPages(options, config.root, locales).catch(rethrownForPeople)
        : builtPages;
      const siteDir = output.dir ?? resolve(config.root, config.build.outDir);
      const stats = await buildSearchIndex({
        ...indexContent(options, locales),
        siteDir,
        pages,
        indexHtmlFiles: false,
      }).catch(rethrownForPeople);
      for (const warning of stats.warnings) config.logger.warn(`[${NAME}] ${warning}`);
      config.logger.info(
        `[${NAME}] ${count(stats.pages, 'page')}${stats.records > 0 ? `, ${count(stats.records, 'API record')}` : ''} indexed into ${relative(config.root, stats.outputDir).split(sep).join('/')}/ (${Math.round(stats.bytes / 1024)} kB)`,
      );
    },
  };
}

/** Serves an in-memory index under `{base}pagefind/`, rebuilt when one of the pages' files changes. */
function serveDevIndex(
  server: ViteDevServer,
  options: SearchIndexPluginOptions,
  locales: readonly string[],
): void {
  const { root, logger } = server.config;
  const base = new URL(server.config.base, 'http://localhost').pathname;
  let rebuilt = false;
  const index = createDevSearchIndex({
    prefix: `${base}${DEFAULT_OUTPUT_SUBDIR}/`,
    build: async () =>
      searchIndexFiles({
        ...indexContent(options, locales),
        pages: await loadAppPages(options, root, locales),
      }),
    onBuilt: (built) => {
      const what = rebuilt ? 'rebuilt' : `served under ${base}pagefind/`;
      logger.info(`[${NAME}] ${count(built.pages, 'page')} indexed, ${what}`, { timestamp: true });
      rebuilt = true;
    },
    onError: (error) =>
      logger.error(`[${NAME}] ${error instanceof Error ? error.message : String(error)}`, {
        timestamp: true,
      }),
  });
  server.middlewares.use(index.middleware);

  const globs = [options.files?.include ?? [], options.watch ?? []].flat();
  if (globs.length > 0) {
    const isPageSource = picomatch(globs, { ignore: [...(options.files?.exclude ?? [])] });
    server.watcher.on('all', (event, file) => {
      if (!['add', 'change', 'unlink'].includes(event)) return;
      if (isPageSource(relative(root, file).split(sep).join('/'))) index.invalidate();
    });
  }
  // Build it while the developer opens the app, so the first search does not wait (and problems show now).
  server.httpServer?.once('listening', () => {
    index.files().catch(() => undefined);
  });
}

/** What goes into the index besides the pages. */
function indexContent(
  options: SearchIndexPluginOptions,
  locales: readonly string[],
): SearchIndexContentOptions {
  const { apiData, apiAnchor, labels, pagefind } = options;
  return { locales, apiData, apiAnchor, labels, pagefind };
}

/** A problem list as Vite prints it: the problems, without this package's call stack. */
function forPeople(error: SearchIndexError): SearchIndexError {
  Object.defineProperty(error, 'problems', { enumerable: false });
  error.stack = `${error.name}: ${error.message}`;
  return error;
}

function rethrownForPeople(error: unknown): never {
  throw error instanceof SearchIndexError ? forPeople(error) : error;
}

function count(amount: number, noun: string): string {
  return `${amount} ${noun}${amount === 1 ? '' : 's'}`;
}
