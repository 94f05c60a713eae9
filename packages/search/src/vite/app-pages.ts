import { readSearchPages } from '../node/page-files';
import { SearchIndexError } from '../node/search-index-error';
import { checkSearchPages, type SearchPage } from '../node/search-pages';
import { shownValue } from '../node/shown-value';
import type { SearchIndexPluginOptions } from './search-index-plugin-options';

/**
 * The app's pages, from the `pages` option (calling it when it is a function) and the `files` option,
 * checked together: a problem names `pages[2]` (`pages()[2]` for the function's), or the source file.
 *
 * @throws {SearchIndexError} when the function throws, a file cannot be read, or a page is wrong.
 */
export async function loadAppPages(
  options: SearchIndexPluginOptions,
  root: string,
  locales: readonly string[],
): Promise<SearchPage[]> {
  const given = typeof options.pages === 'function' ? await called(options.pages) : (options.pages ?? []);
  const fromFiles = options.files ? await readSearchPages(options.files, root) : [];
  const listName = typeof options.pages === 'function' ? 'pages()' : 'pages';
  if (!Array.isArray(given)) {
    throw new SearchIndexError([
      `${listName}: expected a list of { url, title, content } (got ${shownValue(given)})`,
    ]);
  }
  const pages = [...given, ...fromFiles];
  const problems = checkSearchPages(pages, locales, listName);
  if (problems.length > 0) throw new SearchIndexError(problems);
  return pages;
}

async function called(pages: () => readonly SearchPage[] | Promise<readonly SearchPage[]>) {
  try {
    return await pages();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new SearchIndexError([`pages(): the function failed: ${message}`]);
  }
}
