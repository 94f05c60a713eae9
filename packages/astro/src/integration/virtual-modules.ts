import { resolve } from 'node:path';
import { docSearchModule } from '../site/docsearch-module.js';
import { EXAMPLE_SOURCES_MODULE_ID, EXAMPLES_MODULE_ID, examplesModule } from '../site/examples.js';
import { SITE_COMPONENTS_MODULE_ID, siteComponentsModule } from '../site/site-components.js';
import type { SiteSetup } from './site-setup.js';

/** The site's data for the routes (`SiteData`). */
export const CONFIG_MODULE_ID = 'virtual:lectern/config';
/** The site's own components for Markdown elements (`markdownComponents`), or none. */
export const MARKDOWN_COMPONENTS_MODULE_ID = 'virtual:lectern/markdown-components';
/** The Algolia provider's code, only in a site that uses it (see AlgoliaSearch.astro). */
export const DOCSEARCH_MODULE_ID = 'virtual:lectern/docsearch';

/**
 * The Vite plugin of the modules the theme's routes and components import from the site: its data, its
 * components, its examples (as modules and as source text) and the search provider's code.
 *
 * @param markdownComponents The module of the site's Markdown components, from its root, if it has one.
 */
export function siteModulesPlugin(setup: SiteSetup, markdownComponents: string | undefined) {
  const modules: Record<string, () => string> = {
    [CONFIG_MODULE_ID]: () => `export default ${JSON.stringify(setup.site)};`,
    [DOCSEARCH_MODULE_ID]: () => docSearchModule(setup.docSearch),
    [SITE_COMPONENTS_MODULE_ID]: () => siteComponentsModule(setup.components),
    [EXAMPLES_MODULE_ID]: () => examplesModule(setup.examplesFolder),
    [EXAMPLE_SOURCES_MODULE_ID]: () => examplesModule(setup.examplesFolder, { raw: true }),
    [MARKDOWN_COMPONENTS_MODULE_ID]: () =>
      markdownComponents === undefined
        ? 'export default {};'
        : `export { default } from ${JSON.stringify(resolve(setup.site.root, markdownComponents))};`,
  };
  return {
    name: 'lectern:config',
    resolveId: (id: string) => (Object.hasOwn(modules, id) ? `\0${id}` : undefined),
    load: (id: string) => {
      const name = id.slice(1);
      return id.startsWith('\0') && Object.hasOwn(modules, name) ? modules[name]?.() : undefined;
    },
  };
}
