import type { LocaleEntry } from '@lectern/theme-core';
import { slug as slugOf } from 'github-slugger';
import { splitEntryId } from '../content/localized-pages.js';

const PAGE_FILE = /\.(md|mdx)$/;

/** Where a built page's content comes from. */
export interface PageSource {
  /** The content file, from the site's root: `src/content/docs/en/guide/intro.md`. */
  file: string;
  /** The page shows the default language's file, having no translation of its own. */
  fallback: boolean;
}

/** The built pages' content files, found by the routing rule of the docs pages. */
export interface ContentPages {
  /** The file a page's content comes from; `undefined` for an address no content file makes. */
  sourceOf(address: string): PageSource | undefined;
  /**
   * The file to write for a page the site does not have, when a content file would make it: the
   * default language's, which makes the page in every language.
   */
  fileToCreate(address: string): string | undefined;
}

/**
 * The id Astro's glob loader gives a content file (each segment slugged, `index` left out), which is the
 * page's `{locale}/{slug}`.
 *
 * @example contentEntryId('zh-CN/Guide/Getting Started.md') // 'zh-cn/guide/getting-started'
 */
export function contentEntryId(file: string): string {
  return file
    .replace(PAGE_FILE, '')
    .split('/')
    .map((segment) => slugOf(segment))
    .join('/')
    .replace(/\/index$/, '');
}

/** The decoded segments of an address: `/en/gu%C3%ADa/` → `['en', 'guía']`. */
function segmentsOf(address: string): string[] | undefined {
  try {
    return address.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/**
 * Maps built pages to their content files by the docs pages' routing rule: `/{locale}/{slug}/` comes
 * from `{contentDir}/{locale}/{slug}.md(x)` or `{slug}/index.md(x)`; a page without a translation in its
 * language shows the default language's file. A page whose file sets its own `slug` is not found.
 *
 * @param files the content files, relative to the content folder (`en/guide/intro.md`)
 */
export function contentPages(
  files: readonly string[],
  options: { contentDir: string; locales: readonly LocaleEntry[]; defaultLocale: string },
): ContentPages {
  const contentDir = options.contentDir.replace(/^\.\//, '').replace(/\/+$/, '');
  const enabled = new Map(
    options.locales.filter((entry) => entry.enabled).map((entry) => [entry.locale.toLowerCase(), entry]),
  );
  const byPage = new Map<string, string>();
  for (const file of files) {
    if (!PAGE_FILE.test(file)) continue;
    const [folder, slug] = splitEntryId(contentEntryId(file));
    const key = `${folder}/${slug}`;
    if (!byPage.has(key)) byPage.set(key, file);
  }
  // Every folder holding a page, to tell `{slug}/index.md` from `{slug}.md`.
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  );
  const defaultKey = options.defaultLocale.toLowerCase();
  // The default language's folder as it is written on disk (`zh-cn` or `zh-CN`).
  const defaultFolder =
    files.map((file) => file.split('/')[0] ?? '').find((folder) => folder.toLowerCase() === defaultKey) ??
    options.defaultLocale;
  const pageOf = (address: string) => {
    const [first, ...rest] = segmentsOf(address) ?? [];
    const locale = first === undefined ? undefined : enabled.get(first.toLowerCase());
    return locale && { locale: locale.locale.toLowerCase(), slug: rest.join('/') };
  };
  return {
    sourceOf(address) {
      const page = pageOf(address);
      if (!page) return undefined;
      const slug = page.slug.toLowerCase();
      const own = byPage.get(`${page.locale}/${slug}`);
      if (own !== undefined) return { file: `${contentDir}/${own}`, fallback: false };
      const original = byPage.get(`${defaultKey}/${slug}`);
      return original === undefined ? undefined : { file: `${contentDir}/${original}`, fallback: true };
    },
    fileToCreate(address) {
      const page = pageOf(address);
      if (!page) return undefined;
      const last = page.slug.split('/').at(-1) ?? '';
      if (last.includes('.') || page.slug === '404') return undefined;
      if (page.slug === '') return `${contentDir}/${defaultFolder}/index.md`;
      const path = `${defaultFolder}/${page.slug}`;
      return `${contentDir}/${path}${folders.has(path) ? '/index.md' : '.md'}`;
    },
  };
}
