import type { LocaleEntry } from './config/locale.js';
import { localeLink } from './locale-link.js';
import { enabledLocales, localeFromPath } from './locales.js';
import { withBase, withoutBase } from './site-base.js';

/** An item of the language menu. */
export interface LanguageMenuItem {
  /** The language's own name. */
  readonly title: string;
  /** The language's code. */
  readonly locale: string;
  /** The same page in that language. */
  readonly link: string;
  /** Whether this is the language of the current page. */
  readonly current: boolean;
}

/**
 * The items of the language menu: one per offered language, each linking to the current page in that
 * language — or, given `pageLocales` (the languages that have the page) and a language not among them, to
 * that language's home. The current page's language is marked; an address without a language marks none.
 * On a site under a base path (`/docs/`), the current address and the links are written under it.
 *
 * @example languageMenu('/zh-CN/guide/', defaultLocales)[0]
 * // { title: 'English', locale: 'en', link: '/en/guide/', current: false }
 * @example languageMenu('/docs/zh-CN/guide/', defaultLocales, { base: '/docs/' })[0].link // '/docs/en/guide/'
 */
export function languageMenu(
  currentPathname: string,
  locales: readonly LocaleEntry[],
  {
    base = '/',
    pageLocales,
  }: { base?: string | undefined; pageLocales?: readonly string[] | undefined } = {},
): LanguageMenuItem[] {
  const { locale: current, rest } = localeFromPath(withoutBase(currentPathname, base), locales);
  const hasPage = (code: string) =>
    pageLocales === undefined || pageLocales.some((other) => other.toLowerCase() === code.toLowerCase());
  return enabledLocales(locales).map((entry) => ({
    title: entry.title,
    locale: entry.locale,
    link: withBase(localeLink(entry.locale, hasPage(entry.locale) ? rest : '/'), base),
    current: entry === current,
  }));
}
