// The tests' sites (see @lectern/tooling/fixture-site): a tiny Astro site with Lectern in a temporary
// folder, this package installed from its dist/, built with the real `astro build`.
import { fileURLToPath } from 'node:url';
import { type FixtureSite, fixtureSite as siteWith } from '@lectern/tooling/fixture-site';

export type { FixtureSite };

const astroPackage = fileURLToPath(new URL('../..', import.meta.url));

/** A Lectern site with `files` (its config, content…), this package and the others a site installs linked. */
export function fixtureSite(files: Record<string, string>): FixtureSite {
  return siteWith(files, { astroPackage });
}
