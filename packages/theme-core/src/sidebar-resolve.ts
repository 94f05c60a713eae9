import type { Sidebar, SidebarItem, SidebarMulti } from './config/index.js';
import { SIDEBAR_MAX_DEPTH } from './constants.js';
import { isActivePath, isExternalLink, joinPath, normalizePath, pathSegments } from './paths.js';
import { sidebarItemsTooDeep } from './sidebar-depth.js';
import { flattenSidebar, type SidebarPage } from './sidebar-tree.js';

/** A sidebar item with its `base` applied: links are final, ready to render and compare. */
export interface ResolvedSidebarItem extends Omit<SidebarItem, 'base' | 'items'> {
  /** Child items, resolved too. */
  items?: ResolvedSidebarItem[] | undefined;
  /** Set on a section whose link is the page made to list its items (see `sidebarSectionPages`). */
  listed?: true | undefined;
}

/** Options of {@link resolveSidebar}. */
export interface ResolveSidebarOptions {
  /** The current language's path prefix, e.g. `/zh-CN/`; left out (or `/`) for the root language. */
  localePrefix?: string | undefined;
}

/**
 * Thrown when sidebar items nest deeper than the limit of 5 levels (a top-level item is at depth 1).
 * The message names the item by its path in the config.
 */
export class SidebarDepthError extends Error {
  override readonly name = 'SidebarDepthError';

  /**
   * @param path Where the item sits in the config, e.g. `sidebar["/guide/"][1].items[0]`.
   * @param text The item's text.
   * @param depth How deep it is nested.
   * @param limit The deepest nesting allowed.
   */
  constructor(
    readonly path: string,
    readonly text: string,
    readonly depth: number,
    readonly limit: number = SIDEBAR_MAX_DEPTH,
  ) {
    super(`${path}: ${JSON.stringify(text)} is nested ${depth} levels deep; the limit is ${limit}`);
  }
}

/**
 * Checks that no sidebar item nests deeper than 5 levels, throwing a {@link SidebarDepthError} for the
 * first that does. Works on a whole sidebar (one list or lists keyed by path prefix).
 *
 * @example
 * validateSidebarDepth({ '/guide/': [{ text: 'Intro', link: '/guide/' }] }) // passes
 */
export function validateSidebarDepth(sidebar: Sidebar, root = 'sidebar'): void {
  if (Array.isArray(sidebar)) {
    checkDepth(sidebar, root);
    return;
  }
  for (const [key, group] of Object.entries(sidebar))
    checkGroupDepth(group, `${root}[${JSON.stringify(key)}]`);
}

/**
 * Picks the sidebar items for the current page and applies their bases.
 *
 * A sidebar keyed by path prefix gives the group whose key is the longest prefix of the path, compared by
 * whole segments (`/guide/` matches `/guide/intro` and `/guide`, never `/guides/x`); `/` matches every
 * page. Under a language prefix (`localePrefix: '/zh-CN/'`) keys may be written either way:
 * - with the language (`/zh-CN/guide/`): matched against the full path, the group is used as written;
 * - without it (`/guide/`): matched against the path with the language prefix removed. Such a group is
 *   shared between languages, so its site links get the language prefix (`/guide/intro` becomes
 *   `/zh-CN/guide/intro`) unless they already have it. A single-list sidebar is shared the same way.
 * When a key with the language and one without match equally deep, the key with the language wins.
 *
 * Bases: a `{ base, items }` group's base and an item's `base` (inherited by its children, itself relative
 * to the outer base) are joined to relative links ({@link joinPath}); absolute and external links are
 * kept. The chosen group is checked with {@link validateSidebarDepth}.
 *
 * Each call resolves the group again; a site that resolves a sidebar for many pages keeps a
 * {@link createSidebarResolver}, which resolves each group once.
 *
 * @example
 * resolveSidebar({ '/guide/': { base: '/guide/', items: [{ text: 'Intro', link: 'intro' }] } }, '/guide/intro')
 * // [{ text: 'Intro', link: '/guide/intro' }]
 */
export function resolveSidebar(
  sidebar: Sidebar | undefined,
  currentPath: string,
  options: ResolveSidebarOptions = {},
): ResolvedSidebarItem[] {
  return (sidebar && sidebarGroupOf(sidebar, currentPath, options)?.resolve()) ?? [];
}

/** {@link resolveSidebar} and `flattenSidebar`, each worked out once per group (see {@link createSidebarResolver}). */
export interface SidebarResolver {
  /**
   * {@link resolveSidebar}, the same frozen array for every page of a group (and language, for a group
   * shared between languages) of the same sidebar object.
   */
  resolve(
    sidebar: Sidebar | undefined,
    currentPath: string,
    options?: ResolveSidebarOptions,
  ): readonly ResolvedSidebarItem[];
  /** `flattenSidebar`, the same frozen array for every call with the same list. */
  flatten(items: readonly SidebarItem[]): readonly SidebarPage[];
}

/**
 * A resolver that remembers what it worked out, for a site that resolves its sidebar for every page: each
 * group is resolved once rather than once per page, which would grow with the square of the site's size.
 * What it gives is frozen and shared between pages. It holds what it remembers as long as it is kept:
 * keep one for a build (like `createTranslator`), and let it go with it.
 *
 * @example
 * const sidebars = createSidebarResolver();
 * const items = sidebars.resolve(theme.sidebar, currentPath);
 * const pages = sidebars.flatten(items);
 */
export function createSidebarResolver(): SidebarResolver {
  const groups = new WeakMap<object, Map<string, readonly ResolvedSidebarItem[]>>();
  const flattened = new WeakMap<readonly SidebarItem[], readonly SidebarPage[]>();
  return {
    resolve(sidebar, currentPath, options = {}) {
      const group = sidebar && sidebarGroupOf(sidebar, currentPath, options);
      if (!sidebar || !group) return NO_ITEMS;
      let byKey = groups.get(sidebar);
      if (!byKey) {
        byKey = new Map();
        groups.set(sidebar, byKey);
      }
      const remembered = byKey.get(group.key);
      if (remembered) return remembered;
      const resolved = freezeSidebarItems(group.resolve());
      byKey.set(group.key, resolved);
      return resolved;
    },
    flatten(items) {
      const remembered = flattened.get(items);
      if (remembered) return remembered;
      const pages = freezeSidebarItems(flattenSidebar(items));
      flattened.set(items, pages);
      return pages;
    },
  };
}

const NO_ITEMS: readonly ResolvedSidebarItem[] = Object.freeze([]);

/**
 * The list frozen in place, with its items and their lists, and returned: for sidebar items shared between
 * pages, which read them only. (Values the items share with the site's config, such as a badge, are left
 * as they are.)
 *
 * @example const group = freezeSidebarItems(linksWithBase(items, '/docs/'));
 */
export function freezeSidebarItems<T extends object>(list: T[]): readonly T[] {
  for (const item of list) {
    const items = (item as { items?: unknown }).items;
    if (Array.isArray(items)) freezeSidebarItems(items as object[]);
    Object.freeze(item);
  }
  return Object.freeze(list);
}

/** The group of the sidebar a page gets, by a key naming it (and its language when shared); its items on demand. */
function sidebarGroupOf(
  sidebar: Sidebar,
  currentPath: string,
  { localePrefix }: ResolveSidebarOptions,
): { key: string; resolve: () => ResolvedSidebarItem[] } | undefined {
  const locale = localeRootOf(localePrefix);
  const path = normalizePath(currentPath);
  const pathInLocale = locale !== undefined && isActivePath(path, locale, { matchPrefix: true });
  if (Array.isArray(sidebar)) {
    const shared = pathInLocale ? locale : undefined;
    return {
      key: `list ${shared ?? ''}`,
      resolve: () => {
        checkDepth(sidebar, 'sidebar');
        return resolveItems(sidebar, undefined, shared);
      },
    };
  }
  const localPath = pathInLocale
    ? `/${pathSegments(path).slice(pathSegments(locale).length).join('/')}`
    : undefined;
  const match = pickGroup(sidebar, path, localPath, locale);
  if (match === undefined) return undefined;
  const { key, group } = match;
  const shared = match.shared ? locale : undefined;
  return {
    key: `${JSON.stringify(key)} ${shared ?? ''}`,
    resolve: () => {
      checkGroupDepth(group, `sidebar[${JSON.stringify(key)}]`);
      return Array.isArray(group)
        ? resolveItems(group, undefined, shared)
        : resolveItems(group.items, joinPath('/', group.base), shared);
    },
  };
}

type SidebarGroup = SidebarMulti[string];

interface GroupMatch {
  key: string;
  group: SidebarGroup;
  /** Matched without the language prefix: the group is shared between languages. */
  shared: boolean;
  /** Twice the number of the path's segments the key covers, plus one for a key with the language. */
  score: number;
}

function pickGroup(
  sidebar: SidebarMulti,
  path: string,
  localPath: string | undefined,
  locale: string | undefined,
): GroupMatch | undefined {
  const localeDepth = locale === undefined ? 0 : pathSegments(locale).length;
  let best: GroupMatch | undefined;
  for (const [key, group] of Object.entries(sidebar)) {
    const depth = pathSegments(key).length;
    const candidates: GroupMatch[] = [];
    if (isActivePath(path, key, { matchPrefix: true })) {
      candidates.push({ key, group, shared: false, score: 2 * depth + 1 });
    }
    if (localPath !== undefined && isActivePath(localPath, key, { matchPrefix: true })) {
      candidates.push({ key, group, shared: true, score: 2 * (depth + localeDepth) });
    }
    for (const candidate of candidates)
      if (best === undefined || candidate.score > best.score) best = candidate;
  }
  return best;
}

function resolveItems(
  items: readonly SidebarItem[],
  base: string | undefined,
  locale: string | undefined,
): ResolvedSidebarItem[] {
  return items.map(({ base: ownBase, items: children, ...item }) => {
    const itemBase = ownBase === undefined ? base : joinPath(base ?? '/', ownBase);
    const resolved: ResolvedSidebarItem = { ...item };
    if (item.link !== undefined) {
      resolved.link = withLocale(itemBase === undefined ? item.link : joinPath(itemBase, item.link), locale);
    }
    if (children !== undefined) resolved.items = resolveItems(children, itemBase, locale);
    return resolved;
  });
}

function withLocale(link: string, locale: string | undefined): string {
  if (locale === undefined || !link.startsWith('/') || isExternalLink(link)) return link;
  if (isActivePath(link, locale, { matchPrefix: true })) return link;
  return `${locale.slice(0, -1)}${link}`;
}

/** `/zh-CN/` for `zh-CN`, `/zh-CN` or `/zh-CN/`; `undefined` for the root language. */
function localeRootOf(localePrefix: string | undefined): string | undefined {
  const segments = pathSegments(localePrefix ?? '/');
  return segments.length === 0 ? undefined : `/${segments.join('/')}/`;
}

function checkGroupDepth(group: SidebarGroup, path: string): void {
  if (Array.isArray(group)) checkDepth(group, path);
  else checkDepth(group.items, `${path}.items`);
}

function checkDepth(items: readonly SidebarItem[], root: string): void {
  const [tooDeep] = sidebarItemsTooDeep(items);
  if (!tooDeep) return;
  const path = tooDeep.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('');
  throw new SidebarDepthError(`${root}${path}`, tooDeep.item.text ?? '', tooDeep.depth);
}
