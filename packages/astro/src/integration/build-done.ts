import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCacheHeaders } from '@lectern/redirects/node';
import { type ApiSearchEntry, componentSearchName } from '@lectern/search/node';
import { SIDEBAR_TREE_FOLDER, type SiteVersions, versionOfPath, withoutBase } from '@lectern/theme-core';
import type { AstroIntegrationLogger } from 'astro';
import { writeRedirects } from '../build/redirects.js';
import { writeSearchIndex } from '../build/search-index.js';
import { builtFileExists } from '../dead-links/built-links.js';
import { checkDeadLinks } from '../dead-links/check-dead-links.js';
import { deadLinkReport } from '../dead-links/dead-link-report.js';
import { type RouteOfSite, routeOrigins } from '../dead-links/route-origins.js';
import type { CheckedLecternOptions } from '../options.js';
import { API_SEARCH_FILE, type ShownApi } from '../page-data/api-search.js';
import { writePreviewManifest } from '../preview/preview-manifest.js';
import { writeBuildInfo } from '../site/build-info.js';
import { SiteError } from '../site/site-error.js';
import { addOlderVersions } from '../versions/older-versions.js';
import { versionBuildOf } from '../versions/version-build.js';
import { setVersionLinks } from '../versions/version-links.js';
import type { SiteSetup } from './site-setup.js';

/** Reads the API the built pages show (`/_lectern/api-search.json`) and removes the file. */
function takeShownApi(siteDir: string): ShownApi[] {
  const file = path.join(siteDir, API_SEARCH_FILE);
  if (!existsSync(file)) return [];
  const shown = JSON.parse(readFileSync(file, 'utf8')) as ShownApi[];
  rmSync(file);
  return shown;
}

/**
 * The API the search offers: what the site gives with `searchApi`, and every other component a page shows
 * with `<ApiTable of="…" />`, at that page (a component the site gives keeps its entry).
 */
export function searchApiData(
  given: readonly ApiSearchEntry[],
  shown: readonly ShownApi[],
): ApiSearchEntry[] {
  const named = new Set(given.map((entry) => entry.component ?? componentSearchName(entry.api.name)));
  return [...given, ...shown.filter((entry) => !named.has(entry.component))];
}

/**
 * In a build of an older version: whether the current version's built pages (`siteDir`) answer an
 * address, the version's page's own address in the current version for a page the version lacks.
 */
function currentVersionHas(siteDir: string, siteBase: string, versions: SiteVersions) {
  return (pathname: string) => {
    const within = withoutBase(pathname, siteBase);
    return builtFileExists(siteDir, versionOfPath(within, versions).rest);
  };
}

/** What `astro:build:done` gives, as far as {@link finishBuild} uses it. */
export interface BuiltSite {
  readonly dir: URL;
  readonly assets: ReadonlyMap<string, readonly URL[]> | undefined;
  readonly logger: AstroIntegrationLogger;
}

/**
 * What a build writes and checks once Astro has written the pages, in this order: the redirect pages and
 * host files (a page may link to an old address, which they then answer), the build id, the cache
 * headers of the files named by their content (the bundles and the sidebar trees; after the redirects,
 * whose vercel.json the headers join), what `lectern-preview` serves, the dead-link check (what made each
 * page, from `routes`, names the source of a link found in no file) and the search index. A problem
 * stops the build with its report.
 */
export async function finishBuild(
  { dir, assets, logger }: BuiltSite,
  setup: SiteSetup,
  options: CheckedLecternOptions,
  routes: readonly RouteOfSite[],
  outDir = '',
  siteFolders?: readonly string[],
): Promise<void> {
  const siteDir = fileURLToPath(dir);
  const versionBuild = versionBuildOf();
  // The API the pages show, for the search index: a file of the build's own, not of the site.
  const shownApi = takeShownApi(siteDir);
  const { site, base } = setup;
  const { root, locales, defaultLocale, redirects } = site;
  if (redirects !== undefined) {
    const ok = await writeRedirects({
      root,
      table: redirects,
      siteDir,
      locales,
      defaultLocale,
      site: setup.siteUrl,
      base,
      logger,
    });
    if (!ok) throw new SiteError(`The redirect table ${redirects} has errors (see above).`);
  }
  // The id pages compare to, to offer a refresh once a newer build is deployed.
  writeBuildInfo(siteDir, site.buildId);
  try {
    const hashed = [`/${setup.assetsFolder.replace(/^\/+|\/+$/g, '')}/`, SIDEBAR_TREE_FOLDER];
    // The older versions' files are named by their content too, each version's under its name (only the
    // site's root serves these host files: a version's own are left out when its pages are copied in).
    const older = versionBuild === undefined ? (site.versions?.older ?? []) : [];
    await writeCacheHeaders(siteDir, {
      folders: [...hashed, ...older.flatMap(({ name }) => hashed.map((folder) => `/${name}${folder}`))],
      base,
    });
  } catch (error) {
    throw new SiteError((error as Error).message);
  }
  writePreviewManifest(site.cacheDir, { root, siteDir, base, redirects, locales, defaultLocale });
  const dead = checkDeadLinks({
    distDir: siteDir,
    root,
    contentDir: site.contentDir,
    configFile: site.configFile,
    theme: site.theme,
    locales,
    defaultLocale,
    translationGuide: site.translationGuide,
    // The older versions' pages are added after this check; each version's build checked its own links.
    unchecked: [
      ...(options.uncheckedLinks ?? []),
      ...(site.versions?.older ?? []).map((version) => `/${version.name}/`),
    ],
    base,
    origins: routeOrigins(routes, assets, siteDir),
    elsewhere:
      versionBuild &&
      site.versions &&
      currentVersionHas(versionBuild.siteDir, versionBuild.siteBase, site.versions),
  });
  if (dead.length > 0 && versionBuild !== undefined) {
    // An older version's content is history (a tag cannot be changed): its dead links are told, not fatal.
    logger.warn(`version ${versionBuild.version.name}: ${deadLinkReport(dead)}`);
  } else if (dead.length > 0) {
    logger.error(deadLinkReport(dead));
    throw new SiteError('The site links to pages it does not have (see above).');
  }
  if (setup.searchProvider === 'local') {
    const ok = await writeSearchIndex({
      siteDir,
      locales: locales.filter((entry) => entry.enabled).map((entry) => entry.locale),
      apiData: searchApiData(options.searchApi ?? [], shownApi),
      logger,
    });
    if (!ok) throw new SiteError('The search index could not be built (see above).');
  }
  // The older versions, built or taken from the cache (not by a build of an older version itself), then
  // the links between every version's pages.
  const { versions } = site;
  if (options.versions !== undefined && versions !== undefined && versionBuild === undefined) {
    await addOlderVersions({
      versions: options.versions,
      root,
      contentDir: site.contentDir,
      cacheDir: site.cacheDir,
      base,
      siteDir,
      pagesFolder: outDir === '' ? '' : path.relative(outDir, siteDir),
      siteFolders,
      logger,
    });
    const changed = setVersionLinks(siteDir, {
      versions,
      base,
      locales: locales.map((entry) => entry.locale),
      canonicalToCurrent: !versions.index,
    });
    logger.info(`versions: the links between ${versions.older.length + 1} versions set in ${changed} pages`);
  }
}
