import type { LocaleEntry } from './config/locale.js';
import type { NavItem } from './config/nav.js';
import { splitPathSuffix } from './link-parts.js';
import { localeLink } from './locale-link.js';
import { withBase, withoutBase } from './site-base.js';

/**
 * The languages the site lists: English, Simplified Chinese (also reached as `zh-Hans`) and the "Help
 * translate" entry are offered; Japanese, German, French, Russian and Korean are listed but disabled.
 */
export const defaultLocales: readonly LocaleEntry[] = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ Object.freeze({ title: 'English', locale: 'en', enabled: true }),
  /* @__PURE__ */ Object.freeze({ title: '简体中文', locale: 'zh-CN', alternate: 'zh-Hans', enabled: true }),
  /* @__PURE__ */ Object.freeze({ title: 'Help translate', locale: 'eo-UY', enabled: true }),
  /* @__PURE__ */ Object.freeze({ title: '日本語', locale: 'ja', enabled: false }),
  /* @__PURE__ */ Object.freeze({ title: 'Deutsch', locale: 'de', enabled: false }),
  /* @__PURE__ */ Object.freeze({ title: 'Français', locale: 'fr', enabled: false }),
  /* @__PURE__ */ Object.freeze({ title: 'Русский', locale: 'ru', enabled: false }),
  /* @__PURE__ */ Object.freeze({ title: '한국어', locale: 'ko', enabled: false }),
]);

/** Languages written right to left, by their primary subtag. */
const RTL_LANGUAGES = /* @__PURE__ */ new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ks',
  'ku',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
]);
/** Scripts written right to left, by their subtag: a language written in one of them is too. */
const RTL_SCRIPTS = /* @__PURE__ */ new Set(['Adlm', 'Arab', 'Hebr', 'Nkoo', 'Rohg', 'Syrc', 'Thaa']);

/**
 * The writing direction of a language: its entry's `dir`, else `rtl` for a language or script written
 * right to left (Arabic, Hebrew, Persian, Urdu, `pa-Arab`…), else `ltr`.
 *
 * @example localeDirection('ar') // 'rtl'
 * @example localeDirection({ title: 'Kurdî', locale: 'ku-Latn', enabled: true }) // 'ltr'
 */
export function localeDirection(locale: string | Pick<LocaleEntry, 'locale' | 'dir'>): 'ltr' | 'rtl' {
  const entry = typeof locale === 'string' ? { locale } : locale;
  if (entry.dir !== undefined) return entry.dir;
  const [language = '', ...subtags] = entry.locale.split('-');
  const script = subtags.find((subtag) => /^[A-Za-z]{4}$/.test(subtag));
  if (script !== undefined) {
    return RTL_SCRIPTS.has(script.charAt(0).toUpperCase() + script.slice(1).toLowerCase()) ? 'rtl' : 'ltr';
  }
  return RTL_LANGUAGES.has(language.toLowerCase()) ? 'rtl' : 'ltr';
}

/** The locale the site falls back to when nothing else applies. */
const FALLBACK_LOCALE = 'en';

/**
 * The languages that are offered, in their listed order.
 *
 * @example enabledLocales(defaultLocales).map((entry) => entry.locale) // ['en', 'zh-CN', 'eo-UY']
 */
export function enabledLocales(locales: readonly LocaleEntry[]): LocaleEntry[] {
  return locales.filter((entry) => entry.enabled);
}

/** What {@link localeFromPath} found at the start of an address. */
export interface LocaleInPath {
  /** The listed language the address starts with, if any. */
  readonly locale: LocaleEntry | undefined;
  /** The first segment as written in the address (e.g. `zh-Hans`), when it names a listed language. */
  readonly code: string | undefined;
  /** The rest of the address after the language, starting with `/`, with query and hash kept. */
  readonly rest: string;
  /** Whether the address used the language's alternate code rather than its own. */
  readonly viaAlternate: boolean;
  /** Whether the language found is offered (disabled languages are still recognised). */
  readonly enabled: boolean;
}

/**
 * Finds the language an address starts with. The code is matched without regard to case, an alternate
 * code leads to its language, and disabled languages are recognised too (see `enabled`).
 *
 * @example localeFromPath('/zh-Hans/guide', defaultLocales)
 * // { locale: { locale: 'zh-CN', … }, code: 'zh-Hans', rest: '/guide', viaAlternate: true, enabled: true }
 */
export function localeFromPath(pathname: string, locales: readonly LocaleEntry[]): LocaleInPath {
  const { pathname: path, suffix } = splitPathSuffix(pathname);
  const match = /^\/*([^/]+)(\/.*)?$/.exec(path);
  const segment = match?.[1];
  if (segment !== undefined) {
    const lower = segment.toLowerCase();
    const byCode = locales.find((entry) => entry.locale.toLowerCase() === lower);
    const entry = byCode ?? locales.find((candidate) => candidate.alternate?.toLowerCase() === lower);
    if (entry) {
      return {
        locale: entry,
        code: segment,
        rest: `${match?.[2] ?? '/'}${suffix}`,
        viaAlternate: byCode === undefined,
        enabled: entry.enabled,
      };
    }
  }
  const rest = `${path.startsWith('/') ? path : `/${path}`}${suffix}`;
  return { locale: undefined, code: undefined, rest, viaAlternate: false, enabled: false };
}

/** What {@link preferredLocale} chooses from. */
export interface PreferredLocaleOptions {
  /** The language the visitor chose before, e.g. read from storage. */
  readonly stored?: string | null | undefined;
  /** The browser's `Accept-Language` header, e.g. `zh-TW,zh;q=0.9,en;q=0.8`. */
  readonly acceptLanguage?: string | null | undefined;
  /** The languages the site lists. */
  readonly locales: readonly LocaleEntry[];
}

/**
 * Picks the language to show a visitor: the one they chose before if it is offered; else the best match
 * for their `Accept-Language` header (by q-value, then order; each language tag matches its exact code
 * first, then an alternate code, then a language it extends such as `en-US` → `en`, then any language
 * with the same primary subtag such as `zh-TW` → `zh-CN`); else English, or the first offered language.
 * Returns `undefined` only when no language is offered.
 *
 * @example preferredLocale({ acceptLanguage: 'zh-TW,en;q=0.5', locales: defaultLocales }) // zh-CN
 */
export function preferredLocale(options: PreferredLocaleOptions): LocaleEntry | undefined {
  const offered = enabledLocales(options.locales);
  const stored = options.stored?.trim().toLowerCase();
  if (stored) {
    const storedEntry = offered.find(
      (entry) => entry.locale.toLowerCase() === stored || entry.alternate?.toLowerCase() === stored,
    );
    if (storedEntry) return storedEntry;
  }
  for (const tag of parseAcceptLanguage(options.acceptLanguage ?? '')) {
    const match = bestMatch(tag, offered);
    if (match) return match;
  }
  return offered.find((entry) => entry.locale === FALLBACK_LOCALE) ?? offered[0];
}

/**
 * The language tags of an `Accept-Language` header, most wanted first: ordered by q-value, then by
 * position; tags with `q=0`, an invalid q-value or the wildcard `*` are left out.
 *
 * @example parseAcceptLanguage('fr;q=0.5, de, en;q=0.8') // ['de', 'en', 'fr']
 */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const qParameter = parameters.find((parameter) => /^q\s*=/i.test(parameter));
      const q = qParameter === undefined ? 1 : Number(qParameter.replace(/^q\s*=\s*/i, ''));
      return { tag, q, position };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0 && q <= 1)
    .sort((a, b) => b.q - a.q || a.position - b.position)
    .map(({ tag }) => tag);
}

/** The offered language that best matches one language tag, if any. */
function bestMatch(tag: string, offered: readonly LocaleEntry[]): LocaleEntry | undefined {
  const wanted = tag.toLowerCase();
  const primary = wanted.split('-')[0];
  const codes = (entry: LocaleEntry) => [entry.locale, entry.alternate].filter((code) => code !== undefined);
  const rules: ((entry: LocaleEntry) => boolean)[] = [
    (entry) => entry.locale.toLowerCase() === wanted,
    (entry) => entry.alternate?.toLowerCase() === wanted,
    (entry) => codes(entry).some((code) => wanted.startsWith(`${code.toLowerCase()}-`)),
    (entry) => codes(entry).some((code) => code.toLowerCase().split('-')[0] === primary),
  ];
  for (const rule of rules) {
    const entry = offered.find(rule);
    if (entry) return entry;
  }
  return undefined;
}

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
