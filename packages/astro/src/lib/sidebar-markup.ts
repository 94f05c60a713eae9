import { createHash } from 'node:crypto';
import {
  isExternalLink,
  type PartialUiDictionary,
  pathSegments,
  type ResolvedSidebarItem,
  SIDEBAR_INLINE_LINKS,
  SIDEBAR_TREE_FOLDER,
  type SidebarBranchItem,
  sidebarBranch,
  sidebarItemState,
  sidebarLinkCount,
  sidebarSectionsByPage,
  withBase,
} from '@lectern/theme-core';
import { SidebarPins } from '@lectern/theme-react';
import { Sidebar } from '@lectern/theme-react/sidebar';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A path no page has: the sidebar is drawn once for it, and each page's own state is put in after. */
const NO_PAGE = '/__lectern-no-page__/';

/** The sidebar drawn once for the pages that share it, cut where pages differ. */
interface SidebarTemplate {
  /** The markup split at each `<details` (one per collapsible section, in the order they are drawn). */
  sections: string[];
  /** The collapsible sections in the same order; those that start closed open on their own pages. */
  collapsible: SidebarBranchItem[];
}

/** A sidebar group of one language, as its pages draw it. */
interface SidebarGroupDrawing {
  /** The group drawn whole (the pinned pages on top), for no page; not drawn when its pages draw a branch. */
  whole?: SidebarTemplate | undefined;
  /** The items' links by the page they lead to (its path segments), as `isActivePath` compares them. */
  linksByPage: Map<string, string[]>;
  /** The group's tree file, when its pages draw their branch only (the group has more links than inline). */
  tree?: SidebarTreeFile | undefined;
  /** The keys of the sections that hold each page (see `linksByPage`), for the branch a page draws. */
  sectionsByPage: Map<string, string[]>;
}

/** The file of a sidebar group's whole tree, which its pages drawn by branch fill their closed sections from. */
export interface SidebarTreeFile {
  /** Its name: the hash of its content (`3k5d9a0x1Bc_.json`), so that it can be cached for good. */
  name: string;
  /** Its address, under the site's base (`/docs/_lectern/sidebar/3k5d9a0x1Bc_.json`). */
  path: string;
  /** The group drawn whole, for no page. */
  markup: string;
  /** The file's content: `{ "markup": … }` (JSON: not a page of the site for search, the sitemap or link checks). */
  content: string;
}

/** Options of {@link sidebarMarkup} and {@link sidebarTreeFile}. */
export interface SidebarMarkupOptions {
  /** The page's sidebar group, resolved, its links under the site's base. */
  items: readonly ResolvedSidebarItem[];
  locale: string;
  labels: PartialUiDictionary;
  /** The site's base path (Astro's `base`), for the tree file's address. Default: `/`. */
  base?: string | undefined;
  /** A group with at most this many links is drawn whole (the theme setting `sidebarInlineLinks`). */
  inlineLinks?: number | undefined;
}

const drawings = new WeakMap<readonly ResolvedSidebarItem[], Map<string, SidebarGroupDrawing>>();

/**
 * The sidebar's markup for one page, as `Sidebar` (with the pinned pages, `SidebarPins`, on top) draws
 * it on the server.
 *
 * A group with at most `inlineLinks` links is drawn whole: once per group and language, then given each
 * page's own state — its link marked `aria-current="page"` (as a section title too), the closed sections
 * that hold it open, and the page's address for the pinned pages. A build does the drawing once instead of
 * for every page, where it would grow with the square of the site's size. A test checks it against a full
 * drawing.
 *
 * A larger group is drawn as the page's branch (theme-core's `sidebarBranch`: the top level and the
 * sections that hold the page, long lists cut to a window around it; the other sections closed and empty,
 * filled from the group's tree file, see {@link sidebarTreeFile}): a part of bounded size, drawn for each
 * page, the sections that hold it found in a map made once per group. A page does not grow with the rest
 * of the site, and neither does the time to draw it.
 *
 * @example sidebarMarkup({ items: chrome.sidebar, currentPath: Astro.url.pathname, locale: 'en', labels })
 */
export function sidebarMarkup(options: SidebarMarkupOptions & { currentPath: string }): string {
  const { items, currentPath, locale, labels } = options;
  const group = drawingOf(options);
  const current = isExternalLink(currentPath) ? undefined : pathSegments(currentPath).join('/');
  const template = group.whole;
  if (!template) {
    // Drawn by branch: a bounded part of the group, drawn for the page itself.
    const holders = new Set((current !== undefined && group.sectionsByPage.get(current)) || []);
    return renderToStaticMarkup(
      createElement(Sidebar, {
        items: sidebarBranch(items, currentPath, { holders }),
        currentPath,
        labels,
        tree: group.tree?.path,
        top: createElement(SidebarPins, { locale, currentPath, labels }),
      }),
    );
  }

  let markup = template.sections[0] ?? '';
  template.sections.slice(1).forEach((section, index) => {
    const item = template.collapsible[index];
    const opens = item?.collapsed === true && !sidebarItemState(item, currentPath).collapsed;
    // ` open=""` last in the start tag, where React writes it (no attribute value holds a `>`).
    const end = section.indexOf('>');
    markup += opens ? `<details${section.slice(0, end)} open=""${section.slice(end)}` : `<details${section}`;
  });

  for (const link of (current !== undefined && group.linksByPage.get(current)) || []) {
    const attribute = ` href="${escapeAttribute(link)}"`;
    markup = markup.split(attribute).join(`${attribute} aria-current="page"`);
  }
  return markup.split(`data-path="${NO_PAGE}"`).join(`data-path="${escapeAttribute(currentPath)}"`);
}

/**
 * The file of the group's whole tree when its pages draw their branch only (it has more links than
 * `inlineLinks`), else `undefined`. The site serves it at its `path` (see the `SidebarTree` route).
 *
 * @example sidebarTreeFile({ items, locale: 'en', labels, inlineLinks: 100 })?.path // '/_lectern/sidebar/3k5d9a0x1Bc_.json'
 */
export function sidebarTreeFile(options: SidebarMarkupOptions): SidebarTreeFile | undefined {
  return drawingOf(options).tree;
}

function drawingOf({
  items,
  locale,
  labels,
  base = '/',
  inlineLinks = SIDEBAR_INLINE_LINKS,
}: SidebarMarkupOptions): SidebarGroupDrawing {
  let byKey = drawings.get(items);
  if (!byKey) {
    byKey = new Map();
    drawings.set(items, byKey);
  }
  const key = JSON.stringify([locale, base, inlineLinks]);
  let drawing = byKey.get(key);
  if (!drawing) {
    let tree: SidebarTreeFile | undefined;
    if (sidebarLinkCount(items) > inlineLinks) {
      const markup = renderToStaticMarkup(
        createElement(Sidebar, { items: [...items], currentPath: NO_PAGE, labels }),
      );
      const content = JSON.stringify({ markup });
      const name = `${createHash('sha256').update(content).digest('base64url').slice(0, 16)}.json`;
      tree = { name, path: withBase(`${SIDEBAR_TREE_FOLDER}${name}`, base), markup, content };
    }
    drawing = {
      whole: tree ? undefined : draw(items, locale, labels),
      linksByPage: linksByPage(items),
      tree,
      sectionsByPage: tree ? sidebarSectionsByPage(items) : new Map(),
    };
    byKey.set(key, drawing);
  }
  return drawing;
}

/** The sidebar drawn for no page, cut at each collapsible section. */
function draw(
  items: readonly SidebarBranchItem[],
  locale: string,
  labels: PartialUiDictionary,
): SidebarTemplate {
  const markup = renderToStaticMarkup(
    createElement(Sidebar, {
      items: [...items],
      currentPath: NO_PAGE,
      labels,
      top: createElement(SidebarPins, { locale, currentPath: NO_PAGE, labels }),
    }),
  );
  return { sections: markup.split('<details'), collapsible: collapsibleSections(items) };
}

/** The sections drawn as `<details>`, depth first in the order the sidebar draws them. */
function collapsibleSections(items: readonly SidebarBranchItem[]): SidebarBranchItem[] {
  return items.flatMap((item) => [
    ...(sidebarItemState(item, NO_PAGE).collapsible ? [item] : []),
    ...collapsibleSections(item.items ?? []),
  ]);
}

/** The site links of the items, by the path segments of the page each leads to. */
function linksByPage(items: readonly ResolvedSidebarItem[]): Map<string, string[]> {
  const links = new Map<string, string[]>();
  const visit = (list: readonly ResolvedSidebarItem[]) => {
    for (const { link, items: children } of list) {
      if (link !== undefined && !link.startsWith('#') && !isExternalLink(link)) {
        const page = pathSegments(link).join('/');
        const same = links.get(page) ?? [];
        if (!same.includes(link)) same.push(link);
        links.set(page, same);
      }
      if (children) visit(children);
    }
  };
  visit(items);
  return links;
}

/** A value as React writes it in an attribute. */
function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
