import type { LocaleEntry } from './config/locale.js';
import { splitPathSuffix } from './link-parts.js';

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
