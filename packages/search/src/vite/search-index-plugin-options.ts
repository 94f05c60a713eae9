import type { PartialUiDictionary } from '@lectern/theme-core';
import type { PagefindServiceConfig } from 'pagefind';
import type { ApiSearchEntry, ApiSearchItem } from '../node/api-records';
import { checkIndexContentOptions } from '../node/check-options';
import type { SearchPageFiles } from '../node/page-files';
import type { SearchPage } from '../node/search-pages';
import { shownValue } from '../node/shown-value';

/** The app's pages as data, or a function giving them (it may be async). */
export type SearchPagesOption =
  | readonly SearchPage[]
  | (() => readonly SearchPage[] | Promise<readonly SearchPage[]>);

/** What the search index plugin indexes, and how. Give `pages`, `files` or both. */
export interface SearchIndexPluginOptions {
  /**
   * The app's pages as data: a list, or a function giving it (called at each build, and each time
   * `vite dev` rebuilds the index). Each page has its address without Vite's `base`, its title, and its
   * text as Markdown (`content`) or as HTML (`html`).
   *
   * @example pages: [{ url: '/guide/install', title: 'Install', content: '## With pnpm\n\nRun `pnpm add my-lib`.' }]
   * @example pages: async () => (await loadChangelog()).map((release) => ({ url: `/releases/${release.tag}`, title: release.name, content: release.notes }))
   */
  readonly pages?: SearchPagesOption | undefined;
  /**
   * The app's pages as source files, found by glob from Vite's root: Markdown, MDX or HTML. A page's
   * address is its path below the glob's fixed folder without the extension (`url` changes it); its
   * title is the frontmatter's `title` or its `# heading`.
   *
   * @example files: { include: 'src/pages/**\/*.mdx' } // src/pages/guide/install.mdx → /guide/install
   * @example files: { include: 'docs/**\/*.md', url: (file) => `/docs/${file.slice(5, -3)}/` }
   */
  readonly files?: SearchPageFiles | undefined;
  /**
   * The app's languages; a page without a `language` is in the first. Default: `['en']`.
   *
   * @example locales: ['en', 'zh-CN']
   */
  readonly locales?: readonly string[] | undefined;
  /**
   * The documented components' API data, searchable as "alert › prop › type" (see `buildSearchIndex`).
   *
   * @example apiData: [{ api: alertApi, url: '/components/alert' }]
   */
  readonly apiData?: readonly ApiSearchEntry[] | undefined;
  /** The anchor of an API item on its component page; `false` for none. Default: `ApiTable`'s row ids. */
  readonly apiAnchor?: ((item: ApiSearchItem) => string | undefined) | false | undefined;
  /** Interface texts by language, for the words of API records ("Type", "Default"). Default: English. */
  readonly labels?: Readonly<Record<string, PartialUiDictionary>> | undefined;
  /** Pagefind's own indexing settings, e.g. `{ excludeSelectors: ['.demo'] }`. */
  readonly pagefind?: PagefindServiceConfig | undefined;
  /**
   * More files whose change rebuilds the index in `vite dev` (globs from Vite's root), e.g. the data the
   * `pages` function reads. A change to one of `files` always does.
   *
   * @example watch: 'src/content/releases.json'
   */
  readonly watch?: string | readonly string[] | undefined;
}

const FIELDS = ['pages', 'files', 'locales', 'apiData', 'apiAnchor', 'labels', 'pagefind', 'watch'];
const FILES_FIELDS = ['include', 'exclude', 'url', 'language'];

/**
 * Every problem with the plugin's options, worded for people: the field, what was expected and what
 * was given. The pages themselves are checked when they are read. Empty when the options are fine.
 *
 * @example checkSearchIndexPluginOptions({}) // ['pages: expected the app's pages … (got neither pages nor files)']
 */
export function checkSearchIndexPluginOptions(options: unknown): string[] {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return [`expected the options { pages } or { files } (got ${shownValue(options)})`];
  }
  const {
    pages,
    files,
    locales = ['en'],
    apiData,
    apiAnchor,
    labels,
    pagefind,
    watch,
  } = options as Record<string, unknown>;
  const problems = unknownFields(options, FIELDS, '');
  if (pages === undefined && files === undefined) {
    problems.push(
      'pages: expected the app\'s pages, a list of { url, title, content } or a function giving it, or files: a glob of their source files, e.g. { include: "src/pages/**/*.mdx" } (got neither pages nor files)',
    );
  } else if (pages !== undefined && typeof pages !== 'function' && !Array.isArray(pages)) {
    problems.push(
      `pages: expected a list of { url, title, content } or a function giving it (got ${shownValue(pages)})`,
    );
  }
  problems.push(
    ...checkIndexContentOptions({ locales, apiData, pages: Array.isArray(pages) ? pages : undefined }),
  );
  if (files !== undefined) problems.push(...checkFiles(files));
  if (apiAnchor !== undefined && apiAnchor !== false && typeof apiAnchor !== 'function') {
    problems.push(`apiAnchor: expected a function or false (got ${shownValue(apiAnchor)})`);
  }
  for (const [field, value] of [
    ['labels', labels],
    ['pagefind', pagefind],
  ] as const) {
    if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      problems.push(`${field}: expected an object (got ${shownValue(value)})`);
    }
  }
  if (watch !== undefined && !isGlobList(watch)) {
    problems.push(
      `watch: expected a glob or a list of globs, e.g. "src/data/*.json" (got ${shownValue(watch)})`,
    );
  }
  return problems;
}

function checkFiles(files: unknown): string[] {
  if (typeof files !== 'object' || files === null || Array.isArray(files)) {
    return [`files: expected { include }, e.g. { include: "src/pages/**/*.mdx" } (got ${shownValue(files)})`];
  }
  const { include, exclude, url, language } = files as Record<string, unknown>;
  const problems = unknownFields(files, FILES_FIELDS, 'files.');
  if (!isGlobList(include)) {
    problems.push(
      `files.include: expected a glob or a list of globs from the root, e.g. "src/pages/**/*.mdx" (got ${shownValue(include)})`,
    );
  }
  if (exclude !== undefined && !(Array.isArray(exclude) && isGlobList(exclude))) {
    problems.push(`files.exclude: expected a list of globs (got ${shownValue(exclude)})`);
  }
  for (const [field, value] of [
    ['url', url],
    ['language', language],
  ] as const) {
    if (value !== undefined && typeof value !== 'function') {
      problems.push(`files.${field}: expected a function of the file's path (got ${shownValue(value)})`);
    }
  }
  return problems;
}

function isGlobList(value: unknown): boolean {
  const globs = typeof value === 'string' ? [value] : value;
  return (
    Array.isArray(globs) &&
    globs.length > 0 &&
    globs.every((glob) => typeof glob === 'string' && glob.trim() !== '' && !glob.startsWith('/'))
  );
}

/** A problem for each field that is not an option, suggesting the option it is closest to. */
function unknownFields(given: object, fields: readonly string[], prefix: string): string[] {
  return Object.keys(given)
    .filter((field) => !fields.includes(field))
    .map((field) => {
      const near = fields.find((known) => editDistance(field.toLowerCase(), known.toLowerCase()) <= 2);
      const hint = near ? `did you mean "${near}"?` : `the options are ${fields.join(', ')}`;
      return `${prefix}${field}: unknown option (${hint})`;
    });
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
