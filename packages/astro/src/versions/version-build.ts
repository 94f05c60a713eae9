// What a build of an older version is told by the build that starts it (see older-versions.ts): which
// version it makes, where that version's content was put, and the base of the whole site. It is told
// through one environment variable, read by the integration and by the docs loader of the same process.
import type { DocsVersion } from '@lectern/theme-core';

/** The environment variable a build of an older version finds its orders in. */
export const VERSION_BUILD_VARIABLE = 'LECTERN_VERSION_BUILD';

/** The orders of a build of an older version. */
export interface VersionBuild {
  /** The version it makes (its pages are at `{siteBase}{name}/`). */
  readonly version: DocsVersion;
  /** The version's content folder, absolute (in the cache folder). */
  readonly contentDir: string;
  /** The site's content folder as the current version has it, absolute: relative imports of a page resolve from there. */
  readonly siteContentDir: string;
  /** The base of the whole site (`/` or `/docs/`); this build's own is `{siteBase}{name}/`. */
  readonly siteBase: string;
  /**
   * The current version's built pages (its build's folder, absolute): a link of the version's to a page it
   * lacks leads there when the current version has the page (see version-links.ts).
   */
  readonly siteDir: string;
  /** The version's "edit this page" address with `:path`, or none. */
  readonly editLink?: string | undefined;
}

/** The orders this process was given, or `undefined` for a build of the current version (or `astro dev`). */
export function versionBuildOf(env: NodeJS.ProcessEnv = process.env): VersionBuild | undefined {
  const value = env[VERSION_BUILD_VARIABLE];
  if (value === undefined || value === '') return undefined;
  return JSON.parse(value) as VersionBuild;
}

/**
 * The environment of a build of an older version: this process's, with the orders, and without a
 * `BASE_URL` (which Astro's server-side `import.meta.env` would take over the version's own base).
 */
export function versionBuildEnv(
  build: VersionBuild,
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const { BASE_URL: _base, ...rest } = env;
  return { ...rest, [VERSION_BUILD_VARIABLE]: JSON.stringify(build) };
}
