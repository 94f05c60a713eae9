// The key an older version's built pages are kept under: the version's content, the Lectern packages that
// built it, and the site's own files (its config, components, layouts and pages). When none changed, the
// pages built last time are used again instead of building the version again.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OlderVersionOptions } from '../options.js';
import { folderDigest } from './version-sources.js';

/** This package's folder. */
const OWN_FOLDER = fileURLToPath(new URL('../..', import.meta.url));

/** The folders of the `@lectern/*` packages installed in a folder's `node_modules`, real paths. */
function lecternPackagesIn(folder: string): string[] {
  const scope = path.join(folder, 'node_modules', '@lectern');
  if (!existsSync(scope)) return [];
  return readdirSync(scope).map((name) => realpathSync(path.join(scope, name)));
}

/**
 * A digest of the Lectern packages that build the site: their names and versions, and for a package of
 * the same workspace (linked, not installed from a registry) the files it builds to, which change
 * without its version changing.
 */
export function lecternPackagesDigest(root: string): string {
  const folders = [
    ...new Set([OWN_FOLDER, ...lecternPackagesIn(root), ...lecternPackagesIn(OWN_FOLDER)]),
  ].sort();
  const hash = createHash('sha256');
  for (const folder of folders) {
    const manifest = path.join(folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name?: string;
      version?: string;
    };
    hash.update(`${name}@${version}\0`);
    const built = path.join(folder, 'dist');
    if (!folder.split(path.sep).includes('node_modules') && existsSync(built))
      hash.update(folderDigest(built));
  }
  return hash.digest('hex');
}

/**
 * A digest of the site's own files: those at its root (`astro.config.mjs`, `package.json`…) and those
 * under its source and public folders (Astro's `srcDir` and `publicDir`, `src/` and `public/` by default,
 * wherever they are), leaving out the folders given (the content folder, the versions' snapshots).
 */
export function siteFilesDigest(
  root: string,
  leaveOut: readonly string[],
  folders: readonly string[] = ['src', 'public'],
): string {
  const left = leaveOut.map((folder) => path.resolve(root, folder));
  const hash = createHash('sha256');
  for (const entry of readdirSync(root, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const file = path.join(root, entry.name);
    if (entry.isFile()) {
      hash.update(`${entry.name}\0`);
      hash.update(readFileSync(file));
    }
  }
  for (const absolute of [...new Set(folders.map((folder) => path.resolve(root, folder)))].sort()) {
    if (!existsSync(absolute) || !statSync(absolute).isDirectory()) continue;
    hash.update(`${path.relative(root, absolute).split(path.sep).join('/')}/\0`);
    hash.update(
      folderDigest(absolute, (relative) => {
        const full = path.join(absolute, relative);
        return (
          left.some((skipped) => full === skipped) || relative.split('/').at(-1)?.startsWith('.') === true
        );
      }),
    );
  }
  return hash.digest('hex');
}

/**
 * A digest of the environment a build reads where the site's files do not say it: the `PUBLIC_*`
 * variables, which Astro puts into the pages, and those the site names (`versions.env`).
 */
export function buildEnvDigest(names: readonly string[] = [], env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const read = new Set([...Object.keys(env).filter((name) => name.startsWith('PUBLIC_')), ...names]);
  for (const name of [...read].sort()) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** What an older version's key is made of. */
export interface VersionKeyParts {
  readonly version: OlderVersionOptions;
  /** The content's digest (see `versionContent`). */
  readonly content: string;
  readonly lectern: string;
  readonly site: string;
  /** The site's base, on which the version's addresses depend. */
  readonly base: string;
  /**
   * Every version's name and label: the version menu of each page lists them, so a release added to the
   * list rebuilds the older versions even where the list is kept outside the site's files.
   */
  readonly menu: readonly { readonly name: string; readonly label?: string | undefined }[];
  /** The environment the build reads (see {@link buildEnvDigest}). */
  readonly env: string;
  /** The versions' API data files (see {@link apiFilesDigest}): a version shows its own, marked against those before. */
  readonly api: string;
}

/** A digest of the older versions' API data files (`versions.older[i].api`), a missing one as missing. */
export function apiFilesDigest(
  root: string,
  versions: readonly { readonly api?: Readonly<Record<string, string>> | false | undefined }[],
): string {
  const hash = createHash('sha256');
  for (const [index, version] of versions.entries()) {
    const api = version.api || {};
    for (const collection of Object.keys(api).sort()) {
      hash.update(`${index}\0${collection}\0`);
      const file = path.resolve(root, api[collection] as string);
      hash.update(existsSync(file) ? readFileSync(file) : 'missing');
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** The key of an older version's built pages. */
export function versionCacheKey({
  version,
  content,
  lectern,
  site,
  base,
  menu,
  env,
  api,
}: VersionKeyParts): string {
  return createHash('sha256')
    .update(JSON.stringify({ version, content, lectern, site, base, menu, env, api }))
    .digest('hex');
}
