// Checks the site's data files when the build (or the dev server) starts, before any page is drawn: a
// wrong entry stops the build with one line per problem — file, field, reason — and no stack trace, since
// the problem is in the data, not in the code that read it. The dev server restarts when a file changes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { DataFileError } from './data-file';

/** One data file: where it is, relative to the site's root, and the function that reads and checks it. */
export interface DataFileCheck {
  file: string;
  check: (root: string) => unknown;
}

/** An error Astro prints as its message alone. */
function errorWithoutTrace(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

/**
 * An integration that reads every data file with its check when the site's config is set up.
 *
 * @example dataFilesCheck([{ file: SPONSORS_FILE, check: readSponsors }])
 */
export function dataFilesCheck(checks: readonly DataFileCheck[]): AstroIntegration {
  return {
    name: 'lectern-docs:data-files',
    hooks: {
      'astro:config:setup': ({ config, logger, addWatchFile }) => {
        const root = fileURLToPath(config.root);
        const problems: string[] = [];
        for (const { file, check } of checks) {
          addWatchFile(path.join(root, file));
          try {
            check(root);
          } catch (error) {
            if (!(error instanceof DataFileError)) throw error;
            problems.push(error.message);
          }
        }
        if (problems.length === 0) return;
        logger.error(problems.join('\n'));
        throw errorWithoutTrace(`The site's data files have errors (see above).`);
      },
    },
  };
}
