import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  createRedirectMiddleware,
  type RedirectMiddleware,
  runRedirectCommand,
} from '@lectern/redirects/node';
import { withBase, withoutBase } from '@lectern/theme-core';
import { type RedirectTableSource, readRedirectResolver } from './redirects-read.js';

/**
 * The dev server's middleware answering the table's old addresses with `301`, or the error that keeps
 * the table from being read (the dev server goes on without redirects and says why).
 */
export function redirectMiddleware({
  root,
  table,
  locales,
  defaultLocale,
  base = '/',
}: RedirectTableSource): RedirectMiddleware | Error {
  try {
    const resolver = readRedirectResolver({ root, table, locales, defaultLocale });
    // The table is written from the site's root; under a base path, addresses outside it are not the site's.
    return createRedirectMiddleware({
      resolve(url) {
        const path = withoutBase(url, base);
        if (path === url && withBase('/', base) !== '/') return undefined;
        const match = resolver.resolve(path);
        return match && { ...match, location: withBase(match.location, base) };
      },
    });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

interface WriteRedirectsOptions extends RedirectTableSource {
  /** The built site's folder. */
  siteDir: string;
  /** The site's address, for the canonical links of the redirect pages. */
  site?: string | undefined;
  logger: { info(message: string): void; error(message: string): void };
}

/**
 * Runs `lectern-redirects write` on the built site: checks the table against the site's pages (every
 * problem reported with the entries involved), then writes the redirect pages and the host files.
 * Returns whether the table had no errors; with errors nothing is written.
 */
export async function writeRedirects({
  root,
  table,
  siteDir,
  locales,
  defaultLocale,
  site,
  base,
  logger,
}: WriteRedirectsOptions): Promise<boolean> {
  const folder = await mkdtemp(join(tmpdir(), 'lectern-redirects-'));
  try {
    const localesFile = join(folder, 'locales.json');
    await writeFile(localesFile, JSON.stringify({ locales, defaultLocale }));
    const argv = ['write', relative(root, siteDir) || '.', '--table', table, '--locales', localesFile];
    if (site !== undefined) argv.push('--site', site);
    if (base !== undefined && base !== '/') argv.push('--base', base);
    const status = await runRedirectCommand(argv, {
      stdout: (text) => logger.info(text.trimEnd()),
      stderr: (text) => logger.error(text.trimEnd()),
      cwd: root,
    });
    return status === 0;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
