import { defineCollection } from 'astro:content';
import { docsLoader, releasesLoader } from '@lectern/astro/loaders';
import { componentApiSchema } from '@lectern/theme-core/config';
import { glob } from 'astro/loaders';
import { themeApiLoader } from './areas/api/theme-api-loader';

export const collections = {
  docs: defineCollection({ loader: docsLoader() }),
  /** The API data of the documented components, one JSON file each (`alert.json` → `alert`). */
  api: defineCollection({
    loader: glob({ pattern: '*.json', base: './src/content/api' }),
    schema: componentApiSchema,
  }),
  /**
   * The published packages of this repository with their releases: each CHANGELOG.md and the pending
   * changesets, read on every build (`@lectern/astro`'s releases loader).
   */
  releases: defineCollection({ loader: releasesLoader({ root: '../..' }) }),
  /** The API of the theme's own components, read from their TypeScript props by a docgen library. */
  themeApi: defineCollection({
    loader: themeApiLoader({ packageDir: '../../packages/theme-react', repositoryRoot: '../..' }),
  }),
};
