import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MdastPluginDefinition } from 'satteri';
import { contentEntryId } from '../dead-links/page-sources.js';

/** The extensions of the pages of the content folder. */
const PAGE_EXTENSIONS = ['.md', '.mdx'] as const;

/** Whether an address names another site or a scheme (`https:`, `mailto:`), or is protocol-relative. */
function isExternal(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file at a path, found whatever the Unicode normalisation of its name and of the path (a file named
 * on macOS is often decomposed, a link typed in an editor composed); `undefined` when there is none.
 */
function existingFile(file: string): string | undefined {
  if (isFile(file)) return file;
  const folder = path.dirname(file);
  const wanted = path.basename(file).normalize('NFC');
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    const parent = folder === path.dirname(folder) ? undefined : existingFolder(folder);
    return parent === undefined ? undefined : existingFile(path.join(parent, path.basename(file)));
  }
  const name = names.find((entry) => entry.normalize('NFC') === wanted);
  return name === undefined || !isFile(path.join(folder, name)) ? undefined : path.join(folder, name);
}

/** A folder found whatever the Unicode normalisation of its name (see {@link existingFile}). */
function existingFolder(folder: string): string | undefined {
  if (existsSync(folder)) return folder;
  const parent = path.dirname(folder);
  if (parent === folder) return undefined;
  const found = existingFolder(parent);
  if (found === undefined) return undefined;
  const wanted = path.basename(folder).normalize('NFC');
  const name = readdirSync(found).find((entry) => entry.normalize('NFC') === wanted);
  return name === undefined ? undefined : path.join(found, name);
}

/**
 * The page file an address names, written as a file path without the content folder's address rules:
 * `guide/setup`, `guide/setup.md`, `guide/setup.html`, `guide/` (its `index`). `undefined` when there is
 * no such page.
 *
 * @param target the absolute path the address leads to, extension and all
 */
export function pageFileAt(target: string): string | undefined {
  const bare = target.replace(/\.(?:mdx?|html)$/i, '').replace(/[\\/]$/, '');
  const candidates = [
    ...PAGE_EXTENSIONS.map((extension) => `${bare}${extension}`),
    ...PAGE_EXTENSIONS.map((extension) => path.join(bare, `index${extension}`)),
  ];
  for (const candidate of candidates) {
    const found = existingFile(candidate);
    if (found) return found;
  }
  return undefined;
}

/**
 * The address of a content page, as Astro's content layer gives it: its path in the content folder
 * without extension, each segment slugged (`Deprecated API` → `deprecated-api`), `index` read as its
 * folder, with the trailing slash of every Lectern page.
 *
 * @example pageAddressOf('/site/src/content/docs', '/site/src/content/docs/en/guide/index.md') // '/en/guide/'
 * @example pageAddressOf('/site/src/content/docs', '/site/src/content/docs/en/Deprecated API/x.md') // '/en/deprecated-api/x/'
 */
export function pageAddressOf(contentDir: string, file: string): string {
  const relative = path.relative(contentDir, file).split(path.sep).join('/').normalize('NFC');
  // The content layer's id, with the language's folder as it is spelled, as the routes spell it.
  const [folder = '', ...rest] = contentEntryId(relative).split('/');
  const segments = relative.includes('/') ? [relative.split('/')[0] ?? folder, ...rest] : [folder];
  const joined = segments.join('/');
  // A language's home, or the content folder's own index.
  const address = joined === 'index' ? '' : joined;
  return `/${address}${address === '' ? '' : '/'}`;
}

/** An address split into its path and what follows it (`?query#hash`). */
function splitAddress(href: string): { pathname: string; rest: string } {
  const index = href.search(/[?#]/);
  return index === -1
    ? { pathname: href, rest: '' }
    : { pathname: href.slice(0, index), rest: href.slice(index) };
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Where a link written in a content page leads, as the tool that wrote it meant it; `undefined` to leave it
 * as written:
 *
 * - a relative link (`./setup`, `../guide/setup.md`, `./`) is read from the page's file, as VitePress,
 *   Docusaurus and GitHub read it, not from its address (which ends in a slash);
 * - a link from the site's root without a language (`/guide/setup`) leads to the page of the linking
 *   page's language, when there is one and no page at the address as written;
 * - either way, the address is the page's, in Lectern's form (`/en/guide/setup/`), its `?query#hash` kept.
 *
 * @param contentDir the content folder, absolute
 * @param page the linking page's file, absolute
 */
export function contentLinkAddress(contentDir: string, page: string, href: string): string | undefined {
  if (href === '' || href.startsWith('#') || isExternal(href)) return undefined;
  const { pathname, rest } = splitAddress(href);
  if (pathname === '') return undefined;
  const name = decoded(pathname);
  let target: string | undefined;
  if (name.startsWith('/')) {
    const asWritten = path.join(contentDir, name);
    const written = pageFileAt(asWritten);
    const locale = path.relative(contentDir, page).split(path.sep)[0];
    if (written) target = written;
    else if (locale && !locale.startsWith('..')) target = pageFileAt(path.join(contentDir, locale, name));
  } else {
    target = pageFileAt(path.resolve(path.dirname(page), name));
  }
  if (target === undefined || path.relative(contentDir, target).startsWith('..')) return undefined;
  const address = pageAddressOf(contentDir, target);
  // An address that already reads as the page's is left as written (with its own spelling).
  return address === pathname ? undefined : `${address}${rest}`;
}

/**
 * Links between content pages as their source tool meant them (see {@link contentLinkAddress}): Markdown
 * links and link definitions of every page of the content folder.
 */
export function contentLinks({ contentDir }: { contentDir: string }): MdastPluginDefinition {
  const resolved = path.resolve(contentDir);
  const rewrite = (url: string, fileURL: URL | undefined) => {
    if (!fileURL || !existsSync(resolved)) return undefined;
    const page = fileURLToPath(fileURL);
    if (path.relative(resolved, page).startsWith('..')) return undefined;
    return contentLinkAddress(resolved, page, url);
  };
  return {
    name: 'lectern-content-links',
    link(node, ctx) {
      const url = rewrite(node.url, ctx.fileURL);
      if (url !== undefined) ctx.setProperty(node, 'url', url);
    },
    definition(node, ctx) {
      const url = rewrite(node.url, ctx.fileURL);
      if (url !== undefined) ctx.setProperty(node, 'url', url);
    },
  };
}
