import { readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { netlifyCacheHeaders, vercelCacheHeaders } from '../generate/cache-headers';
import { mergeHeadersFile, mergeVercelHeaders } from './merge-host-files';

/** Options of `writeCacheHeaders`. */
export interface WriteCacheHeadersOptions {
  /** The folders whose files are named by their content. @example ['/_astro/', '/_lectern/sidebar/'] */
  folders: readonly string[];
  /** The path the site is served from. Defaults to `'/'`. */
  base?: string;
}

/**
 * Writes into a built site's folder the headers that let browsers keep the files of `folders` for a year
 * (`Cache-Control: public, max-age=31536000, immutable`): a block in `_headers` (Netlify, Cloudflare
 * Pages; the site's own rules are kept after it) and entries in `vercel.json`'s `headers` (merged into the
 * file the site or the redirect outputs wrote). Checks both files before writing either.
 *
 * @returns The files written, relative to the site's folder.
 * @throws {Error} when `siteDir` is not a folder, or `vercel.json` cannot take the headers (naming why).
 *
 * @example
 * await writeCacheHeaders('dist', { folders: ['/_astro/', '/_lectern/sidebar/'], base: '/docs/' });
 * // ['_headers', 'vercel.json']
 */
export async function writeCacheHeaders(
  siteDir: string,
  { folders, base = '/' }: WriteCacheHeadersOptions,
): Promise<string[]> {
  const root = resolve(siteDir);
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) {
    throw new Error(`Cannot write the cache headers: ${siteDir} is not a folder`);
  }
  const read = (name: string) =>
    readFile(join(root, name), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  const headersFile = mergeHeadersFile(await read('_headers'), netlifyCacheHeaders(folders, { base }));
  const vercelText = await read('vercel.json');
  let vercel: object;
  try {
    vercel = mergeVercelHeaders(
      vercelText === undefined ? undefined : (JSON.parse(vercelText) as unknown),
      vercelCacheHeaders(folders, { base }),
    );
  } catch (error) {
    throw new Error(
      `Cannot write the cache headers into ${siteDir}: vercel.json cannot take them: ${(error as Error).message}`,
    );
  }
  await writeFile(join(root, '_headers'), headersFile);
  await writeFile(join(root, 'vercel.json'), `${JSON.stringify(vercel, null, 2)}\n`);
  return ['_headers', 'vercel.json'];
}
