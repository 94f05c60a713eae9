// In a build of an older version, its pages are in the cache folder, not where the site keeps its content:
// a relative import or image of a page that is not in the version's content (`../../components/Card.astro`)
// is resolved from where the page would be in the site's content folder, as when it was written.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolveContext } from '../vite/own-dependencies.js';
import type { VersionBuild } from './version-build.js';

/**
 * The file a relative import of a page of the version's content is resolved from: the page's place in the
 * site's content folder, when the import is not of a file the version's content has; else none.
 */
export function versionImporter(
  source: string,
  importer: string,
  { contentDir, siteContentDir }: Pick<VersionBuild, 'contentDir' | 'siteContentDir'>,
  exists: (file: string) => boolean = existsSync,
): string | undefined {
  if (!source.startsWith('./') && !source.startsWith('../')) return undefined;
  const file = importer.split('?')[0] ?? importer;
  const within = path.relative(contentDir, file);
  if (within.startsWith('..') || path.isAbsolute(within)) return undefined;
  const [name = ''] = source.split('?');
  const asWritten = path.resolve(path.dirname(file), name);
  const inVersion = path.relative(contentDir, asWritten);
  if (!inVersion.startsWith('..') && exists(asWritten)) return undefined;
  return path.join(siteContentDir, within);
}

/** The Vite plugin of {@link versionImporter}: resolves such an import as if from the site's content folder. */
export function versionImportsPlugin(build: VersionBuild) {
  return {
    name: 'lectern:version-imports',
    enforce: 'pre' as const,
    resolveId(this: ResolveContext, source: string, importer: string | undefined, options: object) {
      if (importer === undefined) return null;
      const from = versionImporter(source, importer, build);
      if (from === undefined) return null;
      return this.resolve(source, from, { ...options, skipSelf: true });
    },
  };
}
