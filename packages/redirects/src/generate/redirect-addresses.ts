import {
  createRedirectResolver,
  type RedirectAddress,
  type RedirectResolver,
  type RedirectResolverOptions,
} from '../create-redirect-resolver';
import { toPathKey } from '../path-key';
import { invalidTableError } from '../redirect-table-error';
import { toSitePath } from '../site-path';
import type { RedirectTableInput } from '../types';
import { validateRedirects } from '../validate-redirects';

/** What the generators read: a resolver, or the redirect table itself. */
export type RedirectSource = RedirectResolver | RedirectTableInput;

/**
 * The languages of the site, used when a generator is given a table rather than a resolver; the same
 * settings as `createRedirectResolver`'s. Without `locales` (or with an empty list), the site has one
 * language and no locale prefixes: each old path leads straight to its target.
 */
export interface RedirectSiteOptions extends Partial<RedirectResolverOptions> {}

function isResolver(source: RedirectSource): source is RedirectResolver {
  return typeof (source as Partial<RedirectResolver>).resolve === 'function';
}

/**
 * Every old address a site answers and where it leads when the request brings no preferred locale, as
 * the resolver decides (see `RedirectResolver.listAddresses`). A table is validated first; one with
 * errors throws a `RedirectTableError` listing them, like `createRedirectResolver`.
 *
 * @example
 * listRedirectAddresses({ 'quick-start': '/getting-started/installation' }, {
 *   locales: [{ locale: 'en', enabled: true }],
 *   defaultLocale: 'en',
 * });
 * // [{ from: '/quick-start', location: '/en/getting-started/installation/' },
 * //  { from: '/en/quick-start', location: '/en/getting-started/installation/' }]
 * listRedirectAddresses({ 'quick-start': '/getting-started/installation' }, { trailingSlash: 'never' });
 * // [{ from: '/quick-start', location: '/getting-started/installation' }]
 */
export function listRedirectAddresses(
  source: RedirectSource,
  options: RedirectSiteOptions = {},
): RedirectAddress[] {
  if (isResolver(source)) return source.listAddresses();
  const { locales = [], defaultLocale, trailingSlash = 'always', ...rest } = options;
  if (locales.length > 0) {
    if (defaultLocale === undefined) throw new Error('Redirect locale options: locales need a defaultLocale');
    return createRedirectResolver(source, { ...rest, locales, defaultLocale, trailingSlash }).listAddresses();
  }
  const { errors, table } = validateRedirects(source);
  if (errors.length > 0) throw invalidTableError(errors);
  return table.map((entry) => {
    const path = `/${toPathKey(entry.from)}`;
    return { from: path, location: toSitePath(entry.to, trailingSlash), path };
  });
}
