// The versions of a site's docs: the current one at the plain addresses (`/en/guide/`), each older one
// under its name (`/0.1/en/guide/`). Which version an address belongs to, the same page in another version
// (the version menu), the banner of an older version (a link to the same page in the current one), and the
// canonical address of an older page (the current one's, when it has the page).
import { splitPathSuffix } from './link-parts.js';
import { withBase, withoutBase } from './site-base.js';

/** A version of the docs as the site lists it. */
export interface DocsVersion {
  /** Its name, the segment its addresses start with (`0.1`); the current version's is in no address. */
  readonly name: string;
  /** What the menu and the banner call it: `v0.1`. Default: the name. */
  readonly label?: string | undefined;
}

/** A site's versions: the current one (built from the working tree), then the older ones, newest first. */
export interface SiteVersions {
  readonly current: DocsVersion;
  readonly older: readonly DocsVersion[];
}

/** What an address says of its version. */
export interface VersionInPath {
  readonly version: DocsVersion;
  /** Whether it is the current version. */
  readonly current: boolean;
  /** The address within the version, from the site's root: `/en/guide/` of `/0.1/en/guide/`. */
  readonly rest: string;
}

/** A version's label: its own, else its name. */
export function versionLabel(version: DocsVersion): string {
  return version.label ?? version.name;
}

/**
 * The version an address of the site (without its base) belongs to: an older one when its first segment
 * is that version's name, else the current one.
 *
 * @example versionOfPath('/0.1/en/guide/', versions) // { version: { name: '0.1' }, current: false, rest: '/en/guide/' }
 * @example versionOfPath('/en/guide/', versions).current // true
 */
export function versionOfPath(pathname: string, versions: SiteVersions): VersionInPath {
  const { pathname: path, suffix } = splitPathSuffix(pathname);
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  const older = versions.older.find((version) => version.name === match?.[1]);
  if (older) return { version: older, current: false, rest: `${match?.[2] ?? '/'}${suffix}` };
  return { version: versions.current, current: true, rest: pathname };
}

/**
 * An address of a version: the address within it (`/en/guide/`) under the version's name, or as it is
 * for the current version.
 *
 * @example versionPath({ name: '0.1' }, '/en/guide/', versions) // '/0.1/en/guide/'
 */
export function versionPath(version: DocsVersion, rest: string, versions: SiteVersions): string {
  if (version.name === versions.current.name) return rest;
  return `/${version.name}${rest.startsWith('/') ? rest : `/${rest}`}`;
}

/** A version and where its pages are: what a search across the versions reads. */
export interface VersionBase {
  readonly label: string;
  /** The base path of its pages, the site's base included: `/docs/0.1/`, or `/docs/` for the current one. */
  readonly basePath: string;
}

/**
 * Every version, the current one first, with the base path its pages (and its search index) are under.
 *
 * @example versionBases(versions, '/docs/') // [{ label: 'v0.2', basePath: '/docs/' }, { label: 'v0.1', basePath: '/docs/0.1/' }]
 */
export function versionBases(versions: SiteVersions, base = '/'): VersionBase[] {
  return [versions.current, ...versions.older].map((version) => ({
    label: versionLabel(version),
    basePath: withBase(versionPath(version, '/', versions), base),
  }));
}

/** An item of the version menu. */
export interface VersionMenuItem {
  readonly name: string;
  readonly label: string;
  /** The same page in that version when it has it, else that version's home in the page's language. */
  readonly link: string;
  /** Whether the page being read is of this version. */
  readonly current: boolean;
  /** Whether this is the site's current (latest) version. */
  readonly latest: boolean;
}

/** What the version rules need besides the address. */
export interface VersionOptions {
  /** The site's base path (`/docs/`); addresses are read and written under it. Default: `/`. */
  readonly base?: string | undefined;
  /**
   * Whether a version has a page at an address within it (`/en/guide/`), without the base; without it,
   * every version is taken to have every page.
   */
  readonly hasPage?: ((version: DocsVersion, rest: string) => boolean) | undefined;
  /** The home of a version in a language, within it, for a page the version lacks: `/en/`. Default: `/`. */
  readonly home?: string | undefined;
}

/** The address in `version` of the page at `rest`, or the version's home when it lacks the page. */
function samePageIn(
  version: DocsVersion,
  rest: string,
  versions: SiteVersions,
  { base = '/', hasPage, home = '/' }: VersionOptions,
): string {
  const within = hasPage === undefined || hasPage(version, rest) ? rest : home;
  return withBase(versionPath(version, within, versions), base);
}

/**
 * The version menu of a page: the current version, then the older ones, each leading to the same page in
 * it when it has it, else to its home; the page's own version marked.
 *
 * @example versionMenu('/0.1/en/guide/', versions).map((item) => item.link) // ['/en/guide/', '/0.1/en/guide/']
 */
export function versionMenu(
  pathname: string,
  versions: SiteVersions,
  options: VersionOptions = {},
): VersionMenuItem[] {
  const { version: reading, rest } = versionOfPath(withoutBase(pathname, options.base ?? '/'), versions);
  return [versions.current, ...versions.older].map((version) => ({
    name: version.name,
    label: versionLabel(version),
    link: samePageIn(version, rest, versions, options),
    current: version === reading,
    latest: version === versions.current,
  }));
}

/** The banner of a page of an older version. */
export interface OlderVersionBanner {
  /** The label of the version being read: `v0.1`. */
  readonly version: string;
  /** The label of the current version. */
  readonly latest: string;
  /** The name of the current version (what its link's `data-lectern-version` says). */
  readonly latestName: string;
  /** The same page in the current version when it has it, else its home. */
  readonly link: string;
}

/**
 * The banner a page of an older version shows ("You are reading the docs for v0.1 — see the latest"),
 * or `undefined` on a page of the current version.
 *
 * @example olderVersionBanner('/0.1/en/guide/', versions) // { version: 'v0.1', latest: 'v0.2', link: '/en/guide/' }
 */
export function olderVersionBanner(
  pathname: string,
  versions: SiteVersions,
  options: VersionOptions = {},
): OlderVersionBanner | undefined {
  const { version, current, rest } = versionOfPath(withoutBase(pathname, options.base ?? '/'), versions);
  if (current) return undefined;
  return {
    version: versionLabel(version),
    latest: versionLabel(versions.current),
    latestName: versions.current.name,
    link: samePageIn(versions.current, rest, versions, options),
  };
}

/**
 * The canonical address of a page, without the base: a page of an older version names the same page in
 * the current version when it has it (search engines then send readers to the latest docs), else itself.
 *
 * @example canonicalVersionPath('/0.1/en/guide/', versions) // '/en/guide/'
 */
export function canonicalVersionPath(
  pathname: string,
  versions: SiteVersions,
  { hasPage }: Pick<VersionOptions, 'hasPage'> = {},
): string {
  const { current, rest } = versionOfPath(pathname, versions);
  if (current) return pathname;
  return hasPage === undefined || hasPage(versions.current, rest) ? rest : pathname;
}

/**
 * What is wrong with a site's versions, one line each: a name that is not one address segment of
 * letters, digits, `.`, `_` and `-`; a name given twice; a name that is also a language's code (its
 * addresses would be that language's); a name that is a folder of the site's own (`_astro`).
 *
 * @example versionsIssues({ current: { name: '0.2' }, older: [{ name: 'en' }] }, ['en'])
 * // ['older[0].name: "en" is a language of the site: its addresses would be that language\'s']
 */
export function versionsIssues(
  versions: SiteVersions,
  localeCodes: readonly string[],
  reservedSegments: readonly string[] = [],
): string[] {
  const issues: string[] = [];
  const seen = new Map<string, string>();
  const named: [string, DocsVersion][] = [
    ['current', versions.current],
    ...versions.older.map((version, index): [string, DocsVersion] => [`older[${index}]`, version]),
  ];
  for (const [where, version] of named) {
    const name = version.name;
    if (!/^[0-9A-Za-z][0-9A-Za-z._-]*$/.test(name)) {
      issues.push(
        `${where}.name: ${JSON.stringify(name)} is not one address segment of letters, digits, ".", "_" and "-"`,
      );
      continue;
    }
    const lower = name.toLowerCase();
    const before = seen.get(lower);
    if (before !== undefined) {
      issues.push(`${where}.name: ${JSON.stringify(name)} is the name of ${before} already`);
      continue;
    }
    seen.set(lower, where);
    if (where === 'current') continue;
    if (localeCodes.some((code) => code.toLowerCase() === lower)) {
      issues.push(
        `${where}.name: ${JSON.stringify(name)} is a language of the site: its addresses would be that language's`,
      );
    } else if (reservedSegments.some((segment) => segment.toLowerCase() === lower)) {
      issues.push(`${where}.name: ${JSON.stringify(name)} is a folder of the site's own`);
    }
  }
  return issues;
}

/**
 * Whether the pages of the version a build makes tell search engines not to index them: an older
 * version's do, unless the site lets search engines index them (`index`).
 *
 * @example versionNoindex({ current: { name: '2.0' }, building: '1.0', index: false }) // true
 */
export function versionNoindex(versions: {
  readonly current: DocsVersion;
  readonly building: string;
  readonly index: boolean;
}): boolean {
  return versions.building !== versions.current.name && !versions.index;
}
