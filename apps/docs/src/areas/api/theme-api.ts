// Where the theme's own components' API is read from (collection `themeApi`): @lectern/theme-react's
// TypeScript, by @lectern/astro's API loader, with the theme's words for the props every component shares.
import type { ReactApiSource } from '@lectern/astro/loaders';

/** What the props every component shares mean, for those whose declaration has no JSDoc of its own. */
export const SHARED_PROP_DESCRIPTIONS: Readonly<Record<string, string>> = {
  labels: 'The interface texts, by key (`Labels`); a text left out is the English one.',
  currentPath: 'The address of the page being shown, to mark the links that lead to it.',
  className: 'A class name added to the root element.',
};

/** The theme package's entry and tsconfig, from the site's root, and its shared props' words. */
export const THEME_API_SOURCE: ReactApiSource = {
  entry: '../../packages/theme-react/src/index.ts',
  tsconfig: '../../packages/theme-react/tsconfig.json',
  sharedProps: SHARED_PROP_DESCRIPTIONS,
};
