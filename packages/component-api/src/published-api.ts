// The API data a library publishes in its package: what a reader read from its code, written at the
// library's build (`writePublishedApi`) into a JSON file the package exports, and read back by a site that
// has the package installed (`readPublishedApi`), checked against theme-core's schema. A site documents the
// library from what the package ships, without its source or the tools that read it.
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { componentApiSchema } from '@lectern/theme-core/config';
import { z } from 'zod';
import { ApiSourceError } from './api-source-error.js';
import { readJsonFile } from './json-file.js';
import type { ReadComponent } from './react-api.js';

/** Where a site reads the API data a package publishes (`apiLoader({ published })`). */
export interface PublishedApiSource {
  /**
   * The package's API data file, as the site imports it (a package's export, resolved from the site's
   * root) or a path from the site's root (starting with `.`).
   *
   * @example { data: '@acme/ui/api.json' }
   */
  readonly data: string;
}

/** The file's form: the format's version and every component, by entry id. */
const publishedApiSchema = z.strictObject({
  lecternApi: z.literal(1),
  components: z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an entry id in kebab case, like nav-bar'),
      api: componentApiSchema,
    }),
  ),
});

/**
 * Writes what a reader read from a package's code to `file` (folders made), for the package to export.
 * Each component's `source` is kept from the package's folder (the reader's root), so that a site in the
 * same repository can link it.
 *
 * @example writePublishedApi('dist/api.json', (await readReactApi({ entry: 'src/index.ts' }, root)).components)
 */
export function writePublishedApi(file: string, components: readonly ReadComponent[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const data = { lecternApi: 1, components: components.map(({ id, api }) => ({ id, api })) };
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** The absolute file `source.data` names, from the site at `root`, or a problem naming the option. */
function dataFile(source: PublishedApiSource, root: string, option: string): string {
  if (source.data.startsWith('.') || path.isAbsolute(source.data)) return path.resolve(root, source.data);
  try {
    return createRequire(path.join(root, 'package.json')).resolve(source.data);
  } catch {
    throw new ApiSourceError(
      `${option}.data: ${source.data}: not found from the site (is the package installed, and does it export that file?)`,
    );
  }
}

/** The folder of the package a file belongs to: the nearest one up with a package.json. */
function packageFolderOf(file: string): string {
  let folder = path.dirname(file);
  while (folder !== path.dirname(folder)) {
    try {
      readFileSync(path.join(folder, 'package.json'));
      return folder;
    } catch {
      folder = path.dirname(folder);
    }
  }
  return path.dirname(file);
}

/**
 * The components a package's API data file lists, each problem of the file on a line of its own naming the
 * field. A component's `source` is made relative to the site's root when the package's files are in the
 * site's repository (a workspace package, linked); when the package was installed from a registry its
 * source is not the site's to link, and is left out.
 */
export function readPublishedApi(
  source: PublishedApiSource,
  root: string,
  option = 'published',
): { components: ReadComponent[]; files: string[] } {
  const file = dataFile(source, root, option);
  const data = readJsonFile(file, publishedApiSchema, {
    option: `${option}.data`,
    shown: source.data,
    what: 'API data the loader can read (written by writePublishedApi)',
  });
  const real = realpathSync(file);
  const linkable = !real.split(path.sep).includes('node_modules');
  const folder = packageFolderOf(real);
  const components = data.components.map(({ id, api }): ReadComponent => {
    const { source: written, ...rest } = api;
    if (written === undefined || !linkable) return { id, api: rest };
    const at = path.relative(root, path.resolve(folder, written)).split(path.sep).join('/');
    return { id, api: { ...rest, source: at } };
  });
  return { components, files: [file] };
}
