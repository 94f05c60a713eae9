// A content loader of the packages' releases: one entry per published package of the monorepo, with the
// releases of its CHANGELOG.md and the upcoming one of its pending changesets. Read on every build and,
// in `astro dev`, again when a changelog, a package.json or a changeset changes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { z } from 'astro/zod';
import { readReleases } from './package-releases.js';

const sectionSchema = z.object({
  kind: z.enum(['major', 'minor', 'patch', 'other']),
  title: z.string(),
  notes: z.array(z.string()),
});

const releaseSchema = z.object({ version: z.string(), sections: z.array(sectionSchema) });

/** One package's entry in the collection (its id is the package's name). */
export const packageReleasesSchema = z.object({
  name: z.string(),
  version: z.string(),
  directory: z.string(),
  upcoming: releaseSchema.extend({ bump: z.enum(['major', 'minor', 'patch']) }).optional(),
  releases: z.array(releaseSchema),
});

/** The options of {@link releasesLoader}. */
export interface ReleasesLoaderOptions {
  /** The monorepo's root (where `.changeset/` is), relative to the site's root. Default: the site's root. */
  root?: string;
}

/** Whether a changed file can change the releases. */
function affectsReleases(file: string, root: string): boolean {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative.startsWith('..')) return false;
  return relative.startsWith('.changeset/') || /(^|\/)(CHANGELOG\.md|package\.json)$/.test(relative);
}

/**
 * The releases of a monorepo's packages as a content collection, one entry per published package.
 *
 * @example
 * // src/content.config.ts
 * export const collections = { releases: defineCollection({ loader: releasesLoader({ root: '../..' }) }) };
 */
export function releasesLoader({
  root = '.',
}: ReleasesLoaderOptions = {}): Loader & { schema: typeof packageReleasesSchema } {
  return {
    name: 'lectern-releases',
    schema: packageReleasesSchema,
    async load(context: LoaderContext) {
      const siteRoot = context.config?.root ? fileURLToPath(context.config.root) : process.cwd();
      const repository = path.resolve(siteRoot, root);
      const sync = async () => {
        const packages = await readReleases(repository);
        context.store.clear();
        for (const entry of packages) {
          const data = await context.parseData({ id: entry.name, data: { ...entry } });
          context.store.set({ id: entry.name, data, digest: context.generateDigest(data) });
        }
        context.logger.info(
          `${packages.length} packages, ${packages.reduce((sum, entry) => sum + entry.releases.length, 0)} releases, ${packages.filter((entry) => entry.upcoming).length} upcoming`,
        );
        return packages;
      };
      const packages = await sync();
      if (!context.watcher) return;
      context.watcher.add([
        path.join(repository, '.changeset'),
        ...packages.flatMap((entry) => [
          path.join(repository, entry.directory, 'CHANGELOG.md'),
          path.join(repository, entry.directory, 'package.json'),
        ]),
      ]);
      context.watcher.on('all', (_event, file) => {
        if (!affectsReleases(file, repository)) return;
        sync().catch((error: unknown) => context.logger.error((error as Error).message));
      });
    },
  };
}
