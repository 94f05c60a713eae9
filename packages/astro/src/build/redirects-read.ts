import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRedirectResolver, parseRedirectTable, type RedirectResolver } from '@lectern/redirects';
import type { LocaleEntry } from '@lectern/theme-core';

/** Where a site's redirect table is, and the languages its old addresses are read in. */
export interface RedirectTableSource {
  /** The site's root folder. */
  root: string;
  /** The table file, relative to the root. */
  table: string;
  locales: readonly LocaleEntry[];
  defaultLocale: string;
  /** The site's base path (Astro's `base`): the old addresses and their targets are under it. Default: `/`. */
  base?: string | undefined;
}

/**
 * The resolver of a site's redirect table, read from its file.
 *
 * @throws {import('@lectern/redirects').RedirectTableError} for a table with errors, one line per problem.
 */
export function readRedirectResolver({
  root,
  table,
  locales,
  defaultLocale,
}: RedirectTableSource): RedirectResolver {
  const entries = parseRedirectTable(readFileSync(resolve(root, table), 'utf8'), { file: table });
  return createRedirectResolver(entries, { locales, defaultLocale });
}

/**
 * Whether the site's redirect table sends an address (without the base) elsewhere. A table that cannot
 * be read sends nothing here: the build reports its errors when it writes the redirects.
 */
export function redirectedAddresses(
  source: Omit<RedirectTableSource, 'table'> & { table?: string | undefined },
): (path: string) => boolean {
  if (source.table === undefined) return () => false;
  try {
    const resolver = readRedirectResolver({ ...source, table: source.table });
    return (path) => resolver.resolve(path) !== undefined;
  } catch {
    return () => false;
  }
}
