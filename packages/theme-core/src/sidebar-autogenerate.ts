import type { Sidebar, SidebarAutogenerate, SidebarItem, SidebarMulti } from './config/index.js';
import { pathSegments } from './paths.js';

/** A page a sidebar can be generated from. */
export interface SidebarSourcePage {
  /** The page's path within its language, without the language: `reference/layouts`; `''` for the home. */
  slug: string;
  /** The page's title, the text of its entry unless `sidebarText` is given. */
  title: string;
  /** Where it goes among its siblings: lower first; pages without come after those with. */
  order?: number | undefined;
  /** The text of its entry, in place of the title. */
  sidebarText?: string | undefined;
}

/** Options of {@link sidebarFromPages} and {@link expandSidebar}. */
export interface SidebarFromPagesOptions {
  /** The language the links get in front (`/zh-CN/reference/layouts/`); none when left out. */
  locale?: string | undefined;
}

interface FolderNode {
  /** The folder's own page (`index`), which gives the group its text, order and link. */
  index?: SidebarSourcePage | undefined;
  pages: SidebarSourcePage[];
  folders: Map<string, FolderNode>;
}

interface SortableItem {
  item: SidebarItem;
  order: number | undefined;
}

/** `data-tables` → `Data tables`: the text of a group whose folder has no page of its own. */
function folderText(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function linkOf(slug: string, locale: string | undefined): string {
  const path = slug === '' ? '/' : `/${slug}/`;
  return locale === undefined ? path : `/${locale}${path}`;
}

function compareItems(collator: Intl.Collator) {
  return (a: SortableItem, b: SortableItem): number => {
    if (a.order !== b.order) {
      if (a.order === undefined) return 1;
      if (b.order === undefined) return -1;
      return a.order - b.order;
    }
    return collator.compare(a.item.text, b.item.text);
  };
}

function folderItems(
  node: FolderNode,
  options: { locale: string | undefined; collapsed: boolean | undefined; collator: Intl.Collator },
): SidebarItem[] {
  const entries: SortableItem[] = node.pages.map((page) => ({
    item: { text: page.sidebarText ?? page.title, link: linkOf(page.slug, options.locale) },
    order: page.order,
  }));
  for (const [name, folder] of node.folders) {
    const item: SidebarItem = {
      text: folder.index ? (folder.index.sidebarText ?? folder.index.title) : folderText(name),
      items: folderItems(folder, options),
    };
    if (folder.index) item.link = linkOf(folder.index.slug, options.locale);
    if (options.collapsed !== undefined) item.collapsed = options.collapsed;
    entries.push({ item, order: folder.index?.order });
  }
  return entries.sort(compareItems(options.collator)).map(({ item }) => item);
}

/**
 * The sidebar items of a content folder: one link per page, in `order`, then by title (compared in the
 * language's alphabetical order); each subfolder becomes a group, named and placed by its own page
 * (`index`), else named after the folder (`data-tables` → `Data tables`) and placed after the ordered
 * items. The folder's own page is not listed (it is the page the group would lead to).
 *
 * @example
 * sidebarFromPages(
 *   [
 *     { slug: 'reference/markdown', title: 'Markdown' },
 *     { slug: 'reference/layouts', title: 'Layouts', order: 1 },
 *   ],
 *   'reference',
 * );
 * // [{ text: 'Layouts', link: '/reference/layouts/' }, { text: 'Markdown', link: '/reference/markdown/' }]
 */
export function sidebarFromPages(
  pages: readonly SidebarSourcePage[],
  directory: string,
  { locale, collapsed }: SidebarFromPagesOptions & Pick<SidebarAutogenerate, 'collapsed'> = {},
): SidebarItem[] {
  const base = pathSegments(directory);
  const inFolder = pages.flatMap((page) => {
    const segments = pathSegments(page.slug);
    const inside =
      segments.length > base.length && base.every((segment, index) => segments[index] === segment);
    return inside ? [{ page, rest: segments.slice(base.length) }] : [];
  });
  const root: FolderNode = { pages: [], folders: new Map() };
  const folderOf = (path: readonly string[]): FolderNode => {
    let node = root;
    for (const name of path) {
      let child = node.folders.get(name);
      if (child === undefined) {
        child = { pages: [], folders: new Map() };
        node.folders.set(name, child);
      }
      node = child;
    }
    return node;
  };
  for (const { rest } of inFolder) folderOf(rest.slice(0, -1));
  for (const { page, rest } of inFolder) {
    const parent = folderOf(rest.slice(0, -1));
    // A page named like a folder (`data-tables` beside `data-tables/basics`) is that folder's own page.
    const folder = parent.folders.get(rest[rest.length - 1] as string);
    if (folder) folder.index = page;
    else parent.pages.push(page);
  }
  const collator = new Intl.Collator(locale ?? 'en', { numeric: true });
  return folderItems(root, { locale, collapsed, collator });
}

function expandItems(
  items: readonly SidebarItem[],
  pages: readonly SidebarSourcePage[],
  options: SidebarFromPagesOptions,
): SidebarItem[] {
  return items.map(({ autogenerate, ...item }) => {
    const written = item.items === undefined ? undefined : expandItems(item.items, pages, options);
    if (autogenerate === undefined) return written === undefined ? item : { ...item, items: written };
    const generated = sidebarFromPages(pages, autogenerate.directory, {
      ...options,
      collapsed: autogenerate.collapsed,
    });
    return { ...item, items: [...(written ?? []), ...generated] };
  });
}

/**
 * The sidebar with every `autogenerate` item filled from the pages of its folder (see
 * {@link sidebarFromPages}); written items keep their place, generated ones follow them. Give it the
 * pages of the language being shown, so the texts are in that language.
 *
 * @example
 * expandSidebar({ '/reference/': [{ text: 'Reference', autogenerate: { directory: 'reference' } }] }, pages)
 */
export function expandSidebar(
  sidebar: Sidebar | undefined,
  pages: readonly SidebarSourcePage[],
  options: SidebarFromPagesOptions = {},
): Sidebar | undefined {
  if (sidebar === undefined) return undefined;
  if (Array.isArray(sidebar)) return expandItems(sidebar, pages, options);
  const expanded: SidebarMulti = {};
  for (const [key, group] of Object.entries(sidebar)) {
    expanded[key] = Array.isArray(group)
      ? expandItems(group, pages, options)
      : { ...group, items: expandItems(group.items, pages, options) };
  }
  return expanded;
}
