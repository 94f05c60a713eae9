import {
  isExternalLink,
  joinPath,
  type LocaleEntry,
  localeLink,
  type ThemeConfig,
} from '@lectern/theme-core';
import type { DeadLinkSource } from './dead-link-report.js';
import { type LinkField, linkFields } from './link-fields.js';

const ORIGIN = 'http://site.invalid';

/**
 * The addresses a link of the settings or of a page's frontmatter may lead to from a page in `locale`:
 * as written (joined to its sidebar `base`), and with the language in front, as the menus write their
 * site links. Anchors and links to other sites lead to no page of the site.
 *
 * @example linkTargets({ link: '/guide/' }, '/en/', 'en') // ['/guide/', '/en/guide/']
 * @example linkTargets({ link: 'setup', base: '/guide/' }, '/en/', 'en') // ['/guide/setup', '/en/guide/setup']
 */
export function linkTargets(
  { link, base }: Pick<LinkField, 'link' | 'base'>,
  page: string,
  locale: string | undefined,
): string[] {
  if (link === '' || link.startsWith('#') || isExternalLink(link)) return [];
  const written = base === undefined ? link : joinPath(base, link);
  const candidates = [written];
  if (locale !== undefined && written.startsWith('/')) candidates.push(localeLink(locale, written));
  const from = new URL(page, ORIGIN);
  return candidates.map((candidate) => new URL(candidate, from).pathname);
}

/** What the report says of the theme's own links to each language's home page. */
export const HOME_LINKS =
  "the theme's link to the language's home page (the logo, the language menu and the language picker at /)";

/** What {@link chromeLinkSources} needs from the site. */
export interface ChromeLinkOptions {
  theme: ThemeConfig;
  /** The file the theme settings come from, as the report names it. */
  configFile: string;
  locales: readonly LocaleEntry[];
  defaultLocale: string;
  /** The integration's `translationGuide`, linked from every page of the in-context translation mode. */
  translationGuide?: string | undefined;
}

/**
 * Finds where a link every page draws is written, by the address it leads to: a field of the theme
 * settings (menus, sidebar, logo, banner…), the integration's `translationGuide`, or the theme's own
 * link to a language's home page. Each language's addresses are worked out once, for the whole build.
 */
export function chromeLinkSources(
  options: ChromeLinkOptions,
): (target: string, locale: string | undefined) => DeadLinkSource | undefined {
  const fields = linkFields(options.theme, ['link', 'logoLink']).filter(
    ({ link, base }) => link.startsWith('/') || base !== undefined,
  );
  const enabled = options.locales.filter((entry) => entry.enabled).map((entry) => entry.locale);
  const byLocale = new Map<string, Map<string, DeadLinkSource>>();
  const sourcesOf = (locale: string) => {
    let sources = byLocale.get(locale);
    if (sources) return sources;
    sources = new Map();
    const add = (targets: readonly string[], source: DeadLinkSource) => {
      for (const target of targets) if (!sources?.has(target)) sources?.set(target, source);
    };
    for (const field of fields) {
      add(linkTargets(field, '/', locale), {
        kind: 'config',
        file: options.configFile,
        field: field.field,
        written: field.link,
      });
    }
    if (options.translationGuide !== undefined) {
      add(linkTargets({ link: options.translationGuide }, '/', options.defaultLocale), {
        kind: 'config',
        file: 'astro.config',
        field: 'translationGuide',
        written: options.translationGuide,
      });
    }
    add([localeLink(locale, '/')], { kind: 'theme', what: HOME_LINKS });
    byLocale.set(locale, sources);
    return sources;
  };
  return (target, locale) => {
    // A page outside the languages (the language picker at `/`) may link to any language.
    const languages = locale === undefined ? enabled : [locale];
    for (const language of languages) {
      const source = sourcesOf(language).get(target);
      if (source) return source;
    }
    return undefined;
  };
}
