// Once every version's pages are in the built site: the links between versions set to pages that exist.
// A version's pages are built before the newer versions exist (and kept from one build to the next), so
// their version menu and banner are drawn with the same page's address in each version; here each such
// link (marked with VERSION_LINK_ATTRIBUTE) leads to that page when the version has it, else to the
// version's home in the page's language, and an older page's canonical address to the current version's
// page when it has it. `_lectern/versions.json` lists the versions and their pages, for the menu's script.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  canonicalVersionPath,
  type SiteVersions,
  splitPathSuffix,
  VERSION_LINK_ATTRIBUTE,
  versionMenu,
  versionOfPath,
  withBase,
  withoutBase,
} from '@lectern/theme-core';
import { filesUnder } from './version-sources.js';

/** The folders of bundles and search indexes, which hold no pages: not walked. */
const skipNonPages = (relative: string) => /(^|\/)(_astro|pagefind)$/.test(relative);

/** Where the versions and their pages are listed, from the site's root. */
export const VERSIONS_FILE = '_lectern/versions.json';

/** What `_lectern/versions.json` says. */
export interface VersionsListing extends SiteVersions {
  /** Each version's pages, by its name: their addresses within it, without the base (`/en/guide/`). */
  readonly pages: Readonly<Record<string, readonly string[]>>;
}

/** The address of a built page's file (`en/guide/index.html` → `/en/guide/`), or none for another file. */
export function pageAddressOfFile(file: string): string | undefined {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return undefined;
}

/** Each version's pages among the built site's files, by its name: addresses within the version. */
function pagesOfVersions(files: readonly string[], versions: SiteVersions): Map<string, Set<string>> {
  const pages = new Map<string, Set<string>>([
    [versions.current.name, new Set()],
    ...versions.older.map((version): [string, Set<string>] => [version.name, new Set()]),
  ]);
  for (const file of files) {
    const address = pageAddressOfFile(file);
    if (address === undefined) continue;
    const { version, rest } = versionOfPath(address, versions);
    pages.get(version.name)?.add(rest);
  }
  return pages;
}

/** A tag's attribute's value, from its HTML. */
function attributeOf(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The tag with an attribute set to a value (which has no `"`, `&`, `<`). */
function withAttribute(tag: string, name: string, value: string): string {
  return tag.replace(new RegExp(`(\\s${name}=")[^"]*(")`), `$1${value}$2`);
}

/**
 * The links of an older version's page to pages of its own version that it lacks (a link of the site's
 * menu, or to a page added later) set to the current version's page, when that has it.
 */
function linksToCurrentVersion(html: string, name: string, context: VersionLinkContext): string {
  const { versions, base, pages } = context;
  const prefix = withBase(`/${name}/`, base);
  return html.replace(/<a\s[^>]*>/g, (tag) => {
    const href = attributeOf(tag, 'href');
    if (href === undefined || !href.startsWith(prefix) || tag.includes(` ${VERSION_LINK_ATTRIBUTE}=`))
      return tag;
    const { pathname, suffix } = splitPathSuffix(href);
    const { rest } = versionOfPath(withoutBase(pathname, base), versions);
    if (pages.get(name)?.has(rest) || !pages.get(versions.current.name)?.has(rest)) return tag;
    return withAttribute(tag, 'href', `${withBase(rest, base)}${suffix}`);
  });
}

/** What {@link versionLinksInPage} needs. */
export interface VersionLinkContext {
  readonly versions: SiteVersions;
  /** The site's base (`/docs/`). */
  readonly base: string;
  /** The site's languages' codes: a page's home is its language's (`/en/`). */
  readonly locales: readonly string[];
  /** Each version's pages (see {@link pagesOfVersions}). */
  readonly pages: ReadonlyMap<string, ReadonlySet<string>>;
  /** The older versions' pages get the current one's page as their canonical address (not `index`). */
  readonly canonicalToCurrent: boolean;
}

/**
 * A page's HTML with its links to other versions set, and its canonical address (an older version's page)
 * set to the current version's same page when it has it. The page is at `address`, without the base.
 */
export function versionLinksInPage(html: string, address: string, context: VersionLinkContext): string {
  const { versions, base, locales, pages } = context;
  const { rest, current, version } = versionOfPath(address, versions);
  const locale = /^\/([^/]+)\//.exec(rest)?.[1];
  const home = locale !== undefined && locales.includes(locale) ? `/${locale}/` : '/';
  const hasPage = (version: { name: string }, within: string) =>
    pages.get(version.name)?.has(within) === true;
  const links = new Map(
    versionMenu(withBase(address, base), versions, { base, hasPage, home }).map((item) => [
      item.name,
      item.link,
    ]),
  );
  let result = html.replace(new RegExp(`<a\\s[^>]*${VERSION_LINK_ATTRIBUTE}="[^"]*"[^>]*>`, 'g'), (tag) => {
    const link = links.get(attributeOf(tag, VERSION_LINK_ATTRIBUTE) ?? '');
    return link === undefined ? tag : withAttribute(tag, 'href', link);
  });
  if (!current) result = linksToCurrentVersion(result, version.name, context);
  if (!current && context.canonicalToCurrent) {
    result = result.replace(/<link\s[^>]*rel="canonical"[^>]*>/, (tag) => {
      const href = attributeOf(tag, 'href');
      if (href === undefined) return tag;
      const canonical = withBase(canonicalVersionPath(address, versions, { hasPage }), base);
      return withAttribute(tag, 'href', new URL(canonical, href).href);
    });
  }
  return result;
}

/**
 * Sets the links between versions in every page of the built site (writing only the pages that change)
 * and writes `_lectern/versions.json`. Gives how many pages changed.
 */
export function setVersionLinks(siteDir: string, context: Omit<VersionLinkContext, 'pages'>): number {
  const files = filesUnder(siteDir, skipNonPages);
  const pages = pagesOfVersions(files, context.versions);
  let changed = 0;
  for (const file of files) {
    const address = pageAddressOfFile(file) ?? (file.endsWith('.html') ? `/${file}` : undefined);
    if (address === undefined) continue;
    const absolute = path.join(siteDir, file);
    const html = readFileSync(absolute, 'utf8');
    if (!html.includes(VERSION_LINK_ATTRIBUTE) && !html.includes('rel="canonical"')) continue;
    const next = versionLinksInPage(html, address, { ...context, pages });
    if (next !== html) {
      writeFileSync(absolute, next);
      changed += 1;
    }
  }
  const listing: VersionsListing = {
    current: context.versions.current,
    older: context.versions.older,
    pages: Object.fromEntries([...pages].map(([name, set]) => [name, [...set].sort()])),
  };
  mkdirSync(path.join(siteDir, path.dirname(VERSIONS_FILE)), { recursive: true });
  writeFileSync(path.join(siteDir, VERSIONS_FILE), JSON.stringify(listing));
  return changed;
}
