import { apiRecords, type SearchIndexContentOptions } from './build-search-index';
import { checkIndexContentOptions } from './check-options';
import {
  languageStats,
  localesWithoutPages,
  type SearchIndexLanguageStats,
  withFilledIndex,
} from './pagefind-index';
import { SearchIndexError } from './search-index-error';

/** The index {@link searchIndexFiles} made, in memory. */
export interface SearchIndexFiles {
  /** Every file of the index by its path inside the index folder: `pagefind.js`, `index/en_….pf_index`… */
  readonly files: ReadonlyMap<string, Uint8Array>;
  /** Pages indexed. */
  readonly pages: number;
  /** API records indexed. */
  readonly records: number;
  /** The size of the index, in bytes. */
  readonly bytes: number;
  readonly languages: Readonly<Record<string, SearchIndexLanguageStats>>;
  /** Things worth a look, e.g. a language without pages. */
  readonly warnings: readonly string[];
}

/**
 * Builds the Pagefind index of `pages` (and of `apiData`) as {@link buildSearchIndex} does, but keeps its
 * files in memory instead of writing them into a site folder: for a development server that serves them
 * under `/pagefind/`.
 *
 * @throws {SearchIndexError} naming the option field, the page or the API record behind each problem.
 * @example
 * const { files } = await searchIndexFiles({ locales: ['en'], pages: [{ url: '/', title: 'Home', content: 'Hello' }] });
 * files.get('pagefind.js'); // Uint8Array
 */
export async function searchIndexFiles(options: SearchIndexContentOptions): Promise<SearchIndexFiles> {
  const problems = checkIndexContentOptions(options as unknown as Record<string, unknown>);
  if (problems.length > 0) throw new SearchIndexError(problems);
  const pages = options.pages ?? [];
  const [defaultLanguage = 'en'] = options.locales;
  const records = apiRecords(options);
  const sources = { pages, defaultLanguage, records, pagefind: options.pagefind };
  return withFilledIndex(sources, async (index) => {
    const read = await index.getFiles();
    if (read.errors.length > 0) throw new SearchIndexError(read.errors.map((error) => `Pagefind: ${error}`));
    const files = new Map(read.files.map((file) => [file.path.split('\\').join('/'), file.content]));
    const entry = files.get('pagefind-entry.json');
    const languages = entry ? languageStats(new TextDecoder().decode(entry), records) : {};
    const pageLanguages = new Set(pages.map((page) => (page.language ?? defaultLanguage).toLowerCase()));
    return {
      files,
      pages: Object.values(languages).reduce((sum, language) => sum + language.pages, 0),
      records: records.length,
      bytes: [...files.values()].reduce((sum, content) => sum + content.byteLength, 0),
      languages,
      warnings: localesWithoutPages(options.locales, pageLanguages).map(
        (locale) => `${locale}: no page is in this language`,
      ),
    };
  });
}
