import { loadOnce } from '@lectern/theme-core';
import type { PagefindModule } from './pagefind-types';
import { createSearchClient, type SearchClientOptions } from './search-client';
import { SEARCH_RANKING } from './search-ranking';
import type { SearchClient, SearchVersion } from './types';

export interface LoadSearchOptions extends SearchClientOptions {
  /** Where the Pagefind bundle is. Default: `{basePath}pagefind/`. */
  readonly bundlePath?: string;
  /** Imports a module by address; tests give a fake. Default: the browser's dynamic `import()`. */
  readonly importModule?: (url: string) => Promise<unknown>;
  /**
   * Every version of the docs, the one at the base path among them: the client searches all their
   * indexes at once and says which version each result is from. It has a Pagefind of its own, beside
   * the one searching the version being read.
   */
  readonly allVersions?: readonly SearchVersion[] | undefined;
}

/**
 * Imports Pagefind's browser API from the site (`{basePath}pagefind/pagefind.js`) and gives a search client
 * over it. Pagefind picks the index of the page's language (`<html lang>`). Call it when search opens:
 * nothing of the index is loaded before.
 *
 * @example const client = await loadSearch('/'); await client.query('alert');
 */
export async function loadSearch(basePath = '/', options: LoadSearchOptions = {}): Promise<SearchClient> {
  return createSearchClient(await importPagefind(basePath, options), clientOptions(options));
}

/**
 * A search client that imports Pagefind on its first use (a query, the filter values or `preload()`),
 * once. A failed import is tried again on the next use.
 */
export function createLazySearchClient(basePath = '/', options: LoadSearchOptions = {}): SearchClient {
  return createSearchClient(
    loadOnce(() => importPagefind(basePath, options)),
    clientOptions(options),
  );
}

function clientOptions(options: LoadSearchOptions) {
  return options.allVersions ? { ...options, versions: options.allVersions } : options;
}

/**
 * The address of the Pagefind bundle for a site's base path.
 *
 * @example pagefindBundlePath('/docs') // '/docs/pagefind/'
 */
export function pagefindBundlePath(basePath: string): string {
  return `${withSlash(basePath)}pagefind/`;
}

async function importPagefind(basePath: string, options: LoadSearchOptions): Promise<PagefindModule> {
  const bundlePath = options.bundlePath ?? pagefindBundlePath(basePath);
  const importModule = options.importModule ?? ((url: string) => import(/* @vite-ignore */ url));
  // Pagefind keeps its indexes in the module: a search across versions imports a module of its own (another
  // address of the same file), so the search of the version being read stays as it is.
  const own = options.allVersions ? '?all-versions' : '';
  const pagefind = (await importModule(`${bundlePath}pagefind.js${own}`)) as PagefindModule;
  const siteBase = withSlash(basePath);
  // Result addresses are relative to the site: keep the site's base in front of them.
  await pagefind.options({ basePath: bundlePath, baseUrl: siteBase, ranking: SEARCH_RANKING });
  await pagefind.init?.();
  for (const version of options.allVersions ?? []) {
    const versionBase = withSlash(version.basePath);
    if (versionBase === siteBase) continue;
    await pagefind.mergeIndex?.(pagefindBundlePath(versionBase), {
      baseUrl: versionBase,
      ranking: SEARCH_RANKING,
    });
  }
  return pagefind;
}

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}
