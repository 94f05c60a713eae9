import type { LecternUserConfig } from '@lectern/astro';
import { isStubCall } from './load-config-module.js';
import type { NoteList } from './migration.js';
import { siteLink } from './site-paths.js';

type NavItem = LecternUserConfig.NavItem;
type SidebarItem = LecternUserConfig.SidebarItem;

/** A plain object of a config, or undefined for anything else. */
export function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isStubCall(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A non-empty string, or undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Where a config file is, and how to note what it holds: the line a field is first written on. */
export interface ConfigSource {
  /** The file, relative to the source folder. */
  readonly file: string;
  /** Its text, to find the line of a field. */
  readonly source: string;
  readonly notes: NoteList;
}

/** The line (from 1) a field name is first written on in the config's own file, when found. */
export function fieldLineIn(source: string, field: string): number | undefined {
  const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(^|[\\s{,'"])${escaped}['"]?\\s*:`, 'm').exec(source);
  if (!match) return undefined;
  return source.slice(0, match.index + (match[1] ?? '').length).split('\n').length;
}

/** Notes a config field that has no Lectern equivalent. */
export function noteField(
  at: ConfigSource,
  field: string,
  why = 'has no equivalent in Lectern: left out',
): void {
  const name = field.split('.').at(-1) ?? field;
  at.notes.add(at.file, `${field} ${why}`, fieldLineIn(at.source, name));
}

/** Notes every field of `value` that `known` does not list, under the name `prefix`. */
export function noteUnknownFields(
  at: ConfigSource,
  value: Record<string, unknown>,
  known: readonly string[],
  prefix: string,
): void {
  for (const key of Object.keys(value).sort()) {
    if (!known.includes(key)) noteField(at, prefix === '' ? key : `${prefix}.${key}`);
  }
}

/** The options of a link mapping: the other tool's language prefixes, and a prefix its pages were under. */
export interface LinkContext {
  readonly prefixes: readonly string[];
  readonly dropPrefix?: string | undefined;
}

/** A menu item of the other tool (VitePress's and Docusaurus's share the shape `{ text|label, link|to|href, items }`). */
export function mapNavItems(items: unknown, links: LinkContext, at: ConfigSource, where: string): NavItem[] {
  if (!Array.isArray(items)) return [];
  const mapped: NavItem[] = [];
  items.forEach((raw, index) => {
    const item = record(raw);
    const label = text(item?.text) ?? text(item?.label);
    if (!item || !label) {
      noteField(at, `${where}[${index}]`, 'is not a link with a text: left out');
      return;
    }
    const target = text(item.link) ?? text(item.to) ?? text(item.href);
    const children = mapNavItems(item.items, links, at, `${where}[${index}].items`);
    const entry: NavItem = { text: label };
    if (target) entry.link = siteLink(fromRoot(target), links.prefixes, links.dropPrefix).link;
    if (children.length > 0) entry.items = children;
    if (text(item.activeMatch)) entry.activeMatch = item.activeMatch as string;
    if (text(item.target)) entry.target = item.target as string;
    if (text(item.rel)) entry.rel = item.rel as string;
    if (!entry.link && !entry.items) {
      noteField(at, `${where}[${index}]`, 'leads nowhere Lectern can show (no link, no items): left out');
      return;
    }
    mapped.push(entry);
  });
  return mapped;
}

/** A link of a menu or sidebar written without its first slash (`guide/setup`), read from the site's root. */
export function fromRoot(link: string): string {
  return link.startsWith('/') || link.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(link)
    ? link
    : `/${link}`;
}

/** A path put in front of a relative link, as VitePress's sidebar `base` does. */
function withBase(link: string, base: string | undefined): string {
  if (base === undefined || link.startsWith('/') || /^[a-z]+:/i.test(link)) return fromRoot(link);
  // VitePress joins them as they are: `base: '/reference/theme-'` and `link: 'nav'` is `/reference/theme-nav`.
  return `${base}${link}`;
}

const SIDEBAR_FIELDS = ['text', 'link', 'items', 'collapsed', 'base', 'docFooterText', 'target', 'rel'];

/** VitePress sidebar items as Lectern's: `base` applied to the links, which are written in Lectern's form. */
export function mapSidebarItems(
  items: unknown,
  links: LinkContext,
  at: ConfigSource,
  where: string,
  base?: string,
): SidebarItem[] {
  if (!Array.isArray(items)) return [];
  const mapped: SidebarItem[] = [];
  items.forEach((raw, index) => {
    const item = record(raw);
    const here = `${where}[${index}]`;
    if (!item) {
      noteField(at, here, 'is not a sidebar item: left out');
      return;
    }
    noteUnknownFields(at, item, SIDEBAR_FIELDS, here);
    const ownBase = text(item.base) ?? base;
    const entry: SidebarItem = {};
    if (text(item.text)) entry.text = item.text as string;
    if (text(item.link)) entry.link = siteLink(withBase(item.link as string, ownBase), links.prefixes).link;
    if (Array.isArray(item.items))
      entry.items = mapSidebarItems(item.items, links, at, `${here}.items`, ownBase);
    if (typeof item.collapsed === 'boolean') entry.collapsed = item.collapsed;
    if (text(item.docFooterText)) entry.docFooterText = item.docFooterText as string;
    if (text(item.target)) entry.target = item.target as string;
    if (text(item.rel)) entry.rel = item.rel as string;
    if (!entry.text && !entry.link) {
      noteField(at, here, 'has neither text nor link: left out');
      return;
    }
    mapped.push(entry);
  });
  return mapped;
}

/**
 * Adds another language's texts to a sidebar as `translations`: items are matched by their link, groups
 * by their place among their siblings.
 */
export function addSidebarTranslations(
  sidebar: readonly SidebarItem[],
  translated: readonly SidebarItem[],
  locale: string,
): void {
  const byLink = new Map<string, SidebarItem>();
  const visit = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if (item.link) byLink.set(item.link, item);
      if (item.items) visit(item.items);
    }
  };
  visit(translated);
  const walk = (list: readonly SidebarItem[], other: readonly SidebarItem[] | undefined) => {
    list.forEach((item, index) => {
      const match = item.link ? byLink.get(item.link) : other?.[index];
      if (match?.text && item.text && match.text !== item.text) {
        item.translations = { ...item.translations, [locale]: match.text };
      }
      if (item.items) walk(item.items, match?.items);
    });
  };
  walk(sidebar, translated);
}
