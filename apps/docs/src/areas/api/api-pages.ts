// The site's API pages and explorer, made by @lectern/astro (`lectern({ apiPages })`): the documented
// library's components at `/{locale}/api/alert/`, listed first, and the theme's own at
// `/{locale}/api/theme-nav-bar/` (the library has a Footer too), each page linking its source file in
// the repository.
import type { ApiPagesOptions } from '@lectern/astro';
import { repository } from '../../site-config';
import { GUIDE_EXAMPLES_FOLDER } from './library-api';

export const API_PAGES: ApiPagesOptions = {
  sets: [
    {
      collection: 'api',
      title: 'Documented components',
      label: 'Documented',
      description: 'The components of the library these pages document, read from their TypeScript props.',
      importFrom: '@lectern/demo-library',
      // The API reference guide's Vue and Web Components examples are not components of the library.
      exclude: [GUIDE_EXAMPLES_FOLDER],
    },
    {
      collection: 'themeApi',
      prefix: 'theme-',
      title: 'Theme components',
      label: 'Theme',
      description: 'The public components of `@lectern/theme-react`, read from their TypeScript props.',
      importFrom: '@lectern/theme-react',
    },
  ],
  sourceLink: `${repository}/blob/main/:path`,
  sourceRoot: '../..',
};
