import { createLocalePrefixes, type LocalePrefixOptions } from './locale-prefixes';
import { splitFirstSegment, splitUrl, toPathKey } from './path-key';
import { invalidTableError } from './redirect-table-error';
import { type TrailingSlash, toSitePath } from './site-path';
import type { RedirectTableInput } from './types';
import { validateRedirects } from './validate-redirects';

/** The languages of the site, where addresses without one lead, and how the site writes its addresses. */
export interface RedirectResolverOptions extends LocalePrefixOptions {
  /**
   * How the site's pages end, so that a redirect leads straight to a page instead of to a second
   * redirect: `'always'` adds a trailing slash to every location whose last segment is not a file
   * name (a Lectern site's pages are `/en/guide/intro/`), `'never'` removes it, `'ignore'` keeps the
   * target as the table writes it. Defaults to `'always'`.
   * @example 'never'
   */
  trailingSlash?: TrailingSlash | undefined;
}

/** A permanent redirect to answer with. */
export interface RedirectMatch {
  /** The path to redirect to, with locale prefix, query and hash. @example '/zh-CN/components/menus?tab=api' */
  location: string;
  status: 301;
}

/** One address a resolver answers and where it leads when the request brings no preferred locale. */
export interface RedirectAddress {
  /** The old address: a path without trailing slash, query or hash, percent-escapes decoded. @example '/zh-Hans/quick-start' */
  from: string;
  /** The path it leads to, with locale prefix, in the site's trailing-slash form. @example '/zh-CN/getting-started/installation/' */
  location: string;
  /** The old path itself, without the locale code. @example '/quick-start' */
  path: string;
  /** The locale code the address starts with, if any (an alternate or disabled one too). @example 'zh-Hans' */
  locale?: string | undefined;
}

/** Per-request settings of `resolve`. */
export interface ResolveOptions {
  /**
   * The visitor's language (a code or alternate code), used instead of the resolver's `preferredLocale`
   * for addresses without an enabled locale. Ignored when it is not an enabled locale.
   * @example 'zh-CN'
   */
  preferredLocale?: string;
}

/** Answers requests for legacy addresses. */
export interface RedirectResolver {
  /**
   * The redirect for a path or an absolute URL, or `undefined` when it is not a legacy address.
   *
   * @example resolver.resolve('/zh-Hans/quick-start?x=1') // { location: '/zh-CN/getting-started/installation/?x=1', status: 301 }
   */
  resolve(urlOrPath: string, options?: ResolveOptions): RedirectMatch | undefined;
  /**
   * Every address the resolver answers, each once and without trailing slash, and where it leads
   * without a preferred locale of the request: per entry in table order, the old path without locale
   * and then under each locale code in listed order (alternates and disabled locales included). What
   * the generators of host rules and static pages write.
   *
   * @example resolver.listAddresses()
   * // [{ from: '/quick-start', location: '/en/getting-started/installation/' },
   * //  { from: '/en/quick-start', location: '/en/getting-started/installation/' }, …]
   */
  listAddresses(): RedirectAddress[];
}

/**
 * Builds a resolver for a redirect table: the table is validated and indexed once, after which every
 * `resolve` is a constant-time lookup.
 *
 * Each old path answers both `/{old-path}` and `/{locale}/{old-path}` for every known locale code,
 * enabled or disabled, primary or alternate, with or without a trailing slash. The location is the
 * target with a locale prefix: the named locale's code when it is enabled (an alternate leads to its
 * primary code), otherwise the preferred locale's. With `prefixDefaultLocale: false` the default
 * locale has no prefix. The location ends with a slash, as a Lectern site's pages do, unless its last
 * segment names a file (`trailingSlash` changes that). The query and the hash of the request are kept.
 * Paths are case-sensitive.
 *
 * Chains are collapsed (A → B → C answers A with C). Throws a `RedirectTableError` when the table has
 * errors (see `validateRedirects`) and an `Error` when the locale options are inconsistent.
 *
 * @example
 * const resolver = createRedirectResolver(
 *   { 'quick-start': '/getting-started/installation' },
 *   { locales: [{ locale: 'en', enabled: true }, { locale: 'zh-CN', alternate: 'zh-Hans', enabled: true }], defaultLocale: 'en' },
 * );
 * resolver.resolve('/quick-start'); // { location: '/en/getting-started/installation/', status: 301 }
 * resolver.resolve('/zh-Hans/quick-start/#top'); // { location: '/zh-CN/getting-started/installation/#top', status: 301 }
 * resolver.resolve('/getting-started/installation'); // undefined
 */
export function createRedirectResolver(
  table: RedirectTableInput,
  options: RedirectResolverOptions,
): RedirectResolver {
  const prefixes = createLocalePrefixes(options);
  const trailingSlash = options.trailingSlash ?? 'always';
  const { errors, table: collapsed } = validateRedirects(table, { locales: options.locales });
  if (errors.length > 0) throw invalidTableError(errors);
  const targets = new Map<string, string>();
  for (const entry of collapsed) targets.set(toPathKey(entry.from), entry.to);

  return {
    resolve(urlOrPath, resolveOptions) {
      const { path, suffix } = splitUrl(urlOrPath);
      const key = toPathKey(path);
      let locale: string | undefined;
      let target = targets.get(key);
      if (target === undefined) {
        const [first, rest] = splitFirstSegment(key);
        if (rest === '' || !prefixes.isLocale(first)) return undefined;
        target = targets.get(rest);
        if (target === undefined) return undefined;
        locale = first;
      }
      const prefix = prefixes.prefixFor(locale, resolveOptions?.preferredLocale);
      const location = toSitePath(`${prefix}${target}`, trailingSlash);
      // An entry to its own address never sends its page to itself (see `validateRedirects`).
      if (toPathKey(location) === key) return undefined;
      return { location: `${location}${suffix}`, status: 301 };
    },
    listAddresses() {
      const addresses: RedirectAddress[] = [];
      const locationOf = (code: string | undefined, target: string) =>
        toSitePath(`${prefixes.prefixFor(code)}${target}`, trailingSlash);
      const add = (address: RedirectAddress) => {
        if (toPathKey(address.location) !== toPathKey(address.from)) addresses.push(address);
      };
      for (const [key, target] of targets) {
        const path = `/${key}`;
        add({ from: path, location: locationOf(undefined, target), path });
        for (const code of prefixes.codes) {
          add({ from: `/${code}${path}`, location: locationOf(code, target), path, locale: code });
        }
      }
      return addresses;
    },
  };
}
