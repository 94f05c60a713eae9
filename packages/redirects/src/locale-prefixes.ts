import type { RedirectLocale } from './types';

/** How the resolver maps a request's first path segment and a preferred locale to a locale prefix. */
export interface LocalePrefixOptions {
  /** Every language the site knows, enabled or not, with its alternate code. */
  locales: readonly RedirectLocale[];
  /** The site's default language; must be enabled. @example 'en' */
  defaultLocale: string;
  /**
   * Where an address without a locale, or with a disabled one, leads. A code or alternate code of an
   * enabled locale. Defaults to `defaultLocale`.
   * @example 'zh-CN'
   */
  preferredLocale?: string;
  /**
   * Whether addresses in the default language start with its code too (`/en/…`), as they do on a Lectern
   * site. When `false`, they have no prefix. Defaults to `true`.
   */
  prefixDefaultLocale?: boolean;
}

/** The answers the resolver needs about locales, computed once. */
export interface LocalePrefixes {
  /** Every code that names a locale, enabled or not, primary or alternate, in listed order. */
  codes: readonly string[];
  /** Whether the first path segment names a locale (a code or an alternate, enabled or not). */
  isLocale(segment: string): boolean;
  /** The prefix for an address that named `segment` (a known locale), given the preferred locale. */
  prefixFor(segment: string | undefined, preferredLocale?: string): string;
}

/**
 * Indexes the site's locales for the resolver and checks them: codes must be unique, `defaultLocale`
 * and `preferredLocale` must be enabled. Throws an `Error` listing every problem.
 *
 * @example
 * const prefixes = createLocalePrefixes({ locales: [{ locale: 'en', enabled: true }], defaultLocale: 'en' });
 * prefixes.prefixFor(undefined); // '/en'
 */
export function createLocalePrefixes(options: LocalePrefixOptions): LocalePrefixes {
  const { locales, defaultLocale, prefixDefaultLocale = true } = options;
  const problems: string[] = [];
  /** Code or alternate → the enabled code it leads to, or `undefined` for a disabled locale. */
  const targets = new Map<string, string | undefined>();
  for (const locale of locales) {
    for (const code of locale.alternate ? [locale.locale, locale.alternate] : [locale.locale]) {
      if (code === '' || code.includes('/')) problems.push(`locale code "${code}" must be one path segment`);
      else if (targets.has(code)) problems.push(`locale code "${code}" is listed twice`);
      targets.set(code, locale.enabled ? locale.locale : undefined);
    }
  }
  const enabledCode = (code: string | undefined) => (code === undefined ? undefined : targets.get(code));
  if (enabledCode(defaultLocale) !== defaultLocale) {
    problems.push(`defaultLocale "${defaultLocale}" is not the code of an enabled locale`);
  }
  const preferred = enabledCode(options.preferredLocale ?? defaultLocale);
  if (options.preferredLocale !== undefined && preferred === undefined) {
    problems.push(`preferredLocale "${options.preferredLocale}" is not an enabled locale`);
  }
  if (problems.length > 0)
    throw new Error(`Invalid redirect locale options:\n${problems.map((p) => `  ${p}`).join('\n')}`);

  const prefixes = new Map<string, string>();
  for (const code of new Set(targets.values())) {
    if (code !== undefined)
      prefixes.set(code, code === defaultLocale && !prefixDefaultLocale ? '' : `/${code}`);
  }
  const fallback = preferred ?? defaultLocale;
  return {
    codes: [...targets.keys()],
    isLocale: (segment) => targets.has(segment),
    prefixFor: (segment, preferredLocale) => {
      const code = enabledCode(segment) ?? enabledCode(preferredLocale) ?? fallback;
      return prefixes.get(code) ?? '';
    },
  };
}
