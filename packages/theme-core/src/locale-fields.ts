import type { LocaleEntry } from './config/locale.js';
import type { NavItem } from './config/nav.js';

/** The settings a language's entry in `locales` can give in place of the site's shared ones. */
export type LocaleOwnField = 'nav' | 'banner' | 'ad' | 'footer';

/**
 * A setting as a language's pages use it: its locale entry's own when it has one, else the site's
 * shared one (whose site links get the language in front where they are drawn). The code is compared
 * without regard to case.
 *
 * @example ofLocale({ banner: news, locales: [{ locale: 'zh-CN', banner: 新闻, … }] }, 'zh-CN', 'banner') // 新闻
 */
export function ofLocale<Field extends LocaleOwnField>(
  theme: { readonly [Key in Field]?: LocaleEntry[Key] } & { locales?: readonly LocaleEntry[] | undefined },
  locale: string,
  field: Field,
): LocaleEntry[Field] {
  const entry = theme.locales?.find((candidate) => candidate.locale.toLowerCase() === locale.toLowerCase());
  return entry?.[field] ?? (theme[field] as LocaleEntry[Field]);
}

/**
 * The top menu of a language: its own `nav`, else the site's shared `nav` (see {@link ofLocale}).
 *
 * @example navOfLocale({ nav: [guide], locales: [{ locale: 'zh-CN', nav: [指南], … }] }, 'zh-CN') // [指南]
 */
export function navOfLocale(
  theme: { nav?: NavItem[] | undefined; locales?: readonly LocaleEntry[] | undefined },
  locale: string,
): NavItem[] {
  return [...(ofLocale(theme, locale, 'nav') ?? [])];
}
