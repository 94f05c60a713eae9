// What the site announces: the banner above every page, the notifications menu of the navigation bar,
// and its own ad on doc pages. Links are written without a language; every
// page prefixes its own.

/** The announcement banner. Give a new announcement a new id, so that visitors who closed this one see it. */
export const banner = {
  id: 'lectern-0.1',
  text: 'Lectern 0.1 is out: five layouts, offline search and personal settings.',
  link: '/reference/releases/',
  linkText: 'Read the release notes',
};

/** The banner of the Chinese pages: the same announcement (the same id, so closing one closes both). */
export const bannerZh = {
  id: banner.id,
  text: 'Lectern 0.1 已发布：五种布局、离线搜索和个人设置。',
  link: banner.link,
  linkText: '阅读发布说明',
};

/** The site's own ad on doc pages, which subscribers may turn off. */
export const ad = {
  title: 'Sponsor Lectern',
  text: 'Put your company in front of every developer who reads these docs, and keep Lectern going.',
  link: '/sponsors/',
};

/** The ad of the Chinese doc pages. */
export const adZh = {
  title: '赞助 Lectern',
  text: '让阅读这份文档的每一位开发者看到你的公司，并帮助 Lectern 持续发展。',
  link: ad.link,
};

/** The notifications menu: news and releases, each with its own id (the visitor's read state keeps it). */
export const notifications = [
  {
    id: 'lectern-0.1',
    date: '2026-11-20',
    title: 'Lectern 0.1 is out',
    link: '/reference/releases/',
  },
  {
    id: 'offline-search',
    date: '2026-11-12',
    title: 'Search works offline, in every language',
    link: '/features/search/',
  },
  {
    id: 'chinese-pages',
    date: '2026-11-03',
    title: 'The guide now has Simplified Chinese pages',
    link: '/features/languages/',
  },
];
