import { access, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { PartialUiDictionary } from '@lectern/theme-core';
import type { PagefindServiceConfig } from 'pagefind';
import {
  type ApiSearchEntry,
  type ApiSearchItem,
  type ApiSearchRecord,
  apiSearchRecords,
  apiTableAnchor,
} from './api-records';
import { checkBuildOptions } from './check-options';
import { htmlLanguage } from './page-html';
import {
  inBatches,
  languageStats,
  localesWithoutPages,
  type SearchIndexLanguageStats,
  withFilledIndex,
} from './pagefind-index';
import { SearchIndexError } from './search-index-error';
import type { SearchPage } from './search-pages';

export type { SearchIndexLanguageStats } from './pagefind-index';

/** Where the index is written inside the site folder by default: `/pagefind/pagefind.js` on the site. */
export const DEFAULT_OUTPUT_SUBDIR = 'pagefind';

/** What goes into an index, wherever it is then written. */
export interface SearchIndexContentOptions {
  /**
   * The site's languages, e.g. `['en', 'zh-CN']`. Pages go to the index of their language (Pagefind
   * keeps one index per language); API records are added in each of these languages.
   */
  readonly locales: readonly string[];
  /**
   * Pages given as data rather than as built HTML files, e.g. the routes of a single-page app, each
   * with its text as Markdown (`content`) or HTML (`html`).
   */
  readonly pages?: readonly SearchPage[] | undefined;
  /** The documented components' API data, searchable as "alert › prop › type". */
  readonly apiData?: readonly ApiSearchEntry[] | undefined;
  /**
   * The anchor of an API item on its component page. Default: the ids of theme-react's `ApiTable`
   * rows (`api-alert-props-type`); `false` for links to the page itself.
   */
  readonly apiAnchor?: ((item: ApiSearchItem) => string | undefined) | false | undefined;
  /** Interface texts by language, for the words of API records ("Type", "Default"). Default: English. */
  readonly labels?: Readonly<Record<string, PartialUiDictionary>> | undefined;
  /** Pagefind's own indexing settings, e.g. `excludeSelectors` or `includeCharacters`. */
  readonly pagefind?: PagefindServiceConfig | undefined;
}

export interface BuildSearchIndexOptions extends SearchIndexContentOptions {
  /** The folder of the built site, e.g. Astro's `dist`. Every `.html` file in it is indexed. */
  readonly siteDir: string;
  /** The folder inside `siteDir` to write the index to. Default: `pagefind`. */
  readonly outputSubdir?: string | undefined;
  /**
   * Whether the `.html` files of `siteDir` are indexed. Default: `true`. A single-page app's one
   * `index.html` holds no content: index its `pages` only.
   */
  readonly indexHtmlFiles?: boolean | undefined;
}

/** What {@link buildSearchIndex} wrote. */
export interface SearchIndexStats {
  /** Pages indexed (pages without `data-pagefind-body` are left out when others have it). */
  readonly pages: number;
  /** API records indexed. */
  readonly records: number;
  /** The size of the index on disk, in bytes. */
  readonly bytes: number;
  readonly languages: Readonly<Record<string, SearchIndexLanguageStats>>;
  /** The folder the index was written to. */
  readonly outputDir: string;
  /** Things worth a look that did not stop the build, e.g. a language without pages. */
  readonly warnings: readonly string[];
}

/**
 * Builds the Pagefind index of a built site: every HTML page, each in the index of its `<html lang>`,
 * the `pages` given as data, plus a record per prop, event and slot of the documented components in each
 * language (filtered by `kind` and `component`; pages carry no `kind`). Pagefind reads the site folder
 * itself, as its own CLI does. An earlier index in the output folder is replaced. Run it after the site
 * build; the index lands in `{siteDir}/pagefind/`.
 *
 * @throws {SearchIndexError} naming the option field, the site folder, the page or the API record behind
 * each problem.
 * @example
 * const stats = await buildSearchIndex({ siteDir: 'dist', locales: ['en', 'zh-CN'], apiData });
 * console.log(`${stats.pages} pages, ${stats.records} API records, ${stats.bytes} bytes`);
 */
export async function buildSearchIndex(options: BuildSearchIndexOptions): Promise<SearchIndexStats> {
  const problems = checkBuildOptions(options as unknown as Record<string, unknown>);
  if (problems.length > 0) throw new SearchIndexError(problems);
  const siteDir = resolve(options.siteDir);
  const outputSubdir = options.outputSubdir ?? DEFAULT_OUTPUT_SUBDIR;
  const outputDir = join(siteDir, outputSubdir);
  const indexHtmlFiles = options.indexHtmlFiles ?? true;
  await siteFolder(siteDir);
  // Pagefind indexes every HTML file of the folder: an earlier index must not be among them.
  await removeEarlierIndex(outputDir);
  const warnings: string[] = [];
  const pages = options.pages ?? [];
  const [defaultLanguage = 'en'] = options.locales;
  const pageLanguages = new Set(pages.map((page) => (page.language ?? defaultLanguage).toLowerCase()));
  if (indexHtmlFiles) {
    await inBatches(await htmlFiles(siteDir), async (file) => {
      const language = htmlLanguage(await htmlStart(join(siteDir, file)));
      if (language === undefined)
        warnings.push(`${slashed(file)}: no <html lang>, so Pagefind guesses its language`);
      else pageLanguages.add(language.toLowerCase());
    });
  }
  const records = apiRecords(options);
  const sources = {
    siteDir: indexHtmlFiles ? siteDir : undefined,
    pages,
    defaultLanguage,
    records,
    pagefind: options.pagefind,
  };
  return withFilledIndex(sources, async (index) => {
    const written = await index.writeFiles({ outputPath: outputDir });
    if (written.errors.length > 0)
      throw new SearchIndexError(written.errors.map((error) => `${outputDir}: ${error}`));
    for (const locale of localesWithoutPages(options.locales, pageLanguages))
      warnings.push(`${locale}: no page has <html lang="${locale}">`);
    const languages = languageStats(await readFile(join(outputDir, 'pagefind-entry.json'), 'utf8'), records);
    return {
      pages: Object.values(languages).reduce((sum, language) => sum + language.pages, 0),
      records: records.length,
      bytes: await folderSize(outputDir),
      languages,
      outputDir,
      warnings,
    };
  });
}

/** The API records of `apiData`, in every language of `locales`. */
export function apiRecords(options: SearchIndexContentOptions): ApiSearchRecord[] {
  const anchor = options.apiAnchor === false ? () => undefined : (options.apiAnchor ?? apiTableAnchor);
  return options.locales.flatMap((locale) =>
    (options.apiData ?? []).flatMap((entry) =>
      apiSearchRecords(entry, { locale, anchor, labels: options.labels }),
    ),
  );
}

/** Fails naming `siteDir` when there is no built site there. */
async function siteFolder(siteDir: string): Promise<void> {
  const found = await stat(siteDir).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
  if (!found) throw new SearchIndexError([`siteDir: no built site at ${siteDir} (run the site build first)`]);
}

/** Removes the output folder when it holds a Pagefind index (its entry file): a folder of other files stays. */
async function removeEarlierIndex(outputDir: string): Promise<void> {
  const earlier = await access(join(outputDir, 'pagefind-entry.json')).then(
    () => true,
    () => false,
  );
  if (earlier) await rm(outputDir, { recursive: true, force: true });
}

/**
 * The site's HTML files, relative to it. Folders are left out even when named like a page: the redirect
 * pages of an old address such as `guide/setup.html` are `guide/setup.html/index.html`.
 */
async function htmlFiles(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.html?$/i.test(entry.name))
    .map((entry) => relative(siteDir, join(entry.parentPath, entry.name)))
    .sort();
}

/** The start of an HTML file, where its `<html>` tag is (the whole file when the tag comes later). */
async function htmlStart(file: string, bytes = 2048): Promise<string> {
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    const start = buffer.subarray(0, bytesRead).toString('utf8');
    return /<html\b[^>]*>/i.test(start) || bytesRead < bytes ? start : await readFile(file, 'utf8');
  } finally {
    await handle.close();
  }
}

async function folderSize(folder: string): Promise<number> {
  const files = await readdir(folder, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(
    files
      .filter((file) => file.isFile())
      .map(async (file) => (await stat(join(file.parentPath, file.name))).size),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

function slashed(path: string): string {
  return path.split(sep).join('/');
}
