import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocSearchSettings } from '@lectern/theme-core';

/** The packages the `algolia` provider loads in the browser; the site installs them. */
export const DOCSEARCH_PACKAGES = ['@docsearch/js', '@docsearch/css'] as const;

/** `@lectern/search/docsearch`, resolved from this package (a site need not install @lectern/search). */
const DOCSEARCH_ADAPTER = fileURLToPath(import.meta.resolve('@lectern/search/docsearch'));

/**
 * The DocSearch packages a site lacks: those found in no `node_modules` folder from the site's root up,
 * which is where the site's build looks for them.
 *
 * @example missingDocSearchPackages('/work/site') // ['@docsearch/css']
 */
export function missingDocSearchPackages(
  root: string,
  exists: (file: string) => boolean = existsSync,
): string[] {
  return DOCSEARCH_PACKAGES.filter((name) => {
    for (let dir = root; ; dir = dirname(dir)) {
      if (exists(join(dir, 'node_modules', name, 'package.json'))) return false;
      if (dirname(dir) === dir) return true;
    }
  });
}

/**
 * The source of `virtual:lectern/docsearch`, which `AlgoliaSearch.astro` imports: with the `algolia`
 * provider, a function that hands the opener's requests to DocSearch (`installDocSearch`), which imports
 * `@docsearch/js` from the site's packages on the first request and links `@docsearch/css` then (imported
 * as an address, so that the build does not put it in every page's head) — each installation with its
 * own loading state, its styles removed when it is undone; with any other provider, nothing
 * (`installSiteDocSearch` is undefined), so a site without those packages still builds.
 */
export function docSearchModule(
  settings: DocSearchSettings | undefined,
  adapter = DOCSEARCH_ADAPTER,
): string {
  if (!settings) return 'export const installSiteDocSearch = undefined;\n';
  const { appId, apiKey, indexName, placeholder } = settings;
  return `import { installDocSearch } from ${JSON.stringify(adapter)};
import stylesUrl from '@docsearch/css?url';

const settings = ${JSON.stringify({ appId, apiKey, indexName, placeholder })};

export const installSiteDocSearch = () => {
  // DocSearch's styles, linked once by this installation and removed with it; search opens unstyled
  // rather than not at all when they fail to load.
  let styles;
  let link;
  const linkStyles = () =>
    (styles ??= new Promise((resolve) => {
      link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: stylesUrl });
      link.addEventListener('load', resolve);
      link.addEventListener('error', resolve);
      document.head.append(link);
    }));
  const importDocSearch = () =>
    Promise.all([import('@docsearch/js/docsearch'), linkStyles()]).then(([module]) => module);
  const uninstall = installDocSearch(settings, { importDocSearch });
  return () => {
    uninstall();
    link?.remove();
  };
};
`;
}
