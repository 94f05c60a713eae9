// The content loader of the theme's components' API (collection `themeApi`): every component
// @lectern/theme-react exports, read from its TypeScript source by react-docgen-typescript when the site
// builds. The entries are kept between builds while the source is unchanged.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { componentApiSchema } from '@lectern/theme-core/config';
import type { Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import docgen from 'react-docgen-typescript';
import ts from 'typescript';
import { componentApiOf, type DocgenComponent, kebabCase, valueExportsOf } from './theme-api';

/** An entry of the collection: the component's API data and where its source is. */
export const themeApiSchema = z.object({
  api: componentApiSchema,
  /** The component's file, relative to the repository's root. */
  source: z.string(),
});

/** Every source file of a folder, tests left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return sourceFiles(file);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    })
    .sort();
}

/**
 * The API of every component the package at `packageDir` exports from `src/index.ts`: its value exports
 * whose names are PascalCase and that the docgen library recognizes as components.
 */
export function readThemeApi(packageDir: string, repositoryRoot: string) {
  const source = path.join(packageDir, 'src');
  const exported = new Set(valueExportsOf(readFileSync(path.join(source, 'index.ts'), 'utf8')));
  const parser = docgen.withCompilerOptions(
    {
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
    },
    {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      savePropValueAsString: true,
      // A `children` without JSDoc is listed (as not described) rather than left out of the slots.
      skipChildrenPropWithoutDoc: false,
      // The component's own props: not the HTML or SVG attributes some of them pass on.
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  );
  const files = sourceFiles(source);
  const fileOf = (name: string) => files.find((file) => path.basename(file) === `${name}.tsx`);
  return (parser.parse(path.join(source, 'index.ts')) as DocgenComponent[])
    .filter((component) => exported.has(component.displayName) && /^[A-Z][a-z]/.test(component.displayName))
    .map((component) => {
      const file = fileOf(component.displayName);
      return {
        id: kebabCase(component.displayName),
        api: componentApiOf(component),
        source: file ? path.relative(repositoryRoot, file).split(path.sep).join('/') : '',
      };
    })
    .sort((a, b) => a.api.name.localeCompare(b.api.name));
}

/** A hash of every source file of the package: the entries are read again only when it changes. */
function sourceHash(packageDir: string): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(path.join(packageDir, 'src'))) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * The loader of the theme components' API. `packageDir` and `repositoryRoot` are relative to the site's
 * root.
 *
 * @example themeApi: defineCollection({ loader: themeApiLoader({ packageDir: '../../packages/theme-react', repositoryRoot: '../..' }) })
 */
export function themeApiLoader(options: { packageDir: string; repositoryRoot: string }): Loader & {
  schema: typeof themeApiSchema;
} {
  return {
    name: 'lectern-docs-theme-api',
    schema: themeApiSchema,
    async load({ config, store, meta, parseData, generateDigest, logger }) {
      const siteRoot = fileURLToPath(config.root);
      const packageDir = path.resolve(siteRoot, options.packageDir);
      const hash = sourceHash(packageDir);
      if (meta.get('source-hash') === hash && store.keys().length > 0) return;
      const started = Date.now();
      const components = readThemeApi(packageDir, path.resolve(siteRoot, options.repositoryRoot));
      store.clear();
      for (const { id, api, source } of components) {
        const data = await parseData({ id, data: { api, source } });
        store.set({ id, data, digest: generateDigest(data) });
      }
      meta.set('source-hash', hash);
      logger.info(
        `${components.length} components read from their TypeScript props in ${Date.now() - started} ms`,
      );
    },
  };
}
