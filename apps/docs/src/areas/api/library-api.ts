// Where the documented library's API is read from (collection `api`): its TypeScript, by @lectern/astro's
// API loader, the way a site documents its own component library.
import type { ReactApiSource } from '@lectern/astro/loaders';

/** The library's entry and the site's tsconfig, from the site's root. */
export const LIBRARY_API_SOURCE: ReactApiSource = {
  entry: './src/library/index.ts',
  tsconfig: './tsconfig.json',
};
