import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { VERSION_LINK_ATTRIBUTE, withBase, withoutBase } from '@lectern/theme-core';

/** A link of a built page that leads to no page of the site. */
export interface DeadLink {
  /** The page's file, relative to the built site's folder, e.g. `en/guide/index.html`. */
  file: string;
  /** The page's address, e.g. `/en/guide/`. */
  page: string;
  /** The link as the page has it, e.g. `../guid/`. */
  link: string;
  /** The address the link resolves to, without query or hash, e.g. `/en/guid/`. */
  target: string;
}

function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file, root);
    return entry.name.endsWith('.html') ? [path.relative(root, file)] : [];
  });
}

/**
 * The address a built file is served at.
 *
 * @example addressOfFile('en/guide/index.html') // '/en/guide/'
 * @example addressOfFile('404.html') // '/404'
 */
export function addressOfFile(file: string): string {
  const posix = file.split(path.sep).join('/');
  return `/${posix.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/** Whether an address of the site (without the base) leads to a file built into `root`. */
export function builtFileExists(root: string, address: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(address);
  } catch {
    return false;
  }
  const target = path.join(root, pathname);
  if (!target.startsWith(root)) return false;
  if (pathname.endsWith('/')) return existsSync(path.join(target, 'index.html'));
  return existsSync(target) || existsSync(`${target}.html`) || existsSync(path.join(target, 'index.html'));
}

/** Options of {@link findDeadLinks}. */
export interface DeadLinkOptions {
  /**
   * Address prefixes left unchecked: pages of the same host that this build does not make. A segment
   * `*` stands for any one segment, so the prefix of the segments `*` and `api` covers every
   * language's API pages.
   */
  unchecked?: readonly string[] | undefined;
  /**
   * The site's base path (Astro's `base`): the pages are served under it and their links written under
   * it; a link is looked up, checked against `unchecked` and reported without it. Default: `/`.
   */
  base?: string | undefined;
  /**
   * Whether another build answers an address this one does not have (its whole path, base included):
   * an older version's link to a page of the current version's, or to a page only the current one has,
   * which the versions' merge points there (see version-links.ts).
   */
  elsewhere?: ((pathname: string) => boolean) | undefined;
}

/** Whether an address starts with a prefix whose `*` segments match any one segment. */
export function matchesPrefix(pathname: string, prefix: string): boolean {
  const wanted = prefix.split('/');
  const segments = pathname.split('/');
  const last = wanted.length - 1;
  return wanted.every((part, index) => {
    const segment = segments[index];
    if (index === last && part === '') return segment !== undefined;
    if (segment === undefined) return false;
    return part === '*' ? segment !== '' : part === segment;
  });
}

/**
 * Every link of the built site that leads to a page the site does not have: each `href` of an `<a>` in
 * every HTML file, resolved against the page's own address. Links to other sites, anchors on the same
 * page, `mailto:` and similar are not checked; query strings and anchors are ignored. Not-found pages are
 * not checked (their links are made for addresses that do not exist), nor are addresses under the
 * `unchecked` prefixes. Each address is looked up once, however many pages link to it.
 */
export function findDeadLinks(
  distDir: string,
  { unchecked = [], base = '/', elsewhere }: DeadLinkOptions = {},
): DeadLink[] {
  const root = path.resolve(distDir);
  const dead: DeadLink[] = [];
  // Every page links to the same sidebar and menus: look each address up once, not once per page.
  const found = new Map<string, boolean>();
  const leadsSomewhere = (pathname: string) => {
    let known = found.get(pathname);
    if (known === undefined) {
      known = builtFileExists(root, pathname);
      found.set(pathname, known);
    }
    return known;
  };
  for (const file of htmlFiles(root)) {
    const posix = file.split(path.sep).join('/');
    if (/(^|\/)404(\.html|\/index\.html)$/.test(posix)) continue;
    const html = readFileSync(path.join(root, file), 'utf8');
    const page = addressOfFile(file);
    const pageUrl = new URL(withBase(page, base), 'http://site.invalid');
    for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
      // A link to another version of the docs is set once every version is built (see version-links.ts).
      if (tag.includes(` ${VERSION_LINK_ATTRIBUTE}=`)) continue;
      const href = /\shref="([^"]*)"/.exec(tag);
      if (href === null) continue;
      const link = (href[1] ?? '').replaceAll('&amp;', '&');
      if (link === '' || link.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//'))
        continue;
      const url = new URL(link, pageUrl);
      if (url.origin !== pageUrl.origin) continue;
      // An address outside the base path is not the site's: it stays as it is, and leads nowhere here.
      const target = withoutBase(url.pathname, base);
      const outside = target === url.pathname && withBase('/', base) !== '/';
      if (unchecked.some((prefix) => matchesPrefix(target, prefix))) continue;
      if ((outside || !leadsSomewhere(target)) && elsewhere?.(url.pathname) !== true)
        dead.push({ file: posix, page, link, target });
    }
  }
  return dead;
}
