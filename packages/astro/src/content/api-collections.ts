// Which content collections the API loader filled in this process, for the API pages' routes: they read
// a collection only when it is there, since Astro warns of every collection asked for that is not. The
// content sync and the pages' rendering run in the same process, each with its own copy of this module
// (the routes are bundled), so the names are kept on `globalThis` under a registered symbol.

const KEY = Symbol.for('@lectern/astro:api-collections');

function filled(): Set<string> {
  const holder = globalThis as { [KEY]?: Set<string> };
  holder[KEY] ??= new Set();
  return holder[KEY];
}

/** Notes that the API loader gave a collection its entries (`false`: none, as after the last entry went). */
export function noteApiCollection(collection: string, hasEntries: boolean): void {
  if (hasEntries) filled().add(collection);
  else filled().delete(collection);
}

/** Whether the API loader gave a collection entries in this process. */
export function hasApiCollection(collection: string): boolean {
  return filled().has(collection);
}
