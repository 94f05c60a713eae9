import { withBase } from './url-text';

/** The `Cache-Control` of a file whose address changes whenever its content does. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The first and last line of the headers this package writes into `_headers`. */
export const HEADERS_BLOCK_START = '# lectern: cache headers start (generated; do not edit)';
export const HEADERS_BLOCK_END = '# lectern: cache headers end';

/** A `vercel.json` `headers` entry. */
export interface VercelHeaders {
  source: string;
  headers: { key: string; value: string }[];
}

/** Checks folders given as `/_astro/`: site paths that start and end with `/`. */
function checkFolders(folders: readonly string[]): void {
  for (const folder of folders) {
    if (!/^\/(?:[^/*:?#\s]+\/)+$/.test(folder)) {
      throw new Error(`${JSON.stringify(folder)} is not a folder of the site, such as "/_astro/"`);
    }
  }
}

/**
 * The `_headers` block (Netlify, Cloudflare Pages) that lets browsers and caches keep the files of each
 * folder for a year without asking again: for folders whose files are named by their content, such as
 * Astro's `/_astro/` and Lectern's sidebar trees `/_lectern/sidebar/`. The block sits between
 * `HEADERS_BLOCK_START` and `HEADERS_BLOCK_END`.
 *
 * @example
 * netlifyCacheHeaders(['/_astro/'], { base: '/docs/' });
 * // '# lectern: cache headers start …\n/docs/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n# lectern: cache headers end\n'
 */
export function netlifyCacheHeaders(
  folders: readonly string[],
  { base = '/' }: { base?: string } = {},
): string {
  checkFolders(folders);
  const rules = folders.map(
    (folder) => `${withBase(base, folder)}*\n  Cache-Control: ${IMMUTABLE_CACHE_CONTROL}\n`,
  );
  return `${HEADERS_BLOCK_START}\n${rules.join('')}${HEADERS_BLOCK_END}\n`;
}

/**
 * The same as `vercel.json` `headers` entries.
 *
 * @example
 * vercelCacheHeaders(['/_astro/']);
 * // [{ source: '/_astro/(.*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }]
 */
export function vercelCacheHeaders(
  folders: readonly string[],
  { base = '/' }: { base?: string } = {},
): VercelHeaders[] {
  checkFolders(folders);
  return folders.map((folder) => ({
    source: `${withBase(base, folder)}(.*)`,
    headers: [{ key: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL }],
  }));
}
