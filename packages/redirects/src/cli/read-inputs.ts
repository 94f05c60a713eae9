import { access, readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { RedirectSiteOptions } from '../generate/redirect-addresses';
import { findSitePages } from '../node/find-site-pages';
import { parseRedirectTable } from '../parse-redirect-table';
import type { RedirectEntry } from '../types';
import { parseLocalesFile } from './parse-locales-file';
import { UsageError } from './usage';

/** The default table file, looked up in the current folder. */
export const DEFAULT_TABLE_FILE = 'redirects.json';

/** Where the command reads from, as the user named it. */
export interface InputPaths {
  siteDir: string;
  table?: string | undefined;
  locales?: string | undefined;
}

/** Everything a command needs, read and parsed. */
export interface CliInputs {
  /** The table file as the user named it (or the default). */
  tableFile: string;
  entries: RedirectEntry[];
  /** The site's languages; empty without a locales file. */
  siteOptions: RedirectSiteOptions;
  /** The built site's folder, absolute. */
  sitePath: string;
  pages: string[];
}

async function readText(cwd: string, file: string, what: string): Promise<string> {
  try {
    return await readFile(resolve(cwd, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : String(code);
    throw new UsageError(`cannot read the ${what} ${file}: ${reason}`);
  }
}

async function tableFileOf(cwd: string, table: string | undefined): Promise<string> {
  if (table !== undefined) return table;
  const found = await access(resolve(cwd, DEFAULT_TABLE_FILE)).then(
    () => true,
    () => false,
  );
  if (!found) {
    throw new UsageError(`no redirect table: pass --table <file>, or run where ${DEFAULT_TABLE_FILE} is`);
  }
  return DEFAULT_TABLE_FILE;
}

/**
 * Reads the inputs of `check` and `write`: the site's folder (a `UsageError` when it is not one), the
 * table file (a `UsageError` when it cannot be read, a `RedirectTableError` when it is not a table), the
 * locales file (an `Error` when it is wrong) and the pages of the site.
 *
 * @example await readInputs({ siteDir: 'dist', table: 'redirects.json' }, process.cwd())
 */
export async function readInputs(paths: InputPaths, cwd: string): Promise<CliInputs> {
  const sitePath = resolve(cwd, paths.siteDir);
  const folder = await stat(sitePath).catch(() => undefined);
  if (!folder?.isDirectory()) throw new UsageError(`${paths.siteDir} is not a folder`);
  const tableFile = await tableFileOf(cwd, paths.table);
  const tableText = await readText(cwd, tableFile, 'redirect table');
  const localesText =
    paths.locales === undefined ? undefined : await readText(cwd, paths.locales, 'locales file');
  const entries = parseRedirectTable(tableText, { file: tableFile });
  const siteOptions =
    paths.locales === undefined || localesText === undefined
      ? {}
      : parseLocalesFile(localesText, paths.locales);
  return { tableFile, entries, siteOptions, sitePath, pages: await findSitePages(sitePath) };
}
