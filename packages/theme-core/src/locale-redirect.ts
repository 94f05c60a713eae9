import type { LocaleEntry } from './config/index.js';
import { preferredLocale } from './locale-negotiation.js';
import { localeFromPath } from './locales.js';

/** What decides where an address without a usable language leads. */
export interface LocaleRedirectOptions {
  /** The languages the site lists (enabled or not). */
  readonly locales: readonly LocaleEntry[];
  /** The language the visitor chose before, e.g. from storage. */
  readonly stored?: string | null | undefined;
  /** The browser's languages in order of preference (`navigator.languages`). */
  readonly languages?: readonly string[] | undefined;
}

/**
 * Where an address leads when it does not name an offered language, or `undefined` when it does (then it
 * is a page of that language, or that language's not-found page). The root `/` and any address without a
 * language lead to the same path in the visitor's preferred language; an alternate code leads to its
 * language (`/zh-Hans/x` → `/zh-CN/x`); a listed but disabled language leads to the preferred one.
 *
 * @example localeRedirectTarget('/zh-Hans/guide/', { locales: defaultLocales }) // '/zh-CN/guide/'
 * @example localeRedirectTarget('/guide/', { locales: defaultLocales, languages: ['zh-CN'] }) // '/zh-CN/guide/'
 */
export function localeRedirectTarget(pathname: string, options: LocaleRedirectOptions): string | undefined {
  const found = localeFromPath(pathname, options.locales);
  if (found.locale?.enabled && !found.viaAlternate) return undefined;
  if (found.locale?.enabled) return `/${found.locale.locale}${found.rest}`;
  const preferred = preferredLocale({
    stored: options.stored,
    acceptLanguage: options.languages?.join(','),
    locales: options.locales,
  });
  if (!preferred) return undefined;
  const rest = found.locale ? found.rest : pathname.startsWith('/') ? pathname : `/${pathname}`;
  return `/${preferred.locale}${rest}`;
}
