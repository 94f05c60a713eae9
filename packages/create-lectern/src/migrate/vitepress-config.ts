import type { LecternUserConfig } from '@lectern/astro';
import {
  addSidebarTranslations,
  type ConfigSource,
  type LinkContext,
  mapNavItems,
  mapSidebarItems,
  noteField,
  noteUnknownFields,
  record,
  text,
} from './config-mapping.js';
import { isExternal, siteLink } from './site-paths.js';
import type { Rewrite } from './vitepress-rewrites.js';

type SidebarConfig = NonNullable<LecternUserConfig['sidebar']>;

/** A language of the migrated site: its Lectern code, and the address prefix it had (`''` for the root). */
export interface MigratedLocale {
  readonly code: string;
  readonly prefix: string;
  readonly title: string;
}

/** What a VitePress config says about the site. */
export interface VitePressSettings {
  readonly config: LecternUserConfig;
  /** The languages, the default (VitePress's `root`) first. */
  readonly locales: readonly MigratedLocale[];
  /** The pages' folder, relative to the source folder (`srcDir`). */
  readonly srcDir: string;
  /** Globs of Markdown files that are not pages (`srcExclude`). */
  readonly srcExclude: readonly string[];
  /** `rewrites`: the page files → the files they are served as. */
  readonly rewrites: readonly Rewrite[];
}

const TOP_FIELDS = [
  'title',
  'description',
  'lang',
  'base',
  'head',
  'srcDir',
  'srcExclude',
  'outDir',
  'cacheDir',
  'cleanUrls',
  'rewrites',
  'themeConfig',
  'locales',
  'appearance',
  'lastUpdated',
  'ignoreDeadLinks',
  'titleTemplate',
];
const THEME_FIELDS = [
  'logo',
  'siteTitle',
  'nav',
  'sidebar',
  'socialLinks',
  'footer',
  'editLink',
  'docFooter',
  'lastUpdated',
  'outline',
  'search',
  'notFound',
  'i18nRouting',
  'outlineTitle',
];

/** The Lectern code of VitePress's root language: its `lang` without a region (`en-US` → `en`). */
export function rootLocaleCode(lang: unknown): string {
  const code = text(lang)?.split('-')[0]?.toLowerCase();
  return code && /^[a-z]{2,3}$/.test(code) ? code : 'en';
}

/** A language's own name: `fr` → `Français`. */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    if (name) return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    // An unknown code: the code itself.
  }
  return code;
}

/** VitePress's sidebar (a list, or an object of lists or `{ base, items }` by address prefix) as Lectern's. */
export function mapVitePressSidebar(value: unknown, links: LinkContext, at: ConfigSource, where: string) {
  if (Array.isArray(value)) return mapSidebarItems(value, links, at, where);
  const byPrefix = record(value);
  if (!byPrefix) return undefined;
  const sidebar: Record<string, LecternUserConfig.SidebarItem[]> = {};
  for (const [prefix, entry] of Object.entries(byPrefix)) {
    const key = siteLink(prefix, links.prefixes).link;
    const group = record(entry);
    const items = Array.isArray(entry)
      ? mapSidebarItems(entry, links, at, `${where}['${prefix}']`)
      : mapSidebarItems(group?.items, links, at, `${where}['${prefix}'].items`, text(group?.base));
    sidebar[key] = items;
  }
  return sidebar;
}

/** Adds a language's sidebar texts to the default language's sidebar, prefix by prefix. */
function translateSidebar(sidebar: SidebarConfig, translated: SidebarConfig | undefined, locale: string) {
  if (translated === undefined) return;
  if (Array.isArray(sidebar) && Array.isArray(translated)) {
    addSidebarTranslations(sidebar, translated, locale);
    return;
  }
  if (Array.isArray(sidebar) || Array.isArray(translated)) return;
  for (const [prefix, items] of Object.entries(sidebar)) {
    const other = translated[prefix];
    if (Array.isArray(items) && Array.isArray(other)) addSidebarTranslations(items, other, locale);
  }
}

function mapEditLink(value: unknown, at: ConfigSource): LecternUserConfig['editLink'] {
  const editLink = record(value);
  const pattern = text(editLink?.pattern);
  if (!editLink) return undefined;
  if (!pattern) {
    noteField(at, 'themeConfig.editLink.pattern', 'is not a text (a function?): left out');
    return undefined;
  }
  return { pattern, ...(text(editLink.text) ? { text: editLink.text as string } : {}) };
}

function mapSocialLinks(value: unknown, at: ConfigSource): LecternUserConfig['socialLinks'] {
  if (!Array.isArray(value)) return undefined;
  const links: LecternUserConfig.SocialLink[] = [];
  for (const raw of value) {
    const item = record(raw);
    const icon = typeof item?.icon === 'string' ? item.icon : undefined;
    if (!icon || !text(item?.link)) {
      noteField(at, 'themeConfig.socialLinks', 'holds an icon that is not a name (an SVG?): left out');
      continue;
    }
    links.push({
      icon,
      link: item?.link as string,
      ...(text(item?.ariaLabel) ? { ariaLabel: item?.ariaLabel as string } : {}),
    });
  }
  return links;
}

/** The theme settings, languages and page folder a VitePress config describes. */
export function mapVitePressConfig(value: unknown, at: ConfigSource): VitePressSettings {
  const site = record(value) ?? {};
  const localeTable = record(site.locales) ?? {};
  // The root language's settings are the site's own, as in VitePress.
  const theme = { ...record(site.themeConfig), ...record(record(localeTable.root)?.themeConfig) };
  noteUnknownFields(at, site, TOP_FIELDS, '');
  noteUnknownFields(at, theme, THEME_FIELDS, 'themeConfig');
  const rootCode = rootLocaleCode(record(localeTable.root)?.lang ?? site.lang);
  const locales: MigratedLocale[] = [
    { code: rootCode, prefix: '', title: text(record(localeTable.root)?.label) ?? languageName(rootCode) },
  ];
  for (const key of Object.keys(localeTable).sort()) {
    if (key === 'root') continue;
    const elsewhere = text(record(localeTable[key])?.link);
    if (elsewhere !== undefined && isExternal(elsewhere)) {
      // A translation published on another site: VitePress lists it in its language menu as a link.
      noteField(
        at,
        `locales.${key}`,
        `is a translation on another site (${elsewhere}): not a language of this site; link to it from \`nav\` to keep it in the menu`,
      );
      continue;
    }
    locales.push({
      code: key,
      prefix: key,
      title: text(record(localeTable[key])?.label) ?? languageName(key),
    });
  }
  const links: LinkContext = { prefixes: locales.slice(1).map((locale) => locale.prefix) };
  const config: LecternUserConfig = {};
  const siteTitle = theme.siteTitle === false ? false : (text(theme.siteTitle) ?? text(site.title));
  if (siteTitle !== undefined) config.siteTitle = siteTitle;
  if (text(theme.logo) || record(theme.logo)) config.logo = theme.logo as LecternUserConfig['logo'];
  const nav = mapNavItems(theme.nav, links, at, 'themeConfig.nav');
  if (nav.length > 0) config.nav = nav;
  const sidebar = mapVitePressSidebar(theme.sidebar, links, at, 'themeConfig.sidebar');
  if (sidebar !== undefined) config.sidebar = sidebar;
  const socialLinks = mapSocialLinks(theme.socialLinks, at);
  if (socialLinks?.length) config.socialLinks = socialLinks;
  const footer = record(theme.footer);
  if (footer && (text(footer.message) || text(footer.copyright))) {
    config.footer = {
      ...(text(footer.message) ? { message: footer.message as string } : {}),
      ...(text(footer.copyright) ? { copyright: footer.copyright as string } : {}),
    };
  }
  const editLink = mapEditLink(theme.editLink, at);
  if (editLink) config.editLink = editLink;
  const docFooter = record(theme.docFooter);
  if (docFooter) config.docFooter = docFooter as LecternUserConfig['docFooter'];
  const outline = theme.outline;
  if (outline !== undefined) config.outline = outline as LecternUserConfig['outline'];
  const search = record(theme.search);
  if (search?.provider === 'algolia') {
    const options = record(search.options) ?? {};
    config.search = {
      provider: 'algolia',
      appId: String(options.appId ?? ''),
      apiKey: String(options.apiKey ?? ''),
      indexName: String(options.indexName ?? ''),
    };
  }
  if (
    typeof site.appearance === 'boolean' ||
    site.appearance === 'dark' ||
    site.appearance === 'force-dark'
  ) {
    config.appearance = site.appearance;
  } else if (site.appearance !== undefined) noteField(at, 'appearance', 'is not one Lectern knows: left out');
  if (text(site.description)) {
    config.head = [['meta', { name: 'description', content: site.description as string }]];
  }
  if (Array.isArray(site.head))
    noteField(at, 'head', 'tags are not carried over: add those you need to `head`');
  if (text(site.base) && site.base !== '/') {
    noteField(at, 'base', `(${String(site.base)}) is Astro's \`base\` now: set it in astro.config.ts`);
  }

  const entries: LecternUserConfig.LocaleEntry[] = [];
  for (const locale of locales) {
    const own = record(localeTable[locale.prefix === '' ? 'root' : locale.prefix]) ?? {};
    const ownTheme = locale.prefix === '' ? {} : (record(own.themeConfig) ?? {});
    const here = locale.prefix === '' ? 'locales.root' : `locales.${locale.prefix}`;
    const entry: LecternUserConfig.LocaleEntry = { title: locale.title, locale: locale.code, enabled: true };
    if (own.dir === 'rtl') entry.dir = 'rtl';
    const ownNav = mapNavItems(ownTheme.nav, links, at, `${here}.themeConfig.nav`);
    if (ownNav.length > 0) entry.nav = ownNav;
    if (sidebar !== undefined && ownTheme.sidebar !== undefined) {
      translateSidebar(
        sidebar,
        mapVitePressSidebar(ownTheme.sidebar, links, at, `${here}.themeConfig.sidebar`),
        locale.code,
      );
    }
    for (const key of Object.keys(ownTheme).sort()) {
      if (key !== 'nav' && key !== 'sidebar' && key !== 'search')
        noteField(
          at,
          `${here}.themeConfig.${key}`,
          "per language is not carried over: the default language's applies",
        );
    }
    entries.push(entry);
  }
  if (entries.length > 1 || rootCode !== 'en') config.locales = entries;

  const srcDir =
    text(site.srcDir)
      ?.replace(/^\.\/?/, '')
      .replace(/\/$/, '') ?? '';
  const srcExclude = Array.isArray(site.srcExclude)
    ? site.srcExclude.filter((glob): glob is string => typeof glob === 'string')
    : [];
  const rewrites: Rewrite[] = [];
  const rewriteTable = record(site.rewrites);
  if (rewriteTable) {
    for (const [from, to] of Object.entries(rewriteTable)) {
      if (typeof to === 'string') rewrites.push({ from, to });
    }
  } else if (site.rewrites !== undefined) {
    noteField(at, 'rewrites', "as a function is not carried over: each page keeps its file's address");
  }
  return { config, locales, srcDir, srcExclude, rewrites };
}

/**
 * A VitePress config with each language's own config file merged in (VitePress 2's `config.ts` in the
 * pages' folder for the root language, in `<prefix>/` for the others), as VitePress merges them.
 */
export function withLanguageConfigs(value: unknown, languageConfigs: ReadonlyMap<string, unknown>): unknown {
  const site = record(value);
  if (!site || languageConfigs.size === 0) return value;
  const locales: Record<string, unknown> = { ...record(site.locales) };
  for (const [key, extra] of languageConfigs) {
    const own = record(locales[key]) ?? {};
    const added = record(extra) ?? {};
    locales[key] = {
      ...own,
      ...added,
      themeConfig: { ...record(own.themeConfig), ...record(added.themeConfig) },
    };
  }
  return { ...site, locales };
}
