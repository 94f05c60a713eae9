import { type ApiSearchEntry, buildSearchIndex, SearchIndexError } from '@lectern/search/node';

interface WriteSearchIndexOptions {
  /** The built site's folder. */
  siteDir: string;
  /** The codes of the languages the site builds. */
  locales: readonly string[];
  /** The component API data to search as typed results. */
  apiData: readonly ApiSearchEntry[];
  logger: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

/**
 * Builds the offline search index of the built site (one per language, with the API records) into
 * `pagefind/`, logging what it holds and how long it took. Returns whether it could: a problem is reported, one line each,
 * naming the field or the built file.
 */
export async function writeSearchIndex({
  siteDir,
  locales,
  apiData,
  logger,
}: WriteSearchIndexOptions): Promise<boolean> {
  const started = performance.now();
  try {
    const stats = await buildSearchIndex({ siteDir, locales: [...locales], apiData: [...apiData] });
    const languages = Object.entries(stats.languages)
      .map(([language, counts]) => `${language} ${counts.pages} pages, ${counts.records} API records`)
      .join('; ');
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    logger.info(`search index: ${languages} (${Math.round(stats.bytes / 1024)} KB) in ${seconds} s`);
    for (const warning of stats.warnings) logger.warn(`search index: ${warning}`);
    return true;
  } catch (error) {
    if (error instanceof SearchIndexError) {
      logger.error(error.message);
      return false;
    }
    throw error;
  }
}
