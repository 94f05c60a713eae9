import { createHash } from 'node:crypto';
import {
  type PartialUiDictionary,
  type ResolvedSidebarItem,
  SIDEBAR_INLINE_LINKS,
  SIDEBAR_TREE_FOLDER,
  type SidebarBranchItem,
  sidebarBranch,
  sidebarLinkCount,
  sidebarSectionsByPage,
  sitePageKey,
  withBase,
} from '@lectern/theme-core';
import { SidebarPins } from '@lectern/theme-react';
import { Sidebar } from '@lectern/theme-react/sidebar';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A path no page has: a group's tree file is drawn for it, so that no link in it is the current page. */
const NO_PAGE = '/__lectern-no-page__/';

/** What is worked out once for a sidebar group of one language whose pages draw their branch only. */
interface SidebarGroupDrawing {
  /** The group's tree file. */
  tree: SidebarTreeFile;
  /** The keys of the sections that hold each page (by its path segments), for the branch a page draws. */
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

/** Options of {@link SidebarDrawings.markup} and {@link SidebarDrawings.treeFile}. */
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

/** The sidebar drawn for the pages of a listing, with what is worked out once per group kept by it. */
export interface SidebarDrawings {
  /**
   * The sidebar's markup for one page, as `Sidebar` (with the pinned pages, `SidebarPins`, on top) draws
   * it on the server.
   *
   * A group with at most `inlineLinks` links is drawn whole for each page. A larger group is drawn as the
   * page's branch (theme-core's `sidebarBranch`: the top level and the sections that hold the page, long
   * lists cut to a window around it; the other sections closed and empty, filled from the group's tree
   * file, see {@link SidebarDrawings.treeFile}), the sections that hold the page found in a map made once
   * per group. Either way a page's drawing is of bounded size: a page does not grow with the rest of the
   * site, and neither does the time to draw it.
   *
   * @example drawings.markup({ items: chrome.sidebar, currentPath: Astro.url.pathname, locale: 'en', labels })
   */
  markup(options: SidebarMarkupOptions & { currentPath: string }): string;
  /**
   * The file of the group's whole tree when its pages draw their branch only (it has more links than
   * `inlineLinks`), else `undefined`. The site serves it at its `path` (see the `SidebarTree` route).
   *
   * @example drawings.treeFile({ items, locale: 'en', labels, inlineLinks: 100 })?.path // '/_lectern/sidebar/3k5d9a0x1Bc_.json'
   */
  treeFile(options: SidebarMarkupOptions): SidebarTreeFile | undefined;
}

/**
 * Draws the sidebars of a listing's pages. A group's tree file and the map of where its pages are are made
 * once per group (its array, as the listing's `SiteSidebars` gives it), language, base and inline limit,
 * and kept by the object returned: make one per listing of the site's pages (`createSiteSidebars` does),
 * and what it drew goes with it.
 *
 * @example
 * const drawings = createSidebarDrawings();
 * drawings.markup({ items, currentPath: '/en/guide/', locale: 'en', labels });
 */
export function createSidebarDrawings(): SidebarDrawings {
  const drawings = new WeakMap<readonly ResolvedSidebarItem[], Map<string, SidebarGroupDrawing | null>>();
  /** The group's tree file and where its pages are, once per group and language; `null` for a group drawn whole. */
  const drawingOf = ({
    items,
    locale,
    labels,
    base = '/',
    inlineLinks = SIDEBAR_INLINE_LINKS,
  }: SidebarMarkupOptions): SidebarGroupDrawing | null => {
    let byKey = drawings.get(items);
    if (!byKey) {
      byKey = new Map();
      drawings.set(items, byKey);
    }
    const key = JSON.stringify([locale, base, inlineLinks]);
    let drawing = byKey.get(key);
    if (drawing === undefined) {
      drawing = groupDrawing(items, labels, base, inlineLinks);
      byKey.set(key, drawing);
    }
    return drawing;
  };
  return {
    markup(options) {
      const { items, currentPath, locale, labels } = options;
      const group = drawingOf(options);
      let drawn: SidebarBranchItem[] = [...items];
      if (group) {
        const current = sitePageKey(currentPath);
        const holders = new Set((current !== undefined && group.sectionsByPage.get(current)) || []);
        drawn = sidebarBranch(items, currentPath, { holders });
      }
      return renderToStaticMarkup(
        createElement(Sidebar, {
          items: drawn,
          currentPath,
          labels,
          tree: group?.tree.path,
          top: createElement(SidebarPins, { locale, currentPath, labels }),
        }),
      );
    },
    treeFile: (options) => drawingOf(options)?.tree,
  };
}

/** A group's tree file and where its pages are, when it has more than `inlineLinks` links; else `null`. */
function groupDrawing(
  items: readonly ResolvedSidebarItem[],
  labels: PartialUiDictionary,
  base: string,
  inlineLinks: number,
): SidebarGroupDrawing | null {
  if (sidebarLinkCount(items) <= inlineLinks) return null;
  const markup = renderToStaticMarkup(
    createElement(Sidebar, { items: [...items], currentPath: NO_PAGE, labels }),
  );
  const content = JSON.stringify({ markup });
  const name = `${createHash('sha256').update(content).digest('base64url').slice(0, 16)}.json`;
  return {
    tree: { name, path: withBase(`${SIDEBAR_TREE_FOLDER}${name}`, base), markup, content },
    sectionsByPage: sidebarSectionsByPage(items),
  };
}
