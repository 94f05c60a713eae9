// The one way an index is filled, whether it is then written into a site folder (buildSearchIndex) or
// kept in memory (searchIndexFiles): Pagefind is started, given the built HTML files, the pages and the
// API records, and closed again; every error it reports names what it is about.
import type { PagefindIndex, PagefindServiceConfig } from 'pagefind';
import * as pagefind from 'pagefind';
import type { ApiSearchRecord } from './api-records';
import { SearchIndexError } from './search-index-error';
import { type SearchPage, searchPageDocument } from './search-pages';

/** What goes into an index. */
export interface IndexSources {
  /** A folder whose HTML files are indexed, as Pagefind's CLI reads them. */
  readonly siteDir?: string | undefined;
  /** Pages given as data, each in `defaultLanguage` unless it names its own. */
  readonly pages: readonly SearchPage[];
  readonly defaultLanguage: string;
  readonly records: readonly ApiSearchRecord[];
  readonly pagefind?: PagefindServiceConfig | undefined;
}

/** What went into an index, per language (by Pagefind's name for it: the lowercased `lang`). */
export interface SearchIndexLanguageStats {
  readonly pages: number;
  readonly records: number;
}

/**
 * Fills a new Pagefind index from `sources` and hands it to `finish`, which writes or reads its files.
 * Pagefind is closed afterwards, whatever happened.
 *
 * @throws {SearchIndexError} when Pagefind cannot start, or naming the folder, page or API record behind
 * each error it reports (then `finish` is not called).
 */
export async function withFilledIndex<Result>(
  sources: IndexSources,
  finish: (index: PagefindIndex) => Promise<Result>,
): Promise<Result> {
  const created = await pagefind.createIndex({ ...sources.pagefind });
  try {
    const { index } = created;
    if (!index) throw new SearchIndexError(created.errors.map((error) => `Pagefind: ${error}`));
    const problems: string[] = [];
    if (sources.siteDir !== undefined) {
      const added = await index.addDirectory({ path: sources.siteDir });
      problems.push(...added.errors.map((error) => `${sources.siteDir}: ${error}`));
    }
    await inBatches(sources.pages, async (page) => {
      const added = await index.addHTMLFile({
        url: page.url,
        content: searchPageDocument(page, sources.defaultLanguage),
      });
      problems.push(...added.errors.map((error) => `${page.source ?? `page ${page.url}`}: ${error}`));
    });
    await inBatches(sources.records, async (record) => {
      const added = await index.addCustomRecord({
        ...record,
        meta: { ...record.meta },
        filters: { kind: [...record.filters.kind], component: [...record.filters.component] },
      });
      problems.push(
        ...added.errors.map((error) => `API record "${record.meta.title}" (${record.language}): ${error}`),
      );
    });
    if (problems.length > 0) throw new SearchIndexError(problems);
    return await finish(index);
  } finally {
    await pagefind.close();
  }
}

/** Pages and records per language, from the index's entry file (`pagefind-entry.json`). */
export function languageStats(
  entryJson: string,
  records: readonly ApiSearchRecord[],
): Record<string, SearchIndexLanguageStats> {
  const entry = JSON.parse(entryJson) as { languages?: Record<string, { page_count?: number }> };
  const stats: Record<string, SearchIndexLanguageStats> = {};
  for (const [language, { page_count = 0 }] of Object.entries(entry.languages ?? {})) {
    const recordCount = records.filter((record) => record.language === language).length;
    stats[language] = { pages: Math.max(0, page_count - recordCount), records: recordCount };
  }
  return stats;
}

/** The locales no page is written in (`languages`: the pages' languages, lowercased). */
export function localesWithoutPages(locales: readonly string[], languages: ReadonlySet<string>): string[] {
  return locales.filter((locale) => !languages.has(locale.toLowerCase()));
}

/** Runs `task` over the items, a few at a time. */
export async function inBatches<Item>(
  items: readonly Item[],
  task: (item: Item) => Promise<void>,
  size = 16,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(task));
  }
}
