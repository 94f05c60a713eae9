// A second site built by the browser tests (e2e/options-site.mjs): served under a base path, with every
// site option of the theme in use — favicon, head tags, a right-to-left language, sidebar badges,
// translations and slugs, pages hidden from the generated sidebar, a draft, an edit link of its own,
// redirects, a sidebar drawn by branch — so that the tests can check each where a reader meets it.
import { lectern } from '@lectern/astro';
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: 'https://options.example',
  base: '/docs/',
  outDir: process.env.OPTIONS_SITE_OUT ?? './dist',
  integrations: [
    lectern({
      config: {
        siteTitle: 'Options',
        logo: { src: '/brand.svg', alt: '', width: 24, height: 24 },
        favicon: '/brand.svg',
        head: [
          { tag: 'meta', attrs: { name: 'theme-color', content: '#1867c0' } },
          ['meta', { name: 'description', content: 'Every option of the theme, in one small site.' }],
        ],
        nav: [{ text: 'Guide', link: '/guide/', activeMatch: '^/[^/]+/guide/' }],
        sidebar: {
          '/guide/': [
            {
              text: 'Guide',
              translations: { ar: 'الدليل' },
              items: [
                { slug: 'guide' },
                { slug: 'guide/install', badge: 'New' },
                { slug: 'guide/draft' },
                { text: 'More', translations: { ar: 'المزيد' }, autogenerate: { directory: 'guide/more' } },
              ],
            },
          ],
        },
        // Drawn by branch (more links than this): pages carry their own part, the rest loads from the tree.
        sidebarInlineLinks: 2,
        editLink: { pattern: 'https://example.com/options/edit/:path' },
        locales: [
          { title: 'English', locale: 'en', enabled: true },
          { title: 'العربية', locale: 'ar', enabled: true },
        ],
      },
      redirects: 'redirects.json',
    }),
  ],
});
