import node from '@astrojs/node';
import { lectern } from '@lectern/astro';
import { defineConfig } from 'astro/config';
import { API_PAGES } from './src/areas/api/api-pages';
import { brandKitFiles } from './src/areas/brand/brand-kit-files';
import { dataFilesCheck } from './src/areas/data-files-check';
import { JOBS_FILE, readJobs } from './src/areas/jobs/jobs-data';
import { playgroundRuntime } from './src/areas/playground/playground-runtime';
import { readSponsors, SPONSORS_FILE } from './src/areas/sponsors/sponsors-data';
import { siteConfig } from './src/site-config';
import { DOCS_VERSIONS } from './src/site-versions';

// The browser tests build the site once more with sponsors and job listings of their own
// (e2e/fixture-site.mjs): LECTERN_DOCS_DATA names the folder of those data files, LECTERN_DOCS_PUBLIC the
// static files with their logos. The site itself shows only the entries of src/data/.
const testDataDir = process.env.LECTERN_DOCS_DATA;

export default defineConfig({
  // The address the site is published at: canonical addresses, hreflang links and the sitemap use it.
  site: process.env.SITE_URL ?? 'https://lectern.dev',
  publicDir: process.env.LECTERN_DOCS_PUBLIC ?? './public',
  // Pages are prerendered; only the login and settings routes run on demand, in scripts/serve.mjs.
  adapter: node({ mode: 'middleware' }),
  integrations: [
    // The data files of the site's areas, checked before any page is drawn.
    dataFilesCheck(
      [
        { file: SPONSORS_FILE, check: readSponsors },
        { file: JOBS_FILE, check: readJobs },
      ],
      { dir: testDataDir },
    ),
    // The playground's preview frame, built apart so the other pages' islands do not grow with it.
    playgroundRuntime({ entry: 'src/areas/playground/preview-entry.tsx' }),
    // The brand kit's logo files, drawn from the theme's tokens; listed before Lectern, whose link check
    // at the end of the build finds them written.
    brandKitFiles(),
    lectern({
      config: siteConfig,
      configFile: 'apps/docs/src/site-config.ts',
      redirects: 'redirects.json',
      translationGuide: '/introduction/help-translate/',
      markdownComponents: 'src/markdown-components.ts',
      // The API explorer and a page per component, of the documented library and of the theme.
      apiPages: API_PAGES,
      layouts: { releases: './src/layouts/Releases.astro' },
      // The live examples are the documented library's, shown as the site imports the package.
      examplesDir: '@lectern/demo-library/examples',
      // The site's components every page uses without importing them (Example, ApiTable and Badge are
      // the theme's own); the components of one area (sponsors, jobs, brand…) are imported where used.
      components: {
        ConfigReference: './src/components/ConfigReference.astro',
        Card: './src/components/Card.astro',
        CardGrid: './src/components/CardGrid.astro',
        CheatSheet: './src/components/CheatSheet.astro',
        WidePage: './src/components/WidePage.astro',
      },
      accounts: true,
      // The docs of the release before this one, archived from the repository's history: its content
      // folder as it was then (versions/0.1), built with today's theme under /0.1/.
      versions: DOCS_VERSIONS,
    }),
  ],
});
