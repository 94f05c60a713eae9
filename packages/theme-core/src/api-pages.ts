// The API pages of a site: one per documented component (`/{locale}/api/alert/`), from the content
// collections a site names, each set of components with a prefix of its own (`/{locale}/api/theme-nav-bar/`)
// so that two sets may both have a Footer; and what a page says of where its component comes from.
import type { ComponentApi } from './config/api.js';

/** A set of components with pages: a content collection of API data, as the site lists it. */
export interface ApiPageSet {
  /** The collection's name. @example 'api' */
  readonly collection: string;
  /** What the set's pages' addresses start with, after `/{locale}/api/`. @example 'theme-' */
  readonly prefix: string;
  /** Source files and folders (ending in `/`), from the site's root, whose components get no page. */
  readonly exclude: readonly string[];
}

/** One component's page. */
export interface ApiPageEntry {
  /** Its address after `/{locale}/api/`. @example 'theme-nav-bar' */
  readonly slug: string;
  /** Its entry's id in the collection. @example 'nav-bar' */
  readonly id: string;
  /** The collection it comes from. */
  readonly set: string;
  readonly api: ComponentApi;
}

/**
 * Whether a component is left out of the pages: its source file is one of `exclude`, or lies in one of
 * its folders (an entry ending in `/`). Paths compare without a leading `./`.
 *
 * @example isExcludedSource('src/examples/vue/VStepper.vue', ['src/examples/']) // true
 */
export function isExcludedSource(source: string | undefined, exclude: readonly string[]): boolean {
  if (source === undefined) return false;
  const file = source.replace(/^\.\//, '');
  return exclude.some((entry) => {
    const path = entry.replace(/^\.\//, '');
    return path.endsWith('/') ? file.startsWith(path) : file === path;
  });
}

/**
 * The pages of every set, in the order the sets are listed, each set's components by name. A component
 * whose source is excluded gets no page.
 *
 * @example apiPageEntries([{ collection: 'api', prefix: '', exclude: [] }], () => [{ id: 'alert', data: alert }])
 * // [{ slug: 'alert', id: 'alert', set: 'api', api: alert }]
 */
export function apiPageEntries(
  sets: readonly ApiPageSet[],
  entriesOf: (collection: string) => readonly { id: string; data: ComponentApi }[],
): ApiPageEntry[] {
  return sets.flatMap((set) =>
    entriesOf(set.collection)
      .filter((entry) => !isExcludedSource(entry.data.source, set.exclude))
      .map((entry) => ({
        slug: `${set.prefix}${entry.id}`,
        id: entry.id,
        set: set.collection,
        api: entry.data,
      }))
      .sort((a, b) => a.api.name.localeCompare(b.api.name)),
  );
}

/** The addresses two pages or more would share, for an error naming them; empty when each is its own. */
export function sharedApiSlugs(pages: readonly ApiPageEntry[]): string[] {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.slug)) shared.add(page.slug);
    seen.add(page.slug);
  }
  return [...shared];
}

/**
 * A component's source file as a reader names it: its path from the site's root (as the API loader writes
 * it) seen from another folder — the repository's root — given as the site's folder from there.
 *
 * @example sourcePath('../../packages/ui/src/Button.tsx', 'apps/docs') // 'packages/ui/src/Button.tsx'
 * @example sourcePath('./src/Button.tsx', '') // 'src/Button.tsx'
 */
export function sourcePath(source: string, siteFolder: string): string {
  const parts: string[] = [];
  for (const part of [...siteFolder.split('/'), ...source.split('/')]) {
    if (part === '..') {
      if (parts.length > 0 && parts.at(-1) !== '..') parts.pop();
      else parts.push(part);
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/**
 * The address of a source file from a pattern with `:path` (`https://github.com/me/ui/blob/main/:path`).
 *
 * @example sourceLink('https://example.com/blob/main/:path', 'src/a b.ts') // 'https://example.com/blob/main/src/a%20b.ts'
 */
export function sourceLink(pattern: string, path: string): string {
  return pattern.replace(':path', path.split('/').map(encodeURIComponent).join('/'));
}

/**
 * The first sentence of a description, for a list: up to the first `.`, `!` or `?` followed by a space
 * or the end.
 *
 * @example firstSentence('A box. It holds things.') // 'A box.'
 */
export function firstSentence(text: string): string {
  return /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;
}

/**
 * The language a component's examples are written in when their fence names none: HTML for a custom
 * element, a Vue template for a Vue component (its source a `.vue` file), TSX for the rest.
 *
 * @example exampleLanguage({ name: 'VBadge', source: 'src/VBadge.vue' }) // 'vue-html'
 */
export function exampleLanguage(api: Pick<ComponentApi, 'tagName' | 'source'>): string {
  if (api.tagName !== undefined) return 'html';
  return api.source?.endsWith('.vue') ? 'vue-html' : 'tsx';
}

/**
 * The code of a component's example (its JSDoc `@example`) without the Markdown fence around it, when it
 * has one, and its language: the fence's, else `otherwise` (see {@link exampleLanguage}).
 *
 * @example exampleCode('```tsx\n<Badge />\n```', 'tsx') // { code: '<Badge />', lang: 'tsx' }
 */
export function exampleCode(example: string, otherwise: string): { code: string; lang: string } {
  const fenced = /^\s*(`{3,}|~{3,})[ \t]*([\w-]*)[^\n]*\n([\s\S]*?)\n?\s*\1\s*$/.exec(example);
  if (!fenced) return { code: example.trim(), lang: otherwise };
  return { code: fenced[3] ?? '', lang: fenced[2] || otherwise };
}

/**
 * The pages a type may link to, by the names a type would use for them: each component's name and its
 * props' (`Tab`, `TabProps`), the first set's component first when two sets have one name. For
 * `ApiTable`'s `typeLinks`.
 *
 * @example apiTypeLinks(pages, (slug) => `/en/api/${slug}/`) // { Tab: '/en/api/tab/', TabProps: '/en/api/tab/', … }
 */
export function apiTypeLinks(
  pages: readonly ApiPageEntry[],
  address: (slug: string) => string,
): Record<string, string> {
  const links: Record<string, string> = {};
  for (const page of pages) {
    for (const name of [page.api.name, `${page.api.name}Props`]) {
      if (!Object.hasOwn(links, name)) links[name] = address(page.slug);
    }
  }
  return links;
}
