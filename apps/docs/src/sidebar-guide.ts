import type { LecternUserConfig } from '@lectern/astro';

/**
 * The sidebar of the guide — the introduction, getting-started, features and customization sections
 * share it, so a reader moving between them keeps one list. One sidebar serves every language: each page
 * is named by its `slug` (the item links to it in the reader's language, titled by the page), and the
 * Chinese texts are the items' `translations`, so a page not translated yet is still listed in Chinese.
 */
export const guideSidebar: LecternUserConfig.SidebarItem[] = [
  {
    text: 'Introduction',
    translations: { 'zh-CN': '介绍' },
    items: [
      { slug: 'introduction/what-is-lectern', translations: { 'zh-CN': 'Lectern 是什么？' } },
      { slug: 'introduction/sponsors-and-backers', translations: { 'zh-CN': '赞助者与支持者' } },
      { slug: 'introduction/help-translate', translations: { 'zh-CN': '参与翻译' } },
    ],
  },
  {
    text: 'Getting started',
    translations: { 'zh-CN': '快速开始' },
    items: [
      { slug: 'getting-started/installation', translations: { 'zh-CN': '安装' } },
      { slug: 'getting-started/astro', translations: { 'zh-CN': '在 Astro 中安装' } },
      { slug: 'getting-started/react', translations: { 'zh-CN': '在 React 中安装' } },
      {
        slug: 'getting-started/moving-from-another-tool',
        translations: { 'zh-CN': '从其他文档工具迁移' },
      },
    ],
  },
  {
    text: 'Features',
    translations: { 'zh-CN': '功能' },
    items: [
      { slug: 'features/navigation', translations: { 'zh-CN': '导航' } },
      { slug: 'features/outline', translations: { 'zh-CN': '大纲' } },
      { slug: 'features/languages', translations: { 'zh-CN': '多语言' } },
      { slug: 'features/search', translations: { 'zh-CN': '搜索' } },
      { slug: 'features/redirects', translations: { 'zh-CN': '重定向' } },
      { slug: 'features/versions', badge: 'New', translations: { 'zh-CN': '版本' } },
      { slug: 'features/settings-and-login', translations: { 'zh-CN': '设置与登录' } },
      { slug: 'features/examples', translations: { 'zh-CN': '在线示例' } },
      { slug: 'features/components', translations: { 'zh-CN': '页面中的组件' } },
      { slug: 'features/api-reference', badge: 'New', translations: { 'zh-CN': 'API 参考' } },
      { slug: 'features/publishing', badge: 'New', translations: { 'zh-CN': '发布' } },
    ],
  },
  {
    // Closed on the other guide pages, open on its own: the sidebar's collapsible sections at work.
    text: 'Customization',
    translations: { 'zh-CN': '定制' },
    collapsed: true,
    items: [{ text: 'Theme', slug: 'customization/theme', translations: { 'zh-CN': '主题' } }],
  },
];
