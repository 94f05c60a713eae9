import { defaultLocales, defineLecternConfig } from '@lectern/astro';
import { componentsSidebar } from './catalogue.ts';
import { guideSidebar } from './sidebar-guide.ts';
import { ad, adZh, banner, bannerZh, notifications } from './site-announcements.ts';

/** The site footer. */
const footer = {
  message: 'Released under the MIT License.',
  copyright: 'Copyright © 2026 The Lectern authors',
};

/** The site footer of the Chinese pages. */
const footerZh = {
  message: '基于 MIT 许可证发布。',
  copyright: '版权所有 © 2026 Lectern 作者',
};

/** Where the site's sources live; the edit links and the GitHub icon lead here. */
export const repository = 'https://github.com/lectern-docs/lectern';

const guideSections = '^/[^/]+/(introduction|getting-started|features|customization)/';

/**
 * The top menu. Links are written without a language; every page prefixes its own. Five entries at most
 * fit beside the search button at 960 px, where the bar shows them all: the site's other areas share the
 * Resources menu.
 */
const nav = [
  { text: 'Guide', link: '/introduction/what-is-lectern/', activeMatch: guideSections },
  { text: 'Components', link: '/components/', activeMatch: '^/[^/]+/components/' },
  { text: 'API', link: '/api/', activeMatch: '^/[^/]+/api/' },
  { text: 'Reference', link: '/reference/configuration/', activeMatch: '^/[^/]+/reference/' },
  {
    text: 'Resources',
    items: [
      { text: 'Playground', link: '/playground/' },
      { text: 'Releases', link: '/reference/releases/' },
      { text: 'Brand kit', link: '/brand/' },
      { text: 'Sponsors', link: '/sponsors/' },
      { text: 'Jobs', link: '/jobs/' },
    ],
  },
];

/** The same menu for the Simplified Chinese pages. */
const navZh = [
  { text: '指南', link: '/introduction/what-is-lectern/', activeMatch: guideSections },
  { text: '组件', link: '/components/', activeMatch: '^/[^/]+/components/' },
  { text: 'API', link: '/api/', activeMatch: '^/[^/]+/api/' },
  { text: '参考', link: '/reference/configuration/', activeMatch: '^/[^/]+/reference/' },
  {
    text: '资源',
    items: [
      { text: '演练场', link: '/playground/' },
      { text: '版本发布', link: '/reference/releases/' },
      { text: '品牌资源', link: '/brand/' },
      { text: '赞助商', link: '/sponsors/' },
      { text: '招聘', link: '/jobs/' },
    ],
  },
];

/**
 * The theme settings of this site, validated by the Lectern integration when the site builds: a wrong
 * value fails the build with the file, the field, what was expected and what was given. Links are written
 * without a language; every page prefixes its own.
 */
export const siteConfig = defineLecternConfig({
  siteTitle: 'Lectern',
  logo: { src: '/favicon.svg', alt: '', width: 24, height: 24 },
  nav,
  sidebar: {
    '/introduction/': guideSidebar,
    '/getting-started/': guideSidebar,
    '/features/': guideSidebar,
    '/customization/': guideSidebar,
    '/components/': componentsSidebar,
    // Generated from the pages of src/content/docs/{locale}/reference/, in their `order`.
    '/reference/': [{ text: 'Reference', autogenerate: { directory: 'reference' } }],
  },
  socialLinks: [{ icon: 'github', link: repository, ariaLabel: 'Lectern on GitHub' }],
  // The browser's interface takes the brand colour on phones.
  head: [{ tag: 'meta', attrs: { name: 'theme-color', content: '#1867c0' } }],
  editLink: { pattern: `${repository}/edit/main/apps/docs/src/content/docs/:path` },
  footer,
  outline: 2,
  appearance: true,
  search: { provider: 'local' },
  banner,
  notifications,
  ad,
  // The Chinese pages get the menu, banner, ad and footer in Chinese; the other languages share the English ones.
  locales: defaultLocales.map((entry) =>
    entry.locale === 'zh-CN' ? { ...entry, nav: navZh, banner: bannerZh, ad: adZh, footer: footerZh } : entry,
  ),
});
