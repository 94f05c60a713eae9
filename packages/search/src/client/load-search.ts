import { loadOnce } from '@lectern/theme-core';
import type { PagefindModule } from './pagefind-types';
import { createSearchClient, type SearchClientOptions } from './search-client';
import { SEARCH_RANKING } from './search-ranking';
import type { SearchClient } from './types';

export interface LoadSearchOptions extends SearchClientOptions {
  /** Where the Pagefind bundle is. Default: `{basePath}pagefind/`. */
  readonly bundlePath?: string;
  /** Imports a module by address; tests give a fake. Default: the browser's dynamic `import()`. */
  readonly importModule?: (url: string) => Promise<unknown>;
}

/**
 * Imports Pagefind's browser API from the site (`{basePath}pagefind/pagefind.js`) and gives a search client
 * over it. Pagefind picks the index of the page's language (`<html lang>`). Call it when search opens:
 * nothing of the index is loaded before.
 *
 * @example const client = await loadSearch('/'); await client.query('alert');
 */
export async function loadSearch(basePath = '/', options: LoadSearchOptions = {}): Promise<SearchClient> {
  return createSearchClient(await importPagefind(basePath, options), options);
}

/**
 * A search client that imports Pagefind on its first use (a query, the filter values or `preload()`),
 * once. A failed import is tried again on the next use.
 */
export function createLazySearchClient(basePath = '/', options: LoadSearchOptions = {}): SearchClient {
  return createSearchClient(
    loadOnce(() => importPagefind(basePath, options)),
    options,
  );
}

/**
 * The address of the Pagefind bundle for a site's base path.
 *
 * @example pagefindBundlePath('/docs') // '/docs/pagefind/'
 */
export function pagefindBundlePath(basePath: string): string {
  return `${basePath.endsWith('/') ? basePath : `${basePath}/`}pagefind/`;
}

async function importPagefind(basePath: string, options: LoadSearchOptions): Promise<PagefindModule> {
  const bundlePath = options.bundlePath ?? pagefindBundlePath(basePath);
  const importModule = options.importModule ?? ((url: string) => import(/* @vite-ignore */ url));
  const pagefind = (await importModule(`${bundlePath}pagefind.js`)) as PagefindModule;
  // Result addresses are relative to the site: keep the site's base in front of them.
  await pagefind.options({
    basePath: bundlePath,
    baseUrl: basePath.endsWith('/') ? basePath : `${basePath}/`,
    ranking: SEARCH_RANKING,
  });
  await pagefind.init?.();
  return pagefind;
}
