import type {
  Sidebar,
  SidebarAutogenerate,
  SidebarBadge,
  SidebarConfig,
  SidebarItem,
  SidebarItemConfig,
  SidebarMulti,
} from './config/index.js';
import { editDistance } from './config/unknown-fields.js';
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
  /** A pill after its entry's text. */
  sidebarBadge?: SidebarBadge | undefined;
  /** Left out of generated sidebars (it can still be named by `slug` or linked). */
  sidebarHidden?: boolean | undefined;
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

/** A page's entry: its sidebar text or title, its badge, a link to it in the language. */
function pageItem(page: SidebarSourcePage, locale: string | undefined): SidebarItem {
  const item: SidebarItem = { text: page.sidebarText ?? page.title, link: linkOf(page.slug, locale) };
  if (page.sidebarBadge !== undefined) item.badge = page.sidebarBadge;
  return item;
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
    item: pageItem(page, options.locale),
    order: page.order,
  }));
  for (const [name, folder] of node.folders) {
    const item: SidebarItem = folder.index
      ? { ...pageItem(folder.index, options.locale), items: folderItems(folder, options) }
      : { text: folderText(name), items: folderItems(folder, options) };
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
  const base = pathSegments(directory).map(folderKey);
  const inFolder = pages.flatMap((page) => {
    if (page.sidebarHidden === true) return [];
    const segments = pathSegments(page.slug);
    const inside =
      segments.length > base.length &&
      base.every((segment, index) => folderKey(segments[index] ?? '') === segment);
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

/**
 * A folder's name as pages' slugs and a sidebar's `directory` are compared: the content layer gives a page
 * in `Deprecated API/` the slug `deprecated-api/…`, so the folder is found whether the `directory` names
 * it as written on disk or as its pages' addresses spell it (case, spaces, punctuation and Unicode
 * normalisation aside).
 *
 * @example folderKey('Deprecated API') // 'deprecated-api'
 */
export function folderKey(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/[\s_-]+/g, '-');
}

/** A page's path as a `slug` names it and the pages give it: no slashes at either end, no `index`. */
export function normalizeSlug(slug: string): string {
  return pathSegments(slug.normalize('NFC'))
    .filter((segment, index, all) => !(segment === 'index' && index === all.length - 1))
    .join('/');
}

function expandItems(
  items: readonly SidebarItemConfig[],
  pages: ReadonlyMap<string, SidebarSourcePage>,
  options: SidebarFromPagesOptions,
): SidebarItem[] {
  return items.flatMap(({ autogenerate, slug, translations, text, items: children, ...rest }) => {
    const page = slug === undefined ? undefined : pages.get(normalizeSlug(slug));
    // A page that is not built (a draft in production) has no entry; `unknownSidebarSlugs` reports
    // the slugs no page has at all.
    if (slug !== undefined && page === undefined) return [];
    const translated = options.locale === undefined ? undefined : translations?.[options.locale];
    const item: SidebarItem = {
      ...rest,
      text: translated ?? text ?? page?.sidebarText ?? page?.title ?? slug ?? '',
    };
    if (slug !== undefined) item.link = linkOf(normalizeSlug(slug), options.locale);
    if (slug !== undefined && item.badge === undefined && page?.sidebarBadge !== undefined) {
      item.badge = page.sidebarBadge;
    }
    const written = children === undefined ? undefined : expandItems(children, pages, options);
    if (autogenerate === undefined) return [written === undefined ? item : { ...item, items: written }];
    const generated = sidebarFromPages([...pages.values()], autogenerate.directory, {
      ...options,
      collapsed: autogenerate.collapsed,
    });
    return [{ ...item, items: [...(written ?? []), ...generated] }];
  });
}

/**
 * The sidebar of one language, as the theme draws it, from the sidebar of the theme settings: each
 * item's text in the language (its `translations`), each item naming a page by `slug` linked to that
 * page in the language and titled by it (unless it has a `text`; an item naming a page that is not among
 * `pages`, such as a draft left out of the build, is left out), and every `autogenerate` item filled
 * from the pages of its folder (see {@link sidebarFromPages}); written items keep their place,
 * generated ones follow them. Give it the pages of the language being shown, so the texts are in that
 * language.
 *
 * @example
 * expandSidebar({ '/reference/': [{ text: 'Reference', autogenerate: { directory: 'reference' } }] }, pages)
 * @example
 * expandSidebar([{ slug: 'guide/intro', translations: { 'zh-CN': '简介' } }], pages, { locale: 'zh-CN' })
 * // [{ text: '简介', link: '/zh-CN/guide/intro/' }]
 */
export function expandSidebar(
  sidebar: SidebarConfig | undefined,
  pages: readonly SidebarSourcePage[],
  options: SidebarFromPagesOptions = {},
): Sidebar | undefined {
  if (sidebar === undefined) return undefined;
  const bySlug = new Map(pages.map((page) => [normalizeSlug(page.slug), page]));
  if (Array.isArray(sidebar)) return expandItems(sidebar, bySlug, options);
  const expanded: SidebarMulti = {};
  for (const [key, group] of Object.entries(sidebar)) {
    expanded[key] = Array.isArray(group)
      ? expandItems(group, bySlug, options)
      : { ...group, items: expandItems(group.items, bySlug, options) };
  }
  return expanded;
}

/** An item of the theme settings that names a page by `slug` that no page has. */
export interface UnknownSidebarSlug {
  /** Where the item's slug is, as code: `sidebar["/guide/"][0].items[1].slug`. */
  readonly path: string;
  /** The slug as written. */
  readonly slug: string;
  /** The page's slug most like it, if one is close. */
  readonly suggestion?: string | undefined;
}

/**
 * The items of a sidebar that name a page by `slug` when the site has no such page, each with where it
 * is written and the closest slug the site has (a few typos away).
 *
 * @example unknownSidebarSlugs([{ slug: 'guide/intor' }], ['guide/intro'])
 * // [{ path: 'sidebar[0].slug', slug: 'guide/intor', suggestion: 'guide/intro' }]
 */
export function unknownSidebarSlugs(
  sidebar: SidebarConfig | undefined,
  slugs: Iterable<string>,
): UnknownSidebarSlug[] {
  const known = new Set([...slugs].map(normalizeSlug));
  const unknown: UnknownSidebarSlug[] = [];
  const visit = (items: readonly SidebarItemConfig[], path: string) => {
    items.forEach((item, index) => {
      const itemPath = `${path}[${index}]`;
      if (item.slug !== undefined && !known.has(normalizeSlug(item.slug))) {
        const suggestion = closestSlug(normalizeSlug(item.slug), known);
        unknown.push({ path: `${itemPath}.slug`, slug: item.slug, ...(suggestion ? { suggestion } : {}) });
      }
      if (item.items) visit(item.items, `${itemPath}.items`);
    });
  };
  forEachSidebarGroup(sidebar, visit);
  return unknown;
}

/** An `autogenerate` item of the theme settings whose `directory` holds no page. */
export interface EmptySidebarDirectory {
  /** Where the item's directory is, as code: `sidebar[0].autogenerate.directory`. */
  readonly path: string;
  /** The directory as written. */
  readonly directory: string;
  /** The folder of the site's pages most like it, if one is close. */
  readonly suggestion?: string | undefined;
}

/**
 * The `autogenerate` items of a sidebar whose `directory` holds none of the pages (so the group would be
 * empty), each with where it is written and the closest folder the pages have.
 *
 * @example emptySidebarDirectories([{ text: 'API', autogenerate: { directory: 'refrence' } }], ['reference/a'])
 * // [{ path: 'sidebar[0].autogenerate.directory', directory: 'refrence', suggestion: 'reference' }]
 */
export function emptySidebarDirectories(
  sidebar: SidebarConfig | undefined,
  slugs: Iterable<string>,
): EmptySidebarDirectory[] {
  const folders = new Set<string>();
  for (const slug of slugs) {
    const segments = pathSegments(slug).map(folderKey);
    for (let length = 1; length < segments.length; length++) folders.add(segments.slice(0, length).join('/'));
  }
  const empty: EmptySidebarDirectory[] = [];
  const visit = (items: readonly SidebarItemConfig[], path: string) => {
    items.forEach((item, index) => {
      const itemPath = `${path}[${index}]`;
      const directory = item.autogenerate?.directory;
      if (directory !== undefined) {
        const key = pathSegments(directory).map(folderKey).join('/');
        // The root (`directory: ''`) holds every page.
        if (key !== '' && !folders.has(key)) {
          const suggestion = closestSlug(key, folders);
          empty.push({
            path: `${itemPath}.autogenerate.directory`,
            directory,
            ...(suggestion ? { suggestion } : {}),
          });
        }
      }
      if (item.items) visit(item.items, `${itemPath}.items`);
    });
  };
  forEachSidebarGroup(sidebar, visit);
  return empty;
}

/** Calls `visit` with the items of each group of a sidebar (one list, or one per address prefix). */
function forEachSidebarGroup(
  sidebar: SidebarConfig | undefined,
  visit: (items: readonly SidebarItemConfig[], path: string) => void,
): void {
  if (Array.isArray(sidebar)) visit(sidebar, 'sidebar');
  else {
    for (const [key, group] of Object.entries(sidebar ?? {})) {
      const root = `sidebar[${JSON.stringify(key)}]`;
      if (Array.isArray(group)) visit(group, root);
      else visit(group.items, `${root}.items`);
    }
  }
}

/** The known slug fewest edits away from `slug`, when it is at most a third of its length away. */
function closestSlug(slug: string, known: ReadonlySet<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.ceil(slug.length / 3)) + 1;
  for (const candidate of known) {
    const distance = editDistance(slug, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The sidebar without the items that name by `slug` a page of none of `slugs` (and without the groups
 * left empty by that): the sidebar of an older version of the docs, which lacks pages the current
 * version's sidebar lists.
 *
 * @example sidebarWithoutUnknownSlugs([{ slug: 'guide/a' }, { slug: 'guide/new' }], ['guide/a']) // [{ slug: 'guide/a' }]
 */
export function sidebarWithoutUnknownSlugs(
  sidebar: SidebarConfig | undefined,
  slugs: Iterable<string>,
): SidebarConfig | undefined {
  if (sidebar === undefined) return undefined;
  const known = new Set([...slugs].map(normalizeSlug));
  const keep = (items: readonly SidebarItemConfig[]): SidebarItemConfig[] =>
    items.flatMap((item) => {
      if (item.slug !== undefined && !known.has(normalizeSlug(item.slug))) return [];
      if (item.items === undefined) return [item];
      const inner = keep(item.items);
      return inner.length === 0 && item.link === undefined ? [] : [{ ...item, items: inner }];
    });
  if (Array.isArray(sidebar)) return keep(sidebar);
  return Object.fromEntries(
    Object.entries(sidebar).map(([key, group]) => [
      key,
      Array.isArray(group) ? keep(group) : { ...group, items: keep(group.items) },
    ]),
  );
}
