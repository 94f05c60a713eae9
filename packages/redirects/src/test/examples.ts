// Shared test data: the five legacy addresses of the Lectern site and a small set of languages.
import type { RedirectLocale } from '../types';

/** The five seed examples of the Lectern docs' redirect table. */
export const examples: Readonly<Record<string, string>> = {
  'components/dropdowns': '/components/menus',
  'quick-start': '/getting-started/installation',
  'components/datatables': '/components/data-tables/basics',
  'framework/theme': '/customization/theme',
  'about/sponsors-and-backers': '/introduction/sponsors-and-backers',
};

/** English (default), Simplified Chinese also reached as zh-Hans, Japanese disabled. */
export const locales: readonly RedirectLocale[] = [
  { locale: 'en', enabled: true },
  { locale: 'zh-CN', alternate: 'zh-Hans', enabled: true },
  { locale: 'ja', enabled: false },
];

/** The locale settings of the example site. */
export const site = { locales, defaultLocale: 'en' } as const;

/** The pages of the example site's build, each language under its prefix. */
export const sitePages: readonly string[] = ['en', 'zh-CN'].flatMap((code) =>
  ['/', ...Object.values(examples)].map((path) => `/${code}${path === '/' ? '/' : `${path}/`}`),
);
