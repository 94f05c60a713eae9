import type { Sidebar, SidebarItem, SidebarMulti } from './config/index.js';
import { SIDEBAR_MAX_DEPTH } from './constants.js';
import { isActivePath, isExternalLink, joinPath, normalizePath, pathSegments } from './paths.js';
import { sidebarItemsTooDeep } from './sidebar-depth.js';

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
 * Picks the sidebar items for the current page and applies their bases. Pages of the same group get the
 * same array, resolved once per sidebar object: treat it as read-only.
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
 * @example
 * resolveSidebar({ '/guide/': { base: '/guide/', items: [{ text: 'Intro', link: 'intro' }] } }, '/guide/intro')
 * // [{ text: 'Intro', link: '/guide/intro' }]
 */
export function resolveSidebar(
  sidebar: Sidebar | undefined,
  currentPath: string,
  { localePrefix }: ResolveSidebarOptions = {},
): ResolvedSidebarItem[] {
  if (sidebar === undefined) return [];
  const locale = localeRootOf(localePrefix);
  const path = normalizePath(currentPath);
  const pathInLocale = locale !== undefined && isActivePath(path, locale, { matchPrefix: true });
  if (Array.isArray(sidebar)) {
    const shared = pathInLocale ? locale : undefined;
    return remembered(sidebar, `list ${shared ?? ''}`, () => {
      checkDepth(sidebar, 'sidebar');
      return resolveItems(sidebar, undefined, shared);
    });
  }
  const localPath = pathInLocale
    ? `/${pathSegments(path).slice(pathSegments(locale).length).join('/')}`
    : undefined;
  const match = pickGroup(sidebar, path, localPath, locale);
  if (match === undefined) return [];
  const { key, group } = match;
  const shared = match.shared ? locale : undefined;
  return remembered(sidebar, `${JSON.stringify(key)} ${shared ?? ''}`, () => {
    checkGroupDepth(group, `sidebar[${JSON.stringify(key)}]`);
    return Array.isArray(group)
      ? resolveItems(group, undefined, shared)
      : resolveItems(group.items, joinPath('/', group.base), shared);
  });
}

/**
 * The resolved groups of each sidebar seen, by group and language: every page of a group gets the same
 * one, resolved once rather than once per page (a build would otherwise do work that grows with the
 * square of the site's size).
 */
const resolvedGroups = new WeakMap<object, Map<string, ResolvedSidebarItem[]>>();

function remembered(
  sidebar: object,
  key: string,
  resolve: () => ResolvedSidebarItem[],
): ResolvedSidebarItem[] {
  let groups = resolvedGroups.get(sidebar);
  if (!groups) {
    groups = new Map();
    resolvedGroups.set(sidebar, groups);
  }
  let resolved = groups.get(key);
  if (!resolved) {
    resolved = resolve();
    groups.set(key, resolved);
  }
  return resolved;
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
