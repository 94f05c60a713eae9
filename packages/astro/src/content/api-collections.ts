// Which content collections the API loader filled, for the API pages' routes: they read a collection only
// when it is there, since Astro warns of every collection asked for that is not. The content sync and the
// pages' rendering share nothing but the site's files, so the loader notes the collections in a file of
// the site's cache folder (`cacheDir`), which the routes read; two sites built in one process each have
// their own. The integration removes the file when it sets up, before the content is synced, so a
// collection taken out of the content config is not remembered.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file, in the site's cache folder. */
export const API_COLLECTIONS_FILE = 'lectern-api-collections.json';

/** The collections noted in a cache folder: none when there is no file, or one this module did not write. */
function notedIn(cacheDir: string): string[] {
  try {
    const names: unknown = JSON.parse(readFileSync(path.join(cacheDir, API_COLLECTIONS_FILE), 'utf8'));
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** Notes that the API loader gave a collection its entries (`false`: none, as after the last entry went). */
export function noteApiCollection(cacheDir: string, collection: string, hasEntries: boolean): void {
  const before = notedIn(cacheDir);
  const names = new Set(before);
  if (hasEntries) names.add(collection);
  else names.delete(collection);
  const after = [...names].sort();
  if (after.join('\n') === before.join('\n')) return;
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(path.join(cacheDir, API_COLLECTIONS_FILE), `${JSON.stringify(after)}\n`);
}

/** Whether the API loader gave a collection entries in the site whose cache folder this is. */
export function hasApiCollection(cacheDir: string, collection: string): boolean {
  return notedIn(cacheDir).includes(collection);
}

/** Forgets every collection noted, before the content is synced again. */
export function forgetApiCollections(cacheDir: string): void {
  rmSync(path.join(cacheDir, API_COLLECTIONS_FILE), { force: true });
}
