import { withoutBase } from '@lectern/theme-core';
import { IN_CONTEXT_LOCALE } from '../page-data/page-labels.js';

/**
 * Whether a built page belongs in the sitemap: every page of every language, the pages shown in the
 * default language while they are not translated included (they are the language's pages, with its menu
 * and chrome), except the not-found pages, the in-context translation mode (`eo-UY`, whose pages show
 * message keys) and each visitor's own dashboard. `base` is the site's base path, as Astro's `base`.
 *
 * @example
 * const include = sitemapFilter({ base: '/' });
 * include('https://lectern.dev/zh-CN/features/navigation/'); // true
 * include('https://lectern.dev/eo-UY/features/navigation/'); // false
 */
export function sitemapFilter({ base = '/' }: { base?: string } = {}): (page: string) => boolean {
  return (page) => {
    const path = withoutBase(new URL(page).pathname, base);
    if (/\/404\/?$/.test(path)) return false;
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (segments[0]?.toLowerCase() === IN_CONTEXT_LOCALE.toLowerCase()) return false;
    return !(segments[1] === 'user' && segments[2] === 'dashboard');
  };
}
