import { access, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { PartialUiDictionary } from '@lectern/theme-core';
import type { PagefindServiceConfig } from 'pagefind';
import * as pagefind from 'pagefind';
import {
  type ApiSearchEntry,
  type ApiSearchItem,
  type ApiSearchRecord,
  apiSearchRecords,
  apiTableAnchor,
} from './api-records';
import { checkBuildOptions } from './check-options';
import { htmlLanguage } from './page-html';
import { SearchIndexError } from './search-index-error';

/** Where the index is written inside the site folder by default: `/pagefind/pagefind.js` on the site. */
export const DEFAULT_OUTPUT_SUBDIR = 'pagefind';

export interface BuildSearchIndexOptions {
  /** The folder of the built site, e.g. Astro's `dist`. Every `.html` file in it is indexed. */
  readonly siteDir: string;
  /**
   * The site's languages, e.g. `['en', 'zh-CN']`. Pages go to the index of their `<html lang>` (Pagefind
   * keeps one index per language); API records are added in each of these languages.
   */
  readonly locales: readonly string[];
  /** The documented components' API data, searchable as "alert › prop › type". */
  readonly apiData?: readonly ApiSearchEntry[] | undefined;
  /** The folder inside `siteDir` to write the index to. Default: `pagefind`. */
  readonly outputSubdir?: string | undefined;
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

/** What went into the index, per language (by Pagefind's name for it: the lowercased `lang`). */
export interface SearchIndexLanguageStats {
  readonly pages: number;
  readonly records: number;
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
 * plus a record per prop, event and slot of the documented components in each language (filtered by
 * `kind` and `component`; pages carry no `kind`). Pagefind reads the site folder itself, as its own CLI
 * does. An earlier index in the output folder is replaced. Run it after the site build; the index lands
 * in `{siteDir}/pagefind/`.
 *
 * @throws {SearchIndexError} naming the option field, the site folder or the API record behind each problem.
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
  await siteFolder(siteDir);
  // Pagefind indexes every HTML file of the folder: an earlier index must not be among them.
  await removeEarlierIndex(outputDir);
  const pages = await htmlFiles(siteDir);
  const warnings: string[] = [];
  const pageLanguages = new Set<string>();
  await inBatches(pages, async (file) => {
    const language = htmlLanguage(await htmlStart(join(siteDir, file)));
    if (language === undefined)
      warnings.push(`${slashed(file)}: no <html lang>, so Pagefind guesses its language`);
    else pageLanguages.add(language.toLowerCase());
  });

  const created = await pagefind.createIndex({ ...options.pagefind });
  try {
    const { index } = created;
    if (!index) throw new SearchIndexError(created.errors.map((error) => `Pagefind: ${error}`));
    const added = await index.addDirectory({ path: siteDir });
    problems.push(...added.errors.map((error) => `${siteDir}: ${error}`));
    const records = apiRecords(options);
    await inBatches(records, async (record) => {
      const added = await index.addCustomRecord({
        ...record,
        meta: { ...record.meta },
        filters: copy(record.filters),
      });
      problems.push(
        ...added.errors.map((error) => `API record "${record.meta.title}" (${record.language}): ${error}`),
      );
    });
    if (problems.length > 0) throw new SearchIndexError(problems);
    const written = await index.writeFiles({ outputPath: outputDir });
    if (written.errors.length > 0)
      throw new SearchIndexError(written.errors.map((error) => `${outputDir}: ${error}`));

    for (const locale of options.locales) {
      if (!pageLanguages.has(locale.toLowerCase()))
        warnings.push(`${locale}: no page has <html lang="${locale}">`);
    }
    const languages = await languageStats(outputDir, records);
    const pageCount = Object.values(languages).reduce((sum, language) => sum + language.pages, 0);
    return {
      pages: pageCount,
      records: records.length,
      bytes: await folderSize(outputDir),
      languages,
      outputDir,
      warnings,
    };
  } finally {
    await pagefind.close();
  }
}

function apiRecords(options: BuildSearchIndexOptions): ApiSearchRecord[] {
  const anchor = options.apiAnchor === false ? () => undefined : (options.apiAnchor ?? apiTableAnchor);
  return options.locales.flatMap((locale) =>
    (options.apiData ?? []).flatMap((entry) =>
      apiSearchRecords(entry, { locale, anchor, labels: options.labels }),
    ),
  );
}

/** Pages and records per language, from the index's own entry file. */
async function languageStats(outputDir: string, records: readonly ApiSearchRecord[]) {
  const entry = JSON.parse(await readFile(join(outputDir, 'pagefind-entry.json'), 'utf8')) as {
    languages?: Record<string, { page_count?: number }>;
  };
  const stats: Record<string, SearchIndexLanguageStats> = {};
  for (const [language, { page_count = 0 }] of Object.entries(entry.languages ?? {})) {
    const recordCount = records.filter((record) => record.language === language).length;
    stats[language] = { pages: Math.max(0, page_count - recordCount), records: recordCount };
  }
  return stats;
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

/** The site's HTML files, relative to it. */
async function htmlFiles(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { recursive: true });
  return entries.filter((file) => /\.html?$/i.test(file)).sort();
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

/** Runs `task` over the items, a few at a time. */
async function inBatches<Item>(items: readonly Item[], task: (item: Item) => Promise<void>, size = 16) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(task));
  }
}

function copy(filters: ApiSearchRecord['filters']): Record<string, string[]> {
  return { kind: [...filters.kind], component: [...filters.component] };
}

function slashed(path: string): string {
  return path.split(sep).join('/');
}
