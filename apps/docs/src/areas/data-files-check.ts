// Checks the site's data files when the build (or the dev server) starts, before any page is drawn: a
// wrong entry stops the build with one line per problem — file, field, reason — and no stack trace, since
// the problem is in the data, not in the code that read it. The dev server restarts when a file changes.
//
// With `dir`, the site is built from the data files of that folder instead (same names): the browser
// tests build the site once more with entries of their own (e2e/fixture-site.mjs), so that the pages
// shipped show only real entries while the listings, filters and logos are still tested.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { DataFileError } from './data-file';

/** Where a data file's check reads: the site's root, the file (relative to it) and the static files' folder. */
export interface DataFileLocation {
  root: string;
  file: string;
  publicDir: string;
}

/** One data file: where it is, relative to the site's root, and the function that reads and checks it. */
export interface DataFileCheck {
  file: string;
  check: (location: DataFileLocation) => unknown;
}

/** An error Astro prints as its message alone. */
function errorWithoutTrace(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

/**
 * An integration that reads every data file with its check when the site's config is set up; with
 * `dir`, the pages import the files of that folder (relative to the site's root) in their place.
 *
 * @example dataFilesCheck([{ file: SPONSORS_FILE, check: readSponsors }])
 * @example dataFilesCheck(checks, { dir: 'e2e/fixtures/data' })
 */
export function dataFilesCheck(
  checks: readonly DataFileCheck[],
  { dir }: { dir?: string | undefined } = {},
): AstroIntegration {
  return {
    name: 'lectern-docs:data-files',
    hooks: {
      'astro:config:setup': ({ config, logger, addWatchFile, updateConfig }) => {
        const root = fileURLToPath(config.root);
        const publicDir = fileURLToPath(config.publicDir);
        const fileOf = (file: string) => (dir === undefined ? file : path.join(dir, path.basename(file)));
        const problems: string[] = [];
        for (const { file, check } of checks) {
          addWatchFile(path.join(root, fileOf(file)));
          try {
            check({ root, file: fileOf(file), publicDir });
          } catch (error) {
            if (!(error instanceof DataFileError)) throw error;
            problems.push(error.message);
          }
        }
        if (problems.length > 0) {
          logger.error(problems.join('\n'));
          throw errorWithoutTrace(`The site's data files have errors (see above).`);
        }
        if (dir === undefined) return;
        const replacements = new Map(
          checks.map(({ file }) => [path.join(root, file), path.join(root, fileOf(file))]),
        );
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'lectern-docs:data-dir',
                enforce: 'pre',
                async resolveId(source, importer, options) {
                  if (!source.endsWith('.json')) return undefined;
                  const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
                  return resolved ? replacements.get(resolved.id) : undefined;
                },
              },
            ],
          },
        });
      },
    },
  };
}
