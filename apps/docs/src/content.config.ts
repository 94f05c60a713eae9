import { defineCollection } from 'astro:content';
import { apiLoader, docsLoader, releasesLoader } from '@lectern/astro/loaders';
import { THEME_API_SOURCE } from './areas/api/theme-api';

export const collections = {
  docs: defineCollection({ loader: docsLoader() }),
  /**
   * The API data of the documented components, one JSON file each (`alert.json` → `alert`), checked
   * against the theme's schema; `<ApiTable of="alert" />` draws an entry's tables.
   */
  api: defineCollection({ loader: apiLoader() }),
  /**
   * The published packages of this repository with their releases: each CHANGELOG.md and the pending
   * changesets, read on every build (`@lectern/astro`'s releases loader).
   */
  releases: defineCollection({ loader: releasesLoader({ root: '../..' }) }),
  /** The API of the theme's own components, read from their TypeScript by the API loader. */
  themeApi: defineCollection({ loader: apiLoader({ base: false, react: THEME_API_SOURCE }) }),
};
