// The theme's components' API, as the package publishes it (`@lectern/theme-react/api.json`, written by the
// build): read from the TypeScript of every component src/index.ts exports, with the theme's words for the
// props every component shares. Sites document the theme from that file (`apiLoader({ published })`).
import type { ReactApiSource } from '@lectern/component-api';

/** What the props every component shares mean, for those whose declaration has no JSDoc of its own. */
export const SHARED_PROP_DESCRIPTIONS: Readonly<Record<string, string>> = {
  labels: 'The interface texts, by key (`Labels`); a text left out is the English one.',
  currentPath: 'The address of the page being shown, to mark the links that lead to it.',
  className: 'A class name added to the root element.',
};

/** The package's entry and tsconfig, from the package's folder, and its shared props' words. */
export const THEME_API_SOURCE: ReactApiSource = {
  entry: 'src/index.ts',
  tsconfig: 'tsconfig.json',
  sharedProps: SHARED_PROP_DESCRIPTIONS,
};

/** The published file, from the package's folder. */
export const THEME_API_FILE = 'dist/api.json';
