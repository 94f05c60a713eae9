import { defaultLocales } from '@lectern/theme-core';
import { componentsSidebar } from './sidebar-components';

/** Where the site's sources live; the edit links and the GitHub icon lead here. */
export const repository = 'https://github.com/lectern-docs/lectern';

/**
 * The theme settings of this site, validated by the Lectern integration when the site builds: a wrong
 * value fails the build with the file, the field, what was expected and what was given. Links are written
 * without a language; every page prefixes its own.
 */
export const siteConfig = {
  siteTitle: 'Lectern',
  logo: { src: '/favicon.svg', alt: '', width: 24, height: 24 },
  nav: [
    { text: 'Guide', link: '/guide/introduction/', activeMatch: '^/[^/]+/guide/' },
    { text: 'Components', link: '/components/', activeMatch: '^/[^/]+/components/' },
    { text: 'Reference', link: '/reference/layouts/', activeMatch: '^/[^/]+/reference/' },
  ],
  sidebar: {
    '/guide/': [
      {
        text: 'Getting started',
        items: [
          { text: 'What is Lectern?', link: '/guide/introduction/' },
          { text: 'Getting started', link: '/guide/getting-started/' },
          { text: 'Installing in Astro', link: '/guide/installation-astro/' },
          { text: 'Installing in React', link: '/guide/installation-react/' },
        ],
      },
      {
        text: 'Features',
        items: [
          { text: 'Navigation', link: '/guide/navigation/' },
          { text: 'Outline', link: '/guide/outline/' },
          { text: 'Languages', link: '/guide/languages/' },
          { text: 'Theming', link: '/guide/theming/' },
          { text: 'Redirects', link: '/guide/redirects/' },
        ],
      },
      {
        // Closed on the other guide pages, open on its own: the sidebar's collapsible sections at work.
        text: 'Reference',
        collapsed: true,
        items: [{ text: 'Packages', link: '/guide/packages/' }],
      },
    ],
    '/components/': componentsSidebar,
    '/reference/': [
      {
        text: 'Reference',
        items: [
          { text: 'Layouts', link: '/reference/layouts/' },
          { text: 'Frontmatter', link: '/reference/frontmatter/' },
          { text: 'Markdown', link: '/reference/markdown/' },
        ],
      },
    ],
  },
  socialLinks: [{ icon: 'github', link: repository, ariaLabel: 'Lectern on GitHub' }],
  editLink: { pattern: `${repository}/edit/main/apps/docs/src/content/docs/:path` },
  footer: {
    message: 'Released under the MIT License.',
    copyright: 'Copyright © 2026 The Lectern authors',
  },
  outline: 2,
  appearance: true,
  search: { provider: '' },
  locales: defaultLocales,
};
