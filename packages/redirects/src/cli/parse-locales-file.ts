import type { RedirectSiteOptions } from '../generate/redirect-addresses';
import { createLocalePrefixes } from '../locale-prefixes';
import { describeValue } from '../parse-redirect-table';
import type { RedirectLocale } from '../types';

const SITE_FIELDS = new Set(['locales', 'defaultLocale', 'preferredLocale', 'prefixDefaultLocale']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isCode(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/**
 * Reads the site's languages from a JSON file: a list of `{ "locale", "alternate"?, "enabled" }` entries
 * (other fields, such as the theme config's `title`, are ignored), or an object
 * `{ "locales": [...], "defaultLocale"?, "preferredLocale"?, "prefixDefaultLocale"? }`. `defaultLocale`
 * defaults to the first enabled locale. Throws an `Error` with one line per problem, each naming the file
 * and the entry.
 *
 * @example
 * parseLocalesFile('[{ "locale": "en", "enabled": true }]', 'locales.json');
 * // { locales: [{ locale: 'en', enabled: true }], defaultLocale: 'en' }
 */
export function parseLocalesFile(jsonText: string, file: string): RedirectSiteOptions {
  let value: unknown;
  try {
    value = JSON.parse(jsonText.startsWith('\uFEFF') ? jsonText.slice(1) : jsonText);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const problems: string[] = [];
  const report = (message: string) => problems.push(`${file}: ${message}`);
  const settings: Record<string, unknown> = isPlainObject(value) ? value : { locales: value };
  if (!Array.isArray(settings.locales)) {
    report(`expected a list of locales or an object with "locales" (got ${describeValue(value)})`);
    throw new Error(problems.join('\n'));
  }
  for (const field of Object.keys(settings)) {
    if (!SITE_FIELDS.has(field)) report(`unknown field "${field}" (expected ${[...SITE_FIELDS].join(', ')})`);
  }

  const locales: RedirectLocale[] = [];
  settings.locales.forEach((item: unknown, index) => {
    // Entries are counted as a person counts them: the first is entry 1.
    const number = index + 1;
    if (!isPlainObject(item)) {
      report(`entry ${number}: expected an object { "locale", "enabled" } (got ${describeValue(item)})`);
      return;
    }
    const { locale, alternate, enabled } = item;
    const name = isCode(locale) ? `entry ${number} (${JSON.stringify(locale)})` : `entry ${number}`;
    if (!isCode(locale)) report(`${name}: "locale": expected a locale code (got ${describeValue(locale)})`);
    if (alternate !== undefined && !isCode(alternate)) {
      report(`${name}: "alternate": expected a locale code (got ${describeValue(alternate)})`);
    }
    if (typeof enabled !== 'boolean')
      report(`${name}: "enabled": expected true or false (got ${describeValue(enabled)})`);
    if (isCode(locale) && typeof enabled === 'boolean') {
      locales.push(isCode(alternate) ? { locale, alternate, enabled } : { locale, enabled });
    }
  });
  for (const field of ['defaultLocale', 'preferredLocale'] as const) {
    const code = settings[field];
    if (code !== undefined && !isCode(code))
      report(`"${field}": expected a locale code (got ${describeValue(code)})`);
  }
  const { prefixDefaultLocale } = settings;
  if (prefixDefaultLocale !== undefined && typeof prefixDefaultLocale !== 'boolean') {
    report(`"prefixDefaultLocale": expected true or false (got ${describeValue(prefixDefaultLocale)})`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  if (locales.length === 0) return { locales };

  const defaultLocale =
    (settings.defaultLocale as string | undefined) ?? locales.find((l) => l.enabled)?.locale;
  if (defaultLocale === undefined)
    throw new Error(`${file}: no locale is enabled, so none can be the default`);
  const options: RedirectSiteOptions = { locales, defaultLocale };
  if (settings.preferredLocale !== undefined) options.preferredLocale = settings.preferredLocale as string;
  if (typeof prefixDefaultLocale === 'boolean') options.prefixDefaultLocale = prefixDefaultLocale;
  try {
    createLocalePrefixes({ ...options, locales, defaultLocale });
  } catch (error) {
    const reasons = (error as Error).message.split('\n').slice(1);
    throw new Error(reasons.map((reason) => `${file}: ${reason.trim()}`).join('\n'));
  }
  return options;
}
