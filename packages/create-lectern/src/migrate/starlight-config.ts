import type { LecternUserConfig } from '@lectern/astro';
import { type ConfigSource, noteField, noteUnknownFields, record, text } from './config-mapping.js';
import { isStubCall } from './load-config-module.js';
import { siteLink } from './site-paths.js';
import { languageName, type MigratedLocale, rootLocaleCode } from './vitepress-config.js';

type SidebarItem = LecternUserConfig.SidebarItem;

/** Starlight's options, from `integrations: [starlight({ … })]` in the Astro config. */
export function starlightOptions(astroConfig: unknown): Record<string, unknown> | undefined {
  const integrations = record(astroConfig)?.integrations;
  for (const integration of Array.isArray(integrations) ? integrations.flat() : []) {
    if (isStubCall(integration) && integration.stub === '@astrojs/starlight')
      return record(integration.args[0]) ?? {};
  }
  return undefined;
}

const BADGE_TYPES: Record<string, string> = {
  note: 'note',
  tip: 'tip',
  success: 'success',
  caution: 'caution',
  danger: 'danger',
  default: 'info',
};

/** A Starlight badge (`'New'` or `{ text, variant }`) as Lectern's. */
export function mapBadge(value: unknown): LecternUserConfig.SidebarBadge | undefined {
  if (typeof value === 'string' && value !== '') return value;
  const badge = record(value);
  if (!badge || !text(badge.text)) return undefined;
  const type = BADGE_TYPES[String(badge.variant ?? 'default')] ?? 'info';
  return { text: badge.text as string, type: type as 'info' };
}

const ITEM_FIELDS = [
  'label',
  'link',
  'slug',
  'items',
  'autogenerate',
  'collapsed',
  'badge',
  'translations',
  'attrs',
];

/** Starlight's sidebar items (slugs, links, groups, generated groups) as Lectern's, which read alike. */
export function mapStarlightSidebar(
  items: unknown,
  prefixes: readonly string[],
  at: ConfigSource,
  where: string,
  /** The site's language code for each BCP 47 tag, lowercased (`zh-cn` → `zh-cn` for `lang: 'zh-CN'`). */
  languageCodes?: ReadonlyMap<string, string>,
): SidebarItem[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((raw, index): SidebarItem[] => {
    const here = `${where}[${index}]`;
    if (typeof raw === 'string') return [{ slug: raw.replace(/^\/+|\/+$/g, '') }];
    const item = record(raw);
    if (!item) return [];
    noteUnknownFields(at, item, ITEM_FIELDS, here);
    if (item.attrs !== undefined) noteField(at, `${here}.attrs`);
    const entry: SidebarItem = {};
    if (text(item.label)) entry.text = item.label as string;
    if (text(item.slug)) entry.slug = (item.slug as string).replace(/^\/+|\/+$/g, '');
    if (text(item.link)) entry.link = siteLink(item.link as string, prefixes).link;
    const badge = mapBadge(item.badge);
    if (badge) entry.badge = badge;
    const translations = record(item.translations);
    if (translations) {
      // Starlight names languages by their BCP 47 tag (`zh-CN`); the site by their folder (`zh-cn`).
      entry.translations = Object.fromEntries(
        Object.entries(translations).map(([tag, label]) => [
          languageCodes?.get(tag.toLowerCase()) ?? tag,
          label,
        ]),
      ) as Record<string, string>;
    }
    const generated = record(item.autogenerate);
    if (generated && text(generated.directory)) {
      entry.autogenerate = {
        directory: generated.directory as string,
        ...(typeof generated.collapsed === 'boolean' ? { collapsed: generated.collapsed } : {}),
      };
    }
    if (Array.isArray(item.items)) {
      entry.items = mapStarlightSidebar(item.items, prefixes, at, `${here}.items`, languageCodes);
      const [only] = entry.items;
      if (entry.items.length === 1 && only?.autogenerate && !only.text) {
        // A group holding only a generated list is Lectern's generated group.
        entry.autogenerate = only.autogenerate;
        delete entry.items;
      } else {
        for (const child of entry.items) {
          if (child.autogenerate && !child.text)
            child.text = child.autogenerate.directory.split('/').at(-1) ?? '';
        }
      }
    }
    if (typeof item.collapsed === 'boolean') entry.collapsed = item.collapsed;
    if (!entry.text && !entry.slug && !entry.autogenerate) {
      noteField(at, here, 'has no label: left out');
      return [];
    }
    return [entry];
  });
}

/** Starlight's languages: `root` (no address prefix) or `defaultLocale`, then the others by code. */
export function starlightLocales(options: Record<string, unknown>): MigratedLocale[] {
  const table = record(options.locales);
  if (!table) {
    const code = rootLocaleCode(options.defaultLocale);
    return [{ code, prefix: '', title: languageName(code) }];
  }
  const root = record(table.root);
  const defaultKey = root ? 'root' : (text(options.defaultLocale) ?? Object.keys(table)[0] ?? 'en');
  const title = (key: string, code: string) => text(record(table[key])?.label) ?? languageName(code);
  const defaultCode = root ? rootLocaleCode(root.lang) : defaultKey;
  const locales: MigratedLocale[] = [
    { code: defaultCode, prefix: root ? '' : defaultKey, title: title(defaultKey, defaultCode) },
  ];
  for (const key of Object.keys(table).sort()) {
    if (key !== defaultKey) locales.push({ code: key, prefix: key, title: title(key, key) });
  }
  return locales;
}

/** Starlight's `social`: a list of `{ icon, label, href }`, or (before 0.33) an object of `icon: href`. */
export function mapSocial(value: unknown): LecternUserConfig.SocialLink[] {
  if (Array.isArray(value)) {
    return value.flatMap((raw) => {
      const item = record(raw);
      return item && text(item.icon) && text(item.href)
        ? [
            {
              icon: item.icon as string,
              link: item.href as string,
              ...(text(item.label) ? { ariaLabel: item.label as string } : {}),
            },
          ]
        : [];
    });
  }
  return Object.entries(record(value) ?? {}).flatMap(([icon, link]) =>
    typeof link === 'string' ? [{ icon, link }] : [],
  );
}

/** Each language's BCP 47 tag (its `lang`, or its key) lowercased → its code on the new site. */
export function starlightLanguageCodes(options: Record<string, unknown>, locales: readonly MigratedLocale[]) {
  const table = record(options.locales) ?? {};
  const codes = new Map<string, string>();
  for (const locale of locales) {
    const entry = record(table[locale.prefix === '' ? 'root' : locale.prefix]);
    codes.set(locale.code.toLowerCase(), locale.code);
    if (text(entry?.lang)) codes.set(String(entry?.lang).toLowerCase(), locale.code);
  }
  return codes;
}
