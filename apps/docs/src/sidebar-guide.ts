import type { SidebarItem } from '@lectern/theme-core';

/**
 * The sidebar of the guide — the introduction, getting-started, features and customization sections
 * share it, so a reader moving between them keeps one list. Links are written without a language;
 * every page prefixes its own.
 */
export const guideSidebar: SidebarItem[] = [
  {
    text: 'Introduction',
    items: [
      { text: 'What is Lectern?', link: '/introduction/what-is-lectern/' },
      { text: 'Sponsors and backers', link: '/introduction/sponsors-and-backers/' },
      { text: 'Help translate', link: '/introduction/help-translate/' },
    ],
  },
  {
    text: 'Getting started',
    items: [
      { text: 'Installation', link: '/getting-started/installation/' },
      { text: 'Installing in Astro', link: '/getting-started/astro/' },
      { text: 'Installing in React', link: '/getting-started/react/' },
    ],
  },
  {
    text: 'Features',
    items: [
      { text: 'Navigation', link: '/features/navigation/' },
      { text: 'Outline', link: '/features/outline/' },
      { text: 'Languages', link: '/features/languages/' },
      { text: 'Search', link: '/features/search/' },
      { text: 'Redirects', link: '/features/redirects/' },
      { text: 'Settings and login', link: '/features/settings-and-login/' },
      { text: 'Live examples', link: '/features/examples/' },
    ],
  },
  {
    // Closed on the other guide pages, open on its own: the sidebar's collapsible sections at work.
    text: 'Customization',
    collapsed: true,
    items: [{ text: 'Theme', link: '/customization/theme/' }],
  },
];

/**
 * The same sidebar for the Simplified Chinese pages, with the texts translated. A group keyed with a
 * language is used as written, so its links carry the language; a page not translated yet shows the
 * English text in the Chinese chrome.
 */
export const guideSidebarZh: SidebarItem[] = [
  {
    text: '介绍',
    items: [
      { text: 'Lectern 是什么？', link: '/zh-CN/introduction/what-is-lectern/' },
      { text: '赞助者与支持者', link: '/zh-CN/introduction/sponsors-and-backers/' },
      { text: '参与翻译', link: '/zh-CN/introduction/help-translate/' },
    ],
  },
  {
    text: '快速开始',
    items: [
      { text: '安装', link: '/zh-CN/getting-started/installation/' },
      { text: '在 Astro 中安装', link: '/zh-CN/getting-started/astro/' },
      { text: '在 React 中安装', link: '/zh-CN/getting-started/react/' },
    ],
  },
  {
    text: '功能',
    items: [
      { text: '导航', link: '/zh-CN/features/navigation/' },
      { text: '大纲', link: '/zh-CN/features/outline/' },
      { text: '多语言', link: '/zh-CN/features/languages/' },
      { text: '搜索', link: '/zh-CN/features/search/' },
      { text: '重定向', link: '/zh-CN/features/redirects/' },
      { text: '设置与登录', link: '/zh-CN/features/settings-and-login/' },
      { text: '在线示例', link: '/zh-CN/features/examples/' },
    ],
  },
  {
    text: '定制',
    collapsed: true,
    items: [{ text: '主题', link: '/zh-CN/customization/theme/' }],
  },
];
