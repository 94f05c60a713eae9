import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleEntry } from '@lectern/theme-core';

const PAGE_EXTENSIONS = ['.md', '.mdx', '.mdoc'];

/**
 * Whether a built page belongs in the sitemap. Left out: the not-found pages, and the pages a language
 * shows in the default language because they are not translated yet (they carry `noindex`; the
 * original is listed under its own language). Pages outside the languages' folders are kept.
 *
 * @example
 * const include = sitemapFilter('/site/src/content/docs', locales, 'en');
 * include('https://lectern.dev/zh-CN/features/navigation/'); // false while zh-CN has no translation
 */
export function sitemapFilter(
  contentRoot: string,
  locales: readonly LocaleEntry[],
  defaultLocale: string,
): (page: string) => boolean {
  // Folders may be named in any case (`zh-cn`): find each language's folder as it is on disk.
  const folders = new Map<string, string>();
  const onDisk = existsSync(contentRoot) ? readdirSync(contentRoot) : [];
  for (const { locale } of locales) {
    const folder = onDisk.find((name) => name.toLowerCase() === locale.toLowerCase());
    if (folder !== undefined) folders.set(locale.toLowerCase(), folder);
  }
  const enabled = new Set(
    locales.filter((entry) => entry.enabled).map((entry) => entry.locale.toLowerCase()),
  );
  return (page) => {
    const path = new URL(page).pathname;
    if (/\/404\/?$/.test(path)) return false;
    const [first = '', ...rest] = path.split('/').filter(Boolean).map(decodeURIComponent);
    const locale = first.toLowerCase();
    if (!enabled.has(locale) || locale === defaultLocale.toLowerCase()) return true;
    const folder = folders.get(locale);
    if (folder === undefined) return false;
    const slug = rest.join('/');
    const candidates = slug === '' ? ['index'] : [slug, `${slug}/index`];
    return candidates.some((name) =>
      PAGE_EXTENSIONS.some((extension) => existsSync(join(contentRoot, folder, `${name}${extension}`))),
    );
  };
}
