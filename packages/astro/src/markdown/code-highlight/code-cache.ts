import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Highlighted code blocks kept by key (a digest of everything the block's markup depends on). */
export interface CodeCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
}

/**
 * The folder of cached code blocks under Astro's `cacheDir` (`node_modules/.astro/` by default), kept
 * across builds: deleting it (or the whole `cacheDir`) only makes the next build highlight every block.
 */
export const CODE_CACHE_FOLDER = 'lectern-code';

/**
 * Highlighted code blocks kept on disk, one file per block in `folder` (by the first two characters of
 * its key, so no folder grows too long): written whole under another name and then renamed, so a build
 * running beside another (the dev server and a build) never reads half a file. A file that cannot be
 * read is a block to make again; one that cannot be written is not kept (the build goes on).
 *
 * @example const cache = codeCacheIn(path.join(cacheDir, CODE_CACHE_FOLDER));
 */
export function codeCacheIn(folder: string): CodeCache {
  const fileOf = (key: string) => path.join(folder, key.slice(0, 2), `${key}.json`);
  let written = 0;
  return {
    async get(key) {
      try {
        return await readFile(fileOf(key), 'utf8');
      } catch {
        return undefined;
      }
    },
    async set(key, value) {
      const file = fileOf(key);
      written += 1;
      const part = `${file}.${process.pid}.${written}.part`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(part, value);
        await rename(part, file);
      } catch {
        // A read-only or full disk: the block is made again next time.
      }
    },
  };
}
