import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isExternalLink } from '@lectern/theme-core';
import { slug } from 'github-slugger';

/** The files under a folder, as sorted `/`-separated paths relative to it, leaving out folders named in `skip`. */
export function listFiles(root: string, skip: (relative: string) => boolean = () => false): string[] {
  const found: string[] = [];
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (skip(child)) continue;
      if (entry.isDirectory()) visit(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  visit('');
  return found.sort();
}

/** Whether a file is a page: Markdown or MDX. */
export function isPageFile(file: string): boolean {
  return /\.mdx?$/i.test(file);
}

/**
 * A path segment as the new site's address writes it — as Astro's content loader names pages, with
 * github-slugger: lowercase, dashes for spaces, punctuation left out (`@pinia` → `pinia`,
 * `pinia.Store` → `piniastore`).
 */
export function slugSegment(segment: string): string {
  return slug(segment.normalize('NFC').trim());
}

/**
 * A page file's address without language and without slashes around it: `guide/index.md` → `guide`,
 * `guide/Setup.md` → `guide/setup`, `index.md` → `` (the home page).
 */
export function pageSlug(file: string): string {
  const segments = file
    .replace(/\.mdx?$/i, '')
    .split('/')
    .map(slugSegment);
  if (segments.at(-1) === 'index') segments.pop();
  return segments.join('/');
}

/**
 * Where a page file goes in a language's content folder: the same path as written, so that relative links
 * from other pages still find it (the address is made from it as the old tool made it, see {@link
 * pageSlug}); only the ending is lowercased, as the content folder reads `.md` and `.mdx`.
 */
export function contentFile(locale: string, file: string): string {
  const extension = path.posix.extname(file);
  const named = file.normalize('NFC');
  return `src/content/docs/${locale}/${named.slice(0, named.length - extension.length)}${extension.toLowerCase()}`;
}

/** A slug as a site address without language: `guide/setup` → `/guide/setup/`, `` → `/`. */
export function slugLink(slug: string): string {
  return slug === '' ? '/' : `/${slug}/`;
}

/** Whether a link leads off the site (a scheme, `//host`, or `mailto:`): theme-core's rule. */
export const isExternal = isExternalLink;

/**
 * A link of the other tool's config in Lectern's form — without the language, which the theme adds, with
 * a trailing slash — and the language it named: `/zh/guide/setup.md#a` → `/guide/setup/#a` (`zh`).
 * `prefixes` are the address prefixes of the other tool's languages (`zh`), `dropPrefix` one the pages
 * were under (Docusaurus's `docs`). External links are kept as written.
 */
export function siteLink(
  link: string,
  prefixes: readonly string[] = [],
  dropPrefix = '',
): { link: string; locale?: string | undefined } {
  if (isExternal(link) || !link.startsWith('/')) return { link };
  const [, pathPart = '', rest = ''] = /^([^#?]*)(.*)$/.exec(link) ?? [];
  let segments = pathPart.split('/').filter(Boolean);
  let locale: string | undefined;
  if (segments[0] !== undefined && prefixes.includes(segments[0])) {
    locale = segments[0];
    segments = segments.slice(1);
  }
  if (dropPrefix !== '' && segments[0] === dropPrefix) segments = segments.slice(1);
  const last = segments.at(-1);
  if (last !== undefined && /\.[a-z0-9]+$/i.test(last) && !/\.(md|mdx|html)$/i.test(last)) {
    return { link: `/${segments.join('/')}${rest}`, locale };
  }
  if (last !== undefined) {
    const bare = last.replace(/\.(md|mdx|html)$/i, '');
    if (bare === 'index') segments.pop();
    else segments[segments.length - 1] = bare;
  }
  const joined = segments.map(slugSegment).join('/');
  return { link: `${joined === '' ? '/' : `/${joined}/`}${rest}`, locale };
}
