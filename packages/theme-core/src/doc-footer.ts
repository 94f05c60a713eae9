import type { DocFooterLink, ThemeConfig } from './config/index.js';
import { sitePageKey } from './paths.js';
import type { SidebarPage } from './sidebar-tree.js';

/** A link of the previous/next pager. */
export interface PagerLink {
  /** The page's title as the pager shows it. */
  text: string;
  /** Where it leads. */
  link: string;
}

/** The pager's two sides; a missing side is not shown. */
export interface PrevNext {
  prev?: PagerLink;
  next?: PagerLink;
}

/** What {@link resolvePrevNext} needs. */
export interface PrevNextInput {
  /** The sidebar's pages in reading order ({@link flattenSidebar} of the resolved sidebar). */
  flatSidebar: readonly SidebarPage[];
  /** The current page's path. */
  currentPath: string;
  /** The page's `prev` override. */
  prev?: DocFooterLink | undefined;
  /** The page's `next` override. */
  next?: DocFooterLink | undefined;
  /** The theme's `docFooter` labels; `false` hides that side on every page. */
  labels?: ThemeConfig['docFooter'];
}

/**
 * The previous and next pages of the pager: the neighbours of the current page in the sidebar's reading
 * order, changed by the page's overrides — `false` hides a side, a string renames it, an object sets its
 * text and/or link (a new link without a text takes the text the sidebar gives that page). A side shows
 * only when it has both a text and a link. A theme label set to `false` hides that side everywhere; other
 * labels are the headings above the links, for the caller to render.
 *
 * @example
 * resolvePrevNext({ flatSidebar: [{ text: 'Intro', link: '/intro' }, { text: 'Setup', link: '/setup' }], currentPath: '/setup' })
 * // { prev: { text: 'Intro', link: '/intro' } }
 */
export function resolvePrevNext({ flatSidebar, currentPath, prev, next, labels }: PrevNextInput): PrevNext {
  const index = pageIndex(flatSidebar, currentPath);
  const neighbour = (offset: number) => (index < 0 ? undefined : flatSidebar[index + offset]);
  const result: PrevNext = {};
  const previous = labels?.prev === false ? undefined : pagerLink(neighbour(-1), prev, flatSidebar);
  const following = labels?.next === false ? undefined : pagerLink(neighbour(1), next, flatSidebar);
  if (previous !== undefined) result.prev = previous;
  if (following !== undefined) result.next = following;
  return result;
}

/**
 * The "Edit this page" address: the page's own (`editLink: 'https://…'` in its frontmatter), else `:path`
 * in the theme's pattern replaced by the page's source path (relative to the source folder).
 * `undefined` when the page sets `editLink: false`, or has no address of its own and the theme no
 * pattern.
 *
 * @throws Error when the pattern does not contain `:path`.
 * @example editLinkUrl('https://github.com/lectern/docs/edit/main/docs/:path', 'guide/intro.md')
 * // 'https://github.com/lectern/docs/edit/main/docs/guide/intro.md'
 * @example editLinkUrl(undefined, 'api/alert.md', 'https://github.com/lectern/ui/edit/main/src/alert.tsx')
 * // 'https://github.com/lectern/ui/edit/main/src/alert.tsx'
 */
export function editLinkUrl(
  pattern: string | undefined,
  relativePath: string,
  pageEditLink?: boolean | string,
): string | undefined {
  if (typeof pageEditLink === 'string') return pageEditLink;
  if (pattern === undefined) return undefined;
  if (!pattern.includes(':path')) {
    throw new Error(
      `editLink.pattern: expected a pattern containing ":path" (got ${JSON.stringify(pattern)})`,
    );
  }
  if (pageEditLink === false) return undefined;
  const path = relativePath.replace(/^(?:\.?\/)+/, '');
  return pattern.replaceAll(':path', () => path);
}

/** How {@link formatLastUpdated} writes the time. */
export interface LastUpdatedFormat {
  /** The page's language, e.g. `en` or `zh-CN`. */
  locale: string;
  /** `Intl.DateTimeFormat` options, used instead of the default short date and short time. */
  formatOptions?: Intl.DateTimeFormatOptions | undefined;
  /** The time zone, e.g. `UTC`; by default the reader's. Wins over a `timeZone` in `formatOptions`. */
  timeZone?: string | undefined;
}

/** A last-updated time, written for people and for the `datetime` attribute of `<time>`. */
export interface LastUpdatedText {
  /** The formatted time, e.g. `1/15/24, 1:05 PM`. */
  text: string;
  /** The ISO 8601 time, e.g. `2024-01-15T13:05:00.000Z`. */
  iso: string;
}

const DEFAULT_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/**
 * Writes a page's last-updated time in the page's language, by default as a short date and a short time.
 * Gives `undefined` for an invalid date.
 *
 * @throws RangeError or TypeError from `Intl.DateTimeFormat` for an invalid locale, time zone or options.
 * @example formatLastUpdated(Date.UTC(2024, 0, 15, 13, 5), { locale: 'zh-CN', timeZone: 'UTC' })
 * // { text: '2024/1/15 13:05', iso: '2024-01-15T13:05:00.000Z' }
 */
export function formatLastUpdated(
  timestamp: number | Date,
  { locale, formatOptions = DEFAULT_FORMAT, timeZone }: LastUpdatedFormat,
): LastUpdatedText | undefined {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return undefined;
  const options = timeZone === undefined ? formatOptions : { ...formatOptions, timeZone };
  return { text: new Intl.DateTimeFormat(locale, options).format(date), iso: date.toISOString() };
}

function pagerLink(
  neighbour: SidebarPage | undefined,
  override: DocFooterLink | undefined,
  pages: readonly SidebarPage[],
): PagerLink | undefined {
  if (override === false) return undefined;
  if (override === undefined) return neighbour && { text: neighbour.text, link: neighbour.link };
  if (typeof override === 'string') return neighbour && { text: override, link: neighbour.link };
  const { link: newLink, text: newText } = override;
  const link = newLink ?? neighbour?.link;
  const text = newText ?? (newLink === undefined ? neighbour?.text : pages[pageIndex(pages, newLink)]?.text);
  return link === undefined || text === undefined ? undefined : { text, link };
}

/**
 * Where the page a path leads to is in the reading order, or -1 (as `isActivePath` compares: by key, so
 * the pages' keys from `flattenSidebar` are compared without working them out again).
 */
function pageIndex(pages: readonly SidebarPage[], path: string): number {
  const key = sitePageKey(path);
  return key === undefined ? -1 : pages.findIndex((page) => (page.key ?? sitePageKey(page.link)) === key);
}
