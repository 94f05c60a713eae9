import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import { lectern } from '@lectern/astro';
import { defineConfig } from 'astro/config';
import { searchApiData } from './src/search-api';
import { siteConfig } from './src/site-config';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  // Pages are prerendered; only the login and settings routes run on demand, in scripts/serve.mjs.
  adapter: node({ mode: 'middleware' }),
  integrations: [
    lectern({
      config: siteConfig,
      configFile: 'apps/docs/src/site-config.ts',
      redirects: 'redirects.json',
      translationGuide: '/introduction/help-translate/',
      markdownComponents: 'src/markdown-components.ts',
      searchApi: searchApiData(fileURLToPath(new URL('.', import.meta.url))),
      layouts: { releases: './src/layouts/Releases.astro' },
      accounts: true,
    }),
  ],
});
