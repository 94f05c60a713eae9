import { defineCollection } from 'astro:content';
import { apiLoader, docsLoader, releasesLoader } from '@lectern/astro/loaders';
import { GUIDE_ELEMENTS_SOURCE, GUIDE_VUE_SOURCE, LIBRARY_API_SOURCE } from './areas/api/library-api';

export const collections = {
  docs: defineCollection({ loader: docsLoader() }),
  /**
   * The API of the documented library's components, read from its TypeScript by the API loader
   * (`Alert` → `alert`); `<ApiTable of="alert" />` draws an entry's tables. The API reference guide's
   * Vue and Web Components examples are read beside it.
   */
  api: defineCollection({
    loader: apiLoader({
      base: false,
      react: LIBRARY_API_SOURCE,
      vue: GUIDE_VUE_SOURCE,
      customElements: GUIDE_ELEMENTS_SOURCE,
    }),
  }),
  /**
   * The published packages of this repository with their releases: each CHANGELOG.md and the pending
   * changesets, read on every build (`@lectern/astro`'s releases loader).
   */
  releases: defineCollection({ loader: releasesLoader({ root: '../..' }) }),
  /** The API of the theme's own components: the data @lectern/theme-react publishes, as any site reads it. */
  themeApi: defineCollection({
    loader: apiLoader({ base: false, published: { data: '@lectern/theme-react/api.json' } }),
  }),
};
