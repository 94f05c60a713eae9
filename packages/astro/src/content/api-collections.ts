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

/**
 * The collections noted in a cache folder, each with the versions its API data marks (JSDoc `@since`, for
 * the version lens): none when there is no file, or one this module did not write.
 */
function notedIn(cacheDir: string): Map<string, readonly string[]> {
  try {
    const noted: unknown = JSON.parse(readFileSync(path.join(cacheDir, API_COLLECTIONS_FILE), 'utf8'));
    if (typeof noted !== 'object' || noted === null || Array.isArray(noted)) return new Map();
    return new Map(
      Object.entries(noted).map(([name, versions]) => [
        name,
        Array.isArray(versions) ? versions.filter((version) => typeof version === 'string') : [],
      ]),
    );
  } catch {
    return new Map();
  }
}

/**
 * Notes that the API loader gave a collection its entries (`false`: none, as after the last entry went),
 * and the versions they mark.
 */
export function noteApiCollection(
  cacheDir: string,
  collection: string,
  hasEntries: boolean,
  versions: readonly string[] = [],
): void {
  const noted = notedIn(cacheDir);
  const before = serialized(noted);
  if (hasEntries) noted.set(collection, [...versions].sort());
  else noted.delete(collection);
  const after = serialized(noted);
  if (after === before) return;
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(path.join(cacheDir, API_COLLECTIONS_FILE), `${after}\n`);
}

/** The notes as the file keeps them: collections in order. */
function serialized(noted: ReadonlyMap<string, readonly string[]>): string {
  return JSON.stringify(Object.fromEntries([...noted.keys()].sort().map((name) => [name, noted.get(name)])));
}

/** Whether the API loader gave a collection entries in the site whose cache folder this is. */
export function hasApiCollection(cacheDir: string, collection: string): boolean {
  return notedIn(cacheDir).has(collection);
}

/**
 * The versions the API data of the given collections (default: every one noted) marks (JSDoc `@since`),
 * without repeats.
 */
export function apiCollectionVersions(cacheDir: string, collections?: readonly string[]): string[] {
  const noted = notedIn(cacheDir);
  return [
    ...new Set([...(collections ?? noted.keys())].flatMap((collection) => noted.get(collection) ?? [])),
  ];
}

/** Forgets every collection noted, before the content is synced again. */
export function forgetApiCollections(cacheDir: string): void {
  rmSync(path.join(cacheDir, API_COLLECTIONS_FILE), { force: true });
}
