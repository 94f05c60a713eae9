import type { PageLanguage } from '@lectern/accounts';
import { localeDirection, localeFromPath } from '@lectern/theme-core';
import type { SiteData } from '../site/site-data.js';
import { pageLabels } from './page-labels.js';

/**
 * The language of the pages the accounts draw themselves (the confirmation before linking a provider):
 * the language of the page the visitor goes back to afterwards (`/docs/zh-CN/guide/` under the base
 * `/docs/`), else the site's default one, with the site's interface texts for it.
 *
 * @example accountsPageLanguage(site, '/')('/ar/guide/') // { lang: 'ar', dir: 'rtl', labels: { … } }
 */
export function accountsPageLanguage(
  site: Pick<SiteData, 'theme' | 'locales' | 'defaultLocale'>,
  basePath: string,
): (returnTo: string) => PageLanguage {
  return (returnTo) => {
    const path = returnTo.startsWith(basePath) ? `/${returnTo.slice(basePath.length)}` : returnTo;
    const found = localeFromPath(path, site.locales).locale;
    const entry = found?.enabled
      ? found
      : site.locales.find((candidate) => candidate.locale === site.defaultLocale);
    const locale = entry?.locale ?? site.defaultLocale;
    return {
      lang: locale,
      dir: entry ? localeDirection(entry) : localeDirection(locale),
      labels: pageLabels(site.theme, locale),
    };
  };
}
