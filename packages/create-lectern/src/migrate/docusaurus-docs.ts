import path from 'node:path';
import { fencedLines } from './code-fences.js';
import { RAW_LOADER_IMPORT } from './content-notes.js';
import { slugLink, slugSegment } from './site-paths.js';

/** A doc of a Docusaurus docs folder: where it is, its id and its address. */
export interface DocusaurusDoc {
  /** The file, relative to the docs folder: `01-guides/02-setup.md`. */
  readonly file: string;
  /** Its id, as sidebars name it: `guides/setup`. */
  readonly id: string;
  /** Its address under the docs' route, without slashes: `guides/setup`, `` for the docs' root. */
  readonly address: string;
  /** The number prefix of its file, when it has one (`01-` → 1): its place in a generated sidebar. */
  readonly prefixOrder?: number | undefined;
}

const NUMBER_PREFIX = /^(\d+)\s*[-_.]\s*/;

/** A file or folder name without Docusaurus's number prefix: `01-setup` → `setup`. */
export function withoutNumberPrefix(name: string): string {
  const stripped = name.replace(NUMBER_PREFIX, '');
  return stripped === '' ? name : stripped;
}

/**
 * A doc's id and address as Docusaurus gives them: number prefixes left out; the frontmatter `id`
 * replaces the file's name; `index`, `README` and a file named like its folder are the folder's page; a
 * `slug` starting with `/` is the address from the docs' route, another one is read from the folder.
 */
export function docusaurusDoc(file: string, frontmatter: { id?: unknown; slug?: unknown }): DocusaurusDoc {
  const segments = file.split('/');
  const name = (segments.pop() ?? '').replace(/\.mdx?$/i, '');
  const folders = segments.map(withoutNumberPrefix);
  const ownName = typeof frontmatter.id === 'string' ? frontmatter.id : withoutNumberPrefix(name);
  const id = [...folders, ownName].join('/');
  const isFolderPage =
    typeof frontmatter.id !== 'string' &&
    (/^(index|readme)$/i.test(ownName) || (folders.length > 0 && ownName === folders.at(-1)));
  let address: string;
  if (typeof frontmatter.slug === 'string') {
    const slug = frontmatter.slug;
    address = slug.startsWith('/') ? slug : path.posix.join(folders.join('/'), slug);
  } else address = isFolderPage ? folders.join('/') : id;
  address = address
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .map(slugSegment)
    .join('/');
  const prefix = NUMBER_PREFIX.exec(name)?.[1];
  return { file, id, address, prefixOrder: prefix === undefined ? undefined : Number(prefix) };
}

/**
 * Where a doc's file goes in its language's content folder: its address as a path, an `index` for a
 * folder's page so that relative links from it still lead where they did.
 */
export function docTarget(doc: DocusaurusDoc, hasChildren: boolean): string {
  const extension = path.posix.extname(doc.file).toLowerCase();
  if (doc.address === '') return `index${extension}`;
  // A folder's own page (`border/border.mdx`, `guides/index.md`) stays an index in its folder, beside the
  // files it reads (`./assets/…`).
  const folder = path.posix.dirname(doc.file).split('/').map(withoutNumberPrefix).join('/').toLowerCase();
  const isFolderPage = folder === doc.address;
  return hasChildren || isFolderPage ? `${doc.address}/index${extension}` : `${doc.address}${extension}`;
}

/** A Markdown link or image: `](target#hash "title")`. */
const MARKDOWN_LINK = /(\]\()([^)\s#?]*)([#?][^)\s]*)?(\s+"[^"]*")?\)/g;

/** How the old site addressed its docs, for the links written as addresses (see {@link rewriteDocLinks}). */
export interface DocUrls {
  /** The docs' route, without slashes (`docs`; empty when the docs are the site's root). */
  readonly routeBase: string;
  /** Every doc's address. */
  readonly addresses: ReadonlySet<string>;
  /** Whether the old site's addresses ended in a slash (Docusaurus's `trailingSlash: true`). */
  readonly trailingSlash?: boolean | undefined;
}

/**
 * The doc an address of the old site names (`/docs/guides/Setup#x` → `guides/setup`), or `undefined` when
 * it names none.
 */
export function docAddressOfUrl(link: string, urls: DocUrls): string | undefined {
  const trimmed = link.replace(/^\/+|\/+$/g, '').split(/[#?]/)[0] ?? '';
  const { routeBase } = urls;
  const withinDocs =
    routeBase === ''
      ? trimmed
      : trimmed === routeBase
        ? ''
        : trimmed.startsWith(`${routeBase}/`)
          ? trimmed.slice(routeBase.length + 1)
          : undefined;
  if (withinDocs === undefined) return undefined;
  const address = withinDocs
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => slugSegment(decodeURIComponentSafely(segment)))
    .join('/');
  return urls.addresses.has(address) ? address : undefined;
}

function decodeURIComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A page's links to other docs, rewritten to where those docs are now, as Docusaurus resolves them:
 *
 * - a link to a file (`](../01-guides/setup.md#a)`) from the page's folder, else from the docs folder
 *   (`](guides/setup.md)` anywhere): files are renamed after their address, so the link follows the file;
 * - with `urls`, a link written as an address of the old site — from its root (`](/docs/guides/setup)`)
 *   or relative to the page's old address (`](setup)`, `](../api/button)`) — leads to the doc's page
 *   (`/guides/setup/`; Lectern puts the page's language in front).
 *
 * Other links (other sites, images, files that are not docs), and fenced code, are kept as written.
 */
export function rewriteDocLinks(
  body: string,
  from: string,
  newFrom: string,
  moved: ReadonlyMap<string, string>,
  urls?: DocUrls & { readonly address: string },
): string {
  const lines = body.split('\n');
  const fenced = fencedLines(lines);
  return lines
    .map((line, index) => (fenced[index] ? line : rewriteLinksOfLine(line, from, newFrom, moved, urls)))
    .join('\n');
}

function rewriteLinksOfLine(
  line: string,
  from: string,
  newFrom: string,
  moved: ReadonlyMap<string, string>,
  urls: (DocUrls & { readonly address: string }) | undefined,
): string {
  return line.replace(MARKDOWN_LINK, (whole, open: string, target: string, rest = '', title = '') => {
    if (target === '' || /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) return whole;
    if (/\.mdx?$/i.test(target)) {
      if (target.startsWith('/')) return whole;
      const fromPage = path.posix.normalize(path.posix.join(path.posix.dirname(from), target));
      const fromDocs = path.posix.normalize(target);
      const file = moved.has(fromPage) ? fromPage : moved.has(fromDocs) ? fromDocs : undefined;
      const now = file === undefined ? undefined : moved.get(file);
      if (now === undefined) return whole;
      let relative = path.posix.relative(path.posix.dirname(newFrom), now);
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return `${open}${relative}${rest}${title})`;
    }
    if (urls === undefined || path.posix.extname(target) !== '') return whole;
    const own = `/${[urls.routeBase, urls.address].filter(Boolean).join('/')}${urls.trailingSlash ? '/' : ''}`;
    const address = docAddressOfUrl(new URL(target, `http://old.site${own}`).pathname, urls);
    return address === undefined ? whole : `${open}${slugLink(address)}${rest}${title})`;
  });
}

/** A page's `!!raw-loader!` imports, made to work from where the page is now (see {@link rewriteRawImports}). */
export interface RawImports {
  /** The page's text with the paths of its relative imports written from its new place. */
  readonly body: string;
  /** The files under the old site's root that its `@site/…` imports name (`src/snippets/a.js`), with the
   * line of the body (from 1) that names each. */
  readonly siteFiles: readonly { file: string; line: number }[];
}

/**
 * A page's `!!raw-loader!` imports (the files its `<CodeBlock>`s show), for the page's new place: a
 * relative path is written from where the page is now (the other files of the docs folder keep their
 * places), and a file under the old site's root (`@site/src/snippets/a.js`) is listed, to be copied to the
 * same place in the new site, where `@site/` means the site's root too. Fenced code is left alone.
 */
export function rewriteRawImports(body: string, from: string, newFrom: string): RawImports {
  const lines = body.split('\n');
  const fenced = fencedLines(lines);
  const siteFiles: { file: string; line: number }[] = [];
  const rewritten = lines.map((line, index) => {
    const written = fenced[index] ? undefined : RAW_LOADER_IMPORT.exec(line)?.[2];
    if (written === undefined) return line;
    if (written.startsWith('@site/')) {
      siteFiles.push({ file: path.posix.normalize(written.slice('@site/'.length)), line: index + 1 });
      return line;
    }
    if (!written.startsWith('.')) return line;
    const file = path.posix.normalize(path.posix.join(path.posix.dirname(from), written));
    let relative = path.posix.relative(path.posix.dirname(newFrom), file);
    if (!relative.startsWith('.')) relative = `./${relative}`;
    return line.replace(`!!raw-loader!${written}`, `!!raw-loader!${relative}`);
  });
  return { body: rewritten.join('\n'), siteFiles };
}
