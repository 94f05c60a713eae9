import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { keepLayoutFieldForTheTheme } from './src/lib/page-layout-field';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'always',
  markdown: {
    processor: satteri({ mdastPlugins: [keepLayoutFieldForTheTheme] }),
  },
  integrations: [react(), mdx()],
});
