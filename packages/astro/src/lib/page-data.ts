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
  type Sidebar,
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
  /** The sidebar with its generated parts already filled in (see {@link localeSidebars}). */
  expandedSidebar?: Sidebar | undefined;
}): PageChrome {
  const { theme, frontmatter, locale, currentPath, sidebarPages = [] } = options;
  const expanded =
    'expandedSidebar' in options
      ? options.expandedSidebar
      : expandSidebar(theme.sidebar, sidebarPages, { locale });
  const sidebar = resolveSidebar(expanded, currentPath, { localePrefix: `/${locale}/` });
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

/** A page as the generated sidebars read it. */
type SidebarPageSource = { locale: string; slug: string; entry: { data: PageMetadata } };

/**
 * The sidebar of every language of the pages, with its generated parts filled in from that language's
 * pages: worked out once for a build (in `getStaticPaths`), not once per page.
 */
export function localeSidebars(
  theme: ThemeConfig,
  pages: readonly SidebarPageSource[],
): Map<string, Sidebar | undefined> {
  const sidebars = new Map<string, Sidebar | undefined>();
  for (const locale of new Set(pages.map((page) => page.locale))) {
    sidebars.set(locale, expandSidebar(theme.sidebar, sidebarPagesOf(pages, locale), { locale }));
  }
  return sidebars;
}
