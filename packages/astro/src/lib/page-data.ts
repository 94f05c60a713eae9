import {
  buildOutline,
  expandSidebar,
  flattenSidebar,
  localeLink,
  type NavItem,
  navOfLocale,
  type OutlineHeader,
  outlineTitle,
  type PageMetadata,
  type PrevNext,
  type ResolvedSidebarItem,
  resolveOutlineLevels,
  resolvePrevNext,
  resolveSidebar,
  type SidebarSourcePage,
  type ThemeConfig,
} from '@lectern/theme-core';

/** A heading as Astro's Markdown renderer reports it. */
export interface RenderedHeading {
  depth: number;
  slug: string;
  text: string;
}

/** Everything the chrome around one page needs, worked out once on the server. */
export interface PageChrome {
  nav: NavItem[];
  sidebar: ResolvedSidebarItem[];
  headers: OutlineHeader[];
  outlineTitle: string;
  prevNext: PrevNext;
}

/** Puts the page's language in front of a site link (`/guide/` → `/en/guide/`); other links stay. */
function inLocale(locale: string, link: string | undefined): string | undefined {
  return link?.startsWith('/') ? localeLink(locale, link) : link;
}

/** The menu with the page's language in front of its site links. */
export function navInLocale(locale: string, items: readonly NavItem[]): NavItem[] {
  return items.map((item) => ({
    ...item,
    link: inLocale(locale, item.link),
    items: item.items && navInLocale(locale, item.items),
  }));
}

/** The chrome of a page: its menu, sidebar, outline and pager, from the theme settings and its own. */
export function pageChrome(options: {
  theme: ThemeConfig;
  frontmatter: PageMetadata;
  locale: string;
  currentPath: string;
  headings: readonly RenderedHeading[];
  /** The pages of the page's language, for the parts of the sidebar generated from a folder. */
  sidebarPages?: readonly SidebarSourcePage[];
}): PageChrome {
  const { theme, frontmatter, locale, currentPath, sidebarPages = [] } = options;
  const sidebar = resolveSidebar(expandSidebar(theme.sidebar, sidebarPages, { locale }), currentPath, {
    localePrefix: `/${locale}/`,
  });
  const levels = resolveOutlineLevels(frontmatter.outline, theme.outline);
  const headers = levels
    ? buildOutline(
        options.headings.map((heading) => ({
          level: heading.depth,
          title: heading.text,
          slug: heading.slug,
        })),
        levels,
      )
    : [];
  return {
    nav: navInLocale(locale, navOfLocale(theme, locale)),
    sidebar,
    headers,
    outlineTitle: outlineTitle(frontmatter.outline, theme.labels, theme.outline),
    prevNext: resolvePrevNext({
      flatSidebar: flattenSidebar(sidebar),
      currentPath,
      prev: frontmatter.prev,
      next: frontmatter.next,
      labels: theme.docFooter,
    }),
  };
}

/** The pages of one language as a generated sidebar lists them: path, title, order and own text. */
export function sidebarPagesOf(
  pages: readonly { locale: string; slug: string; entry: { data: PageMetadata } }[],
  locale: string,
): SidebarSourcePage[] {
  return pages
    .filter((page) => page.locale === locale)
    .map(({ slug, entry: { data } }) => ({
      slug,
      title: data.title ?? slug,
      order: data.order,
      sidebarText: data.sidebarText,
    }));
}

/** The pages of each language, worked out once per list of entries the collection gives. */
const sidebarPagesCache = new WeakMap<object, Map<string, SidebarSourcePage[]>>();

/**
 * {@link sidebarPagesOf} for one language, computed once for all the languages of a list of pages and
 * remembered for that list: every page of a build asks, and the answer is the same for all of them.
 */
export function cachedSidebarPages(
  entries: object,
  pages: () => readonly { locale: string; slug: string; entry: { data: PageMetadata } }[],
  locale: string,
): SidebarSourcePage[] {
  let byLocale = sidebarPagesCache.get(entries);
  if (byLocale === undefined) {
    const all = pages();
    byLocale = new Map();
    for (const code of new Set(all.map((page) => page.locale))) byLocale.set(code, sidebarPagesOf(all, code));
    sidebarPagesCache.set(entries, byLocale);
  }
  return byLocale.get(locale) ?? [];
}
