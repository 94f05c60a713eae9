import path, { resolve } from 'node:path';
import { docSearchModule } from '../site/docsearch-module.js';
import {
  EXAMPLE_SOURCES_MODULE_ID,
  EXAMPLES_MODULE_ID,
  examplesModule,
  isExampleFile,
} from '../site/examples.js';
import { exampleFilesIn } from '../site/package-examples.js';
import { SITE_COMPONENTS_MODULE_ID, siteComponentsModule } from '../site/site-components.js';
import type { SiteSetup } from './site-setup.js';

/** The site's data for the routes (`SiteData`). */
export const CONFIG_MODULE_ID = 'virtual:lectern/config';
/** The site's own components for Markdown elements (`markdownComponents`), or none. */
export const MARKDOWN_COMPONENTS_MODULE_ID = 'virtual:lectern/markdown-components';
/** The Algolia provider's code, only in a site that uses it (see AlgoliaSearch.astro). */
export const DOCSEARCH_MODULE_ID = 'virtual:lectern/docsearch';

/** A module of Vite's module graph, as the examples' watch handles it. */
type ModuleNode = { readonly id: string | null };

/** What the examples' watch uses of Vite's dev server. */
interface ExamplesDevServer {
  watcher: {
    add(path: string): unknown;
    on(event: 'add' | 'unlink', listener: (file: string) => void): unknown;
  };
  environments: Record<
    string,
    {
      moduleGraph: {
        getModuleById(id: string): ModuleNode | undefined;
        invalidateModule(module: ModuleNode): void;
      };
    }
  >;
  ws: { send(payload: { type: 'full-reload' }): void };
}

/**
 * The Vite plugin of the modules the theme's routes and components import from the site: its data, its
 * components, its examples (as modules and as source text) and the search provider's code.
 *
 * @param markdownComponents The module of the site's Markdown components, from its root, if it has one.
 */
export function siteModulesPlugin(setup: SiteSetup, markdownComponents: string | undefined) {
  // A package's examples are listed from its folder each time the modules are made.
  const packageExamples = () =>
    setup.examplesPackageFolder === undefined ? undefined : exampleFilesIn(setup.examplesPackageFolder);
  const modules: Record<string, () => string> = {
    [CONFIG_MODULE_ID]: () => `export default ${JSON.stringify(setup.site)};`,
    [DOCSEARCH_MODULE_ID]: () => docSearchModule(setup.docSearch),
    [SITE_COMPONENTS_MODULE_ID]: () => siteComponentsModule(setup.components),
    [EXAMPLES_MODULE_ID]: () => examplesModule(setup.examplesFolder, { files: packageExamples() }),
    [EXAMPLE_SOURCES_MODULE_ID]: () =>
      examplesModule(setup.examplesFolder, { raw: true, files: packageExamples() }),
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
    // In `astro dev`, an example added to or removed from a package's folder is listed again (a folder of
    // the site is Vite's glob, which follows it by itself).
    configureServer(server: ExamplesDevServer) {
      const folder = setup.examplesPackageFolder;
      if (folder === undefined) return;
      server.watcher.add(folder);
      const relist = (file: string) => {
        if (!path.resolve(file).startsWith(folder + path.sep) || !isExampleFile(file)) return;
        for (const environment of Object.values(server.environments)) {
          for (const id of [EXAMPLES_MODULE_ID, EXAMPLE_SOURCES_MODULE_ID]) {
            const module = environment.moduleGraph.getModuleById(`\0${id}`);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', relist);
      server.watcher.on('unlink', relist);
    },
  };
}
