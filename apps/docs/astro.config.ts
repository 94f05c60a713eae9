import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { keepLayoutFieldForTheTheme } from './src/lib/page-layout-field';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'always',
  // The language picker arrives with the localized site; until then the root leads to English.
  redirects: { '/': '/en/' },
  markdown: {
    processor: satteri({ mdastPlugins: [keepLayoutFieldForTheTheme] }),
  },
  integrations: [react(), mdx()],
});
