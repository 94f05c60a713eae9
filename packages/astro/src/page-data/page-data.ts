import {
  buildOutline,
  emptySidebarDirectories,
  expandSidebar,
  imageWithBase,
  type NavItem,
  navOfLocale,
  type OutlineHeader,
  outlineTitle,
  type PageMetadata,
  type PrevNext,
  type ResolvedSidebarItem,
  resolveOutlineLevels,
  resolvePrevNext,
  type Sidebar,
  type SidebarSourcePage,
  siteLinkIn,
  type ThemeConfig,
  unknownSidebarSlugs,
  withBase,
  withoutBase,
} from '@lectern/theme-core';
import { SiteError } from '../site/site-error.js';
import { pageLabels } from './page-labels.js';
import type { SectionPages } from './section-pages.js';
import type { SiteSidebars } from './site-sidebars.js';

/** A heading as Astro's Markdown renderer reports it. */
export interface RenderedHeading {
  depth: number;
  slug: string;
  text: string;
}

/** Everything the chrome around one page needs, worked out once on the server. */
export interface PageChrome {
  nav: NavItem[];
  sidebar: readonly ResolvedSidebarItem[];
  headers: OutlineHeader[];
  outlineTitle: string;
  prevNext: PrevNext;
}

/**
 * The menu with the page's language in front of its site links, under the site's base path.
 *
 * @example navInLocale('en', [{ text: 'Guide', link: '/guide/' }], '/docs/') // [{ text: 'Guide', link: '/docs/en/guide/' }]
 */
export function navInLocale(locale: string, items: readonly NavItem[], base = '/'): NavItem[] {
  return items.map((item) => {
    return {
      ...item,
      link: item.link === undefined ? undefined : siteLinkIn(locale, item.link, base),
      items: item.items && navInLocale(locale, item.items, base),
    };
  });
}

/** A page's own previous or next link, under the site's base path. */
function pagerLinkWithBase(link: PageMetadata['prev'], base: string): PageMetadata['prev'] {
  return typeof link === 'object' && link.link !== undefined
    ? { ...link, link: withBase(link.link, base) }
    : link;
}

/**
 * A page's sidebar group, resolved for its address (`currentPath`, under the base) from the language's
 * sidebar with its generated parts filled in, its links under the site's base: the same array for every
 * page of the group, worked out once by the listing's `siteSidebars`.
 */
export function pageSidebar(options: {
  /** The sidebars of the listing the page is in (see `docPageList`). */
  siteSidebars: SiteSidebars;
  expandedSidebar: Sidebar | undefined;
  locale: string;
  currentPath: string;
  base?: string | undefined;
  /** The groups with their sections linked to their pages (see `sectionPagesOf`); none when left out. */
  sectionLinks?: SectionPages['linked'] | undefined;
}): readonly ResolvedSidebarItem[] {
  const { siteSidebars, expandedSidebar, locale, currentPath, base = '/', sectionLinks } = options;
  const resolved = siteSidebars.resolve(expandedSidebar, withoutBase(currentPath, base), {
    localePrefix: `/${locale}/`,
  });
  return siteSidebars.underBase(sectionLinks?.get(resolved) ?? resolved, base);
}

/** The chrome of a page: its menu, sidebar, outline and pager, from the theme settings and its own. */
export function pageChrome(options: {
  /** The sidebars of the listing the page is in (see `docPageList`), which resolves its group once. */
  siteSidebars: SiteSidebars;
  theme: ThemeConfig;
  frontmatter: PageMetadata;
  locale: string;
  currentPath: string;
  headings: readonly RenderedHeading[];
  /** The pages of the page's language, for the parts of the sidebar generated from a folder. */
  sidebarPages?: readonly SidebarSourcePage[];
  /** The sidebar with its generated parts already filled in (see {@link localeSidebars}). */
  expandedSidebar?: Sidebar | undefined;
  /** The groups with their sections linked to their pages (see `sectionPagesOf`). */
  sectionLinks?: SectionPages['linked'] | undefined;
  /**
   * The site's base path (Astro's `base`), which `currentPath` is written under: the sidebar is resolved
   * from the site's root and its links, and the pager's, are written under the base. Default: `/`.
   */
  base?: string | undefined;
}): PageChrome {
  const { siteSidebars, theme, frontmatter, locale, currentPath, sidebarPages = [], base = '/' } = options;
  const expanded =
    'expandedSidebar' in options
      ? options.expandedSidebar
      : expandSidebar(theme.sidebar, sidebarPages, { locale });
  const sidebar = pageSidebar({
    siteSidebars,
    expandedSidebar: expanded,
    locale,
    currentPath,
    base,
    sectionLinks: options.sectionLinks,
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
    nav: navInLocale(locale, navOfLocale(theme, locale), base),
    sidebar,
    headers,
    outlineTitle: outlineTitle(frontmatter.outline, pageLabels(theme, locale), theme.outline),
    prevNext: resolvePrevNext({
      flatSidebar: siteSidebars.flatten(sidebar),
      currentPath,
      prev: pagerLinkWithBase(frontmatter.prev, base),
      next: pagerLinkWithBase(frontmatter.next, base),
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
      sidebarBadge: data.sidebarBadge,
      sidebarHidden: data.sidebarHidden,
    }));
}

/** A page as the generated sidebars read it. */
type SidebarPageSource = { locale: string; slug: string; entry: { data: PageMetadata } };

/** Thrown when the sidebar names by `slug` a page the site does not have; one line per item. */
export class SidebarSlugError extends SiteError {
  override readonly name = 'SidebarSlugError';
  constructor(readonly lines: readonly string[]) {
    super(`The sidebar names pages the site does not have:\n${lines.join('\n')}`);
  }
}

/**
 * The sidebar of every language of the pages, in that language, with its generated parts filled in from
 * that language's pages: worked out once for a build (in `getStaticPaths`), not once per page.
 *
 * @throws {SidebarSlugError} when an item names by `slug` a page no language has, one line per item
 *   (`astro.config: sidebar[0].items[1].slug: no page "guide/intor" (did you mean "guide/intro"?)`).
 */
export function localeSidebars(
  theme: ThemeConfig,
  pages: readonly SidebarPageSource[],
  {
    configFile = 'astro.config',
    knownSlugs = pages.map((page) => page.slug),
    warn = console.warn,
  }: {
    /** The file the theme settings come from, named in the error. */
    configFile?: string | undefined;
    /** Every page's slug, built or not (drafts): an item naming one of these is not a mistake. */
    knownSlugs?: readonly string[] | undefined;
    /** Told about an `autogenerate` directory that holds no page. Default: `console.warn`. */
    warn?: ((line: string) => void) | undefined;
  } = {},
): Map<string, Sidebar | undefined> {
  for (const { path, directory, suggestion } of emptySidebarDirectories(theme.sidebar, knownSlugs)) {
    warn(
      `${configFile}: ${path}: no page is in the folder ${JSON.stringify(directory)}, so its group is empty${suggestion === undefined ? '' : ` (did you mean ${JSON.stringify(suggestion)}?)`}`,
    );
  }
  const unknown = unknownSidebarSlugs(theme.sidebar, knownSlugs);
  if (unknown.length > 0) {
    throw new SidebarSlugError(
      unknown.map(
        ({ path, slug, suggestion }) =>
          `${configFile}: ${path}: no page ${JSON.stringify(slug)}${suggestion === undefined ? '' : ` (did you mean ${JSON.stringify(suggestion)}?)`}`,
      ),
    );
  }
  const sidebars = new Map<string, Sidebar | undefined>();
  for (const locale of new Set(pages.map((page) => page.locale))) {
    sidebars.set(locale, expandSidebar(theme.sidebar, sidebarPagesOf(pages, locale), { locale }));
  }
  return sidebars;
}

/**
 * A page's frontmatter with the site addresses of its home layout (the hero's buttons and image, the
 * features' links and icons) under the site's base path, as the theme writes them into the page.
 */
export function frontmatterWithBase(frontmatter: PageMetadata, base: string): PageMetadata {
  if (withBase('/', base) === '/' || (frontmatter.hero === undefined && frontmatter.features === undefined)) {
    return frontmatter;
  }
  const { hero, features } = frontmatter;
  return {
    ...frontmatter,
    ...(hero === undefined
      ? {}
      : {
          hero: {
            ...hero,
            image: imageWithBase(hero.image, base),
            actions: hero.actions?.map((action) => ({ ...action, link: withBase(action.link, base) })),
          },
        }),
    ...(features === undefined
      ? {}
      : {
          features: features.map((feature) => ({
            ...feature,
            icon: imageWithBase(feature.icon, base),
            link: feature.link === undefined ? undefined : withBase(feature.link, base),
          })),
        }),
  };
}
