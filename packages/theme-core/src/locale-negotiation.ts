import type { LocaleEntry } from './config/locale.js';
import { enabledLocales } from './locales.js';

// Which language to show a visitor who has not picked one on this page: what they chose before, else
// what their browser asks for.

/** The locale the site falls back to when nothing else applies. */
const FALLBACK_LOCALE = 'en';

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
