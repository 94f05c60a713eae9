// The older versions of the docs in the built site: each built by a child `astro build` of the same site
// with the version's content, under `{base}{name}/`, into a folder of the cache, and copied into the
// site. A version whose content, Lectern packages and site files are those of its last build is not
// built again: its pages are copied from the cache.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import type { VersionsOptions } from '../options.js';
import { SiteError } from '../site/site-error.js';
import type { VersionBuildSettings } from './build-version.js';
import { versionBuildEnv } from './version-build.js';
import {
  apiFilesDigest,
  buildEnvDigest,
  lecternPackagesDigest,
  siteFilesDigest,
  versionCacheKey,
} from './version-cache.js';
import { versionContent } from './version-sources.js';

/** The script of a version's build, beside this module. */
const BUILD_SCRIPT = fileURLToPath(new URL('./build-version.js', import.meta.url));

/** The files of a version's build that only the site's root serves: left out of its folder. */
const ROOT_ONLY_FILES =
  /^(sitemap[^/]*\.xml|robots\.txt|_redirects|_headers|vercel\.json|nginx-redirects\.conf)$/;

/** What {@link addOlderVersions} needs. */
export interface OlderVersionsInput {
  readonly versions: VersionsOptions;
  /** The site's root, content folder (relative to it), cache folder and base. */
  readonly root: string;
  readonly contentDir: string;
  readonly cacheDir: string;
  readonly base: string;
  /** The built site's folder (the pages' folder, `dist/client` with a server adapter). */
  readonly siteDir: string;
  /** Where the pages are in a build's output folder: `''`, or `client` with a server adapter. */
  readonly pagesFolder: string;
  /** The site's source and public folders (Astro's `srcDir`, `publicDir`), absolute or from its root. */
  readonly siteFolders?: readonly string[] | undefined;
  readonly logger: AstroIntegrationLogger;
}

/** The folder of an older version's last build in the cache folder (its pages are in it, or its `client/`). */
export function versionBuildFolder(cacheDir: string, name: string): string {
  return path.join(cacheDir, 'lectern-versions', name, 'build');
}

/** Runs a version's build; resolves when it succeeded. */
function runVersionBuild(settings: VersionBuildSettings, env: NodeJS.ProcessEnv): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BUILD_SCRIPT, JSON.stringify(settings)], {
      cwd: settings.root,
      env,
      stdio: 'inherit',
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * Builds each older version whose build is not in the cache, and copies every older version's pages into
 * the built site under its name. A version that cannot be read or built stops the build, naming it.
 */
export async function addOlderVersions(input: OlderVersionsInput): Promise<void> {
  const { versions, root, contentDir, cacheDir, base, siteDir, pagesFolder, siteFolders, logger } = input;
  const snapshots = versions.older.flatMap((version) => (version.snapshot ? [version.snapshot] : []));
  const lectern = lecternPackagesDigest(root);
  const site = siteFilesDigest(root, [contentDir, ...snapshots], siteFolders);
  const env = buildEnvDigest(versions.env);
  const api = apiFilesDigest(root, versions.older);
  const menu = [versions.current, ...versions.older].map(({ name, label }) => ({ name, label }));
  for (const [index, version] of versions.older.entries()) {
    const where = `versions.older[${index}]`;
    const started = performance.now();
    const content = versionContent(version, { root, contentDir, where });
    const key = versionCacheKey({ version, content: content.digest, lectern, site, base, menu, env, api });
    const outDir = versionBuildFolder(cacheDir, version.name);
    const work = path.dirname(outDir);
    const keyFile = path.join(work, 'key');
    const pages = path.join(outDir, pagesFolder);
    const kept = existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key && existsSync(pages);
    if (!kept) {
      logger.info(`version ${version.name}: building it (its content, the site or Lectern changed)`);
      // Outside node_modules (the cache folder's usual place), where the docs loader reads no files.
      const versionContentDir = path.join(
        tmpdir(),
        'lectern-versions',
        createHash('sha256').update(root).digest('hex').slice(0, 12),
        version.name,
      );
      content.extractTo(versionContentDir);
      rmSync(keyFile, { force: true });
      rmSync(outDir, { recursive: true, force: true });
      const built = await runVersionBuild(
        {
          root,
          base: `${base.replace(/\/?$/, '/')}${version.name}/`,
          outDir,
          cacheDir: path.join(work, 'astro'),
        },
        versionBuildEnv({
          version: { name: version.name, label: version.label },
          contentDir: versionContentDir,
          siteContentDir: path.resolve(root, contentDir),
          siteBase: base,
          siteDir,
          editLink: version.editLink,
        }),
      );
      if (!built || !existsSync(pages)) {
        rmSync(versionContentDir, { recursive: true, force: true });
        throw new SiteError(
          `${where}: the build of version ${JSON.stringify(version.name)} failed (see above)`,
        );
      }
      writeFileSync(keyFile, key);
      rmSync(versionContentDir, { recursive: true, force: true });
    }
    const into = path.join(siteDir, version.name);
    rmSync(into, { recursive: true, force: true });
    mkdirSync(into, { recursive: true });
    cpSync(pages, into, {
      recursive: true,
      filter: (source) => path.dirname(source) !== pages || !ROOT_ONLY_FILES.test(path.basename(source)),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    logger.info(
      `version ${version.name}: ${kept ? 'unchanged, its pages taken from the cache' : 'built'} (${seconds} s)`,
    );
  }
}
