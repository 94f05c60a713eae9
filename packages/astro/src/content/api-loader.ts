// A content loader of the documented components' API data: read from a React library's TypeScript
// (`react`), a Vue library's components (`vue`), a Web Components library's Custom Elements Manifest
// (`customElements`), the API data a package publishes (`published`) — each with @lectern/component-api's
// readers — and from one JSON file per component for what no extractor reaches, checked against
// theme-core's schema, each problem on a line of its own naming the file and the field. The JSON files are
// read on every build and, in `astro dev`, again when a file of the folder changes; the code is read again
// only when one of its files has changed.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CustomElementsApiSource,
  filesDigest,
  type PublishedApiSource,
  type ReactApiSource,
  type VueApiSource,
} from '@lectern/component-api';
import { apiVersionMarks, type ComponentApi } from '@lectern/theme-core';
import { componentApiSchema } from '@lectern/theme-core/config';
import type { Loader, LoaderContext } from 'astro/loaders';
import { readVersionApiPlan, versionedEntries } from '../versions/version-api.js';
import { readApiAtRef } from './api-at-ref.js';
import { noteApiCollection } from './api-collections.js';
import { ApiDataError, readApiFile } from './api-file.js';
import { codeSourceName, codeSources, readCodeSource } from './api-sources.js';

export { ApiDataError, readApiFile } from './api-file.js';

/** The options of {@link apiLoader}. */
export interface ApiLoaderOptions {
  /**
   * The folder of the JSON files, relative to the site's root. Default: `./src/content/api` (it may be
   * missing when `react` is given); `false` for none.
   */
  base?: string | false;
  /**
   * React libraries whose components' API is read from their TypeScript: each the module that exports
   * the components (`entry`) and the library's `tsconfig`, from the site's root. Needs `typescript` and
   * `react-docgen-typescript` installed in the site.
   *
   * @example react: { entry: '../ui/src/index.ts', tsconfig: '../ui/tsconfig.json' }
   */
  react?: ReactApiSource | readonly ReactApiSource[];
  /**
   * Vue libraries whose components' API is read with vue-component-meta: each the module that exports
   * the components (`entry`) and the library's `tsconfig`. Needs `typescript`, `vue` and
   * `vue-component-meta` installed in the site.
   *
   * @example vue: { entry: '../ui/src/index.ts', tsconfig: '../ui/tsconfig.json' }
   */
  vue?: VueApiSource | readonly VueApiSource[];
  /**
   * Web Components libraries whose API is read from their Custom Elements Manifest: each its
   * `custom-elements.json`, from the site's root. Every custom element in it is an entry named by its tag.
   *
   * @example customElements: { manifest: './node_modules/my-elements/custom-elements.json' }
   */
  customElements?: CustomElementsApiSource | readonly CustomElementsApiSource[];
  /**
   * Packages that publish their components' API data (written at their build by `writePublishedApi` of
   * @lectern/component-api): each the data file as the site imports it. A component's source file is
   * linked when the package is in the site's repository (a workspace package).
   *
   * @example published: { data: '@acme/ui/api.json' }
   */
  published?: PublishedApiSource | readonly PublishedApiSource[];
}

/** The meta key of what the code's API was last read from (the digest of its files, and the list). */
const CODE_READ_KEY = 'code-read';

/**
 * The API data of the documented components as a content collection: one JSON file per component in
 * `src/content/api/` (`button.json` is the entry `button`), each checked against theme-core's
 * `componentApiSchema`. Every problem of every file is collected and the load fails once, listing them.
 * `<ApiTable of="button" />` shows an entry's tables.
 *
 * @example
 * // src/content.config.ts
 * export const collections = { api: defineCollection({ loader: apiLoader() }) };
 */
export function apiLoader({
  base = './src/content/api',
  ...fromCodeOptions
}: ApiLoaderOptions = {}): Loader & { schema: typeof componentApiSchema } {
  const codeSourcesGiven = codeSources(fromCodeOptions);
  return {
    name: '@lectern/astro',
    schema: componentApiSchema,
    async load(context: LoaderContext) {
      const root = context.config?.root ? fileURLToPath(context.config.root) : process.cwd();
      const dir = base === false ? undefined : path.resolve(root, base);
      const shown = (file: string) => path.relative(root, file).split(path.sep).join('/');
      if (dir !== undefined && !existsSync(dir) && codeSourcesGiven.length === 0) {
        throw new ApiDataError([
          `${shown(dir)}: no such folder: apiLoader() reads one JSON file per component from it (button.json for <ApiTable of="button" />)`,
        ]);
      }
      if (dir === undefined && codeSourcesGiven.length === 0) {
        throw new ApiDataError([
          'apiLoader({ base: false }): no API data: give `react`, `vue`, `customElements` or `published` sources, or a folder of JSON files',
        ]);
      }
      // The components read from the code, kept in the loader's meta between builds while its files are unchanged.
      let fromCode: { id: string; data: Record<string, unknown>; source: string }[] = [];
      const readCode = async () => {
        const kept = JSON.parse(context.meta.get(CODE_READ_KEY) ?? 'null') as {
          digest: string;
          files: string[];
          sources: string;
          components: typeof fromCode;
        } | null;
        const sources = JSON.stringify(codeSourcesGiven);
        if (kept && kept.sources === sources && filesDigest(kept.files) === kept.digest) {
          fromCode = kept.components;
          return;
        }
        const started = Date.now();
        const components: typeof fromCode = [];
        const files: string[] = [];
        for (const code of codeSourcesGiven) {
          const read = await readCodeSource(code, root);
          files.push(...read.files);
          for (const { id, api } of read.components) {
            components.push({ id, data: api, source: codeSourceName(code, api.name) });
          }
        }
        fromCode = components;
        context.meta.set(
          CODE_READ_KEY,
          JSON.stringify({ digest: filesDigest(files), files: [...new Set(files)], sources, components }),
        );
        const kinds = [...new Set(codeSourcesGiven.map((code) => code.kind))].join(', ');
        context.logger.info(
          `the API of ${components.length} components read in ${Date.now() - started} ms (${kinds})`,
        );
      };
      const sync = async () => {
        const problems: string[] = [];
        const entries = new Map<string, { data: Record<string, unknown>; filePath?: string; from: string }>();
        const add = (
          id: string,
          entry: { data: Record<string, unknown>; filePath?: string; from: string },
        ) => {
          const before = entries.get(id);
          if (before)
            problems.push(
              `${entry.from}: the component "${id}" is documented already by ${before.from}: keep one`,
            );
          else entries.set(id, entry);
        };
        for (const { id, data, source } of fromCode) add(id, { data, from: source });
        const files =
          dir !== undefined && existsSync(dir)
            ? readdirSync(dir)
                .filter((name) => name.endsWith('.json'))
                .sort()
            : [];
        for (const name of files) {
          const file = path.join(dir as string, name);
          const read = readApiFile(readFileSync(file, 'utf8'), shown(file));
          if ('problems' in read) {
            problems.push(...read.problems);
            continue;
          }
          add(name.slice(0, -'.json'.length), { data: read.data, filePath: shown(file), from: shown(file) });
        }
        if (problems.length > 0) throw new ApiDataError(problems);
        // With versions: what each version added, changed or removed, or an older version's own API.
        const cacheDir = context.config?.cacheDir ? fileURLToPath(context.config.cacheDir) : undefined;
        const versioned = await versionedEntries(
          cacheDir === undefined ? undefined : readVersionApiPlan(cacheDir),
          context.collection,
          Object.fromEntries([...entries].map(([id, { data }]) => [id, data as ComponentApi])),
          root,
          (ref, where) =>
            readApiAtRef({
              ref,
              where,
              root,
              cacheDir: cacheDir ?? root,
              dir,
              code: codeSourcesGiven,
              log: (message) => context.logger.info(message),
            }),
        );
        for (const [id, data] of Object.entries(versioned)) {
          const entry = entries.get(id);
          entries.set(id, { ...(entry ?? { from: id }), data });
        }
        for (const id of entries.keys()) if (!(id in versioned)) entries.delete(id);
        context.store.clear();
        for (const [id, { data: raw, filePath }] of entries) {
          const data = await context.parseData({ id, data: raw, ...(filePath ? { filePath } : {}) });
          context.store.set({
            id,
            data,
            ...(filePath ? { filePath } : {}),
            digest: context.generateDigest(data),
          });
        }
        if (cacheDir !== undefined) {
          const versions = [...entries.values()].flatMap(({ data }) => apiVersionMarks(data));
          noteApiCollection(cacheDir, context.collection, entries.size > 0, [...new Set(versions)]);
        }
      };
      if (codeSourcesGiven.length > 0) await readCode();
      await sync();
      if (!context.watcher) return;
      // In `astro dev`: a JSON file changed is read again, and so is the code when one of its files changes.
      const codeFiles = new Set<string>(
        codeSourcesGiven.length > 0 ? (JSON.parse(context.meta.get(CODE_READ_KEY) ?? '{}').files ?? []) : [],
      );
      if (dir !== undefined) context.watcher.add(dir);
      for (const file of codeFiles) context.watcher.add(file);
      context.watcher.on('all', (_event, file) => {
        const json = dir !== undefined && path.dirname(file) === dir && file.endsWith('.json');
        const code = codeFiles.has(path.resolve(file));
        if (!json && !code) return;
        (code ? readCode().then(sync) : sync()).catch((error: unknown) =>
          context.logger.error((error as Error).message),
        );
      });
    },
  };
}
