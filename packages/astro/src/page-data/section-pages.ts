import {
  isActivePath,
  pageKey,
  pathSegments,
  type ResolvedSidebarItem,
  type Sidebar,
  sidebarSectionPages,
  withoutBase,
} from '@lectern/theme-core';
import { groupBy } from './group-by.js';
import type { SiteSidebars } from './site-sidebars.js';

/** A page that lists a sidebar section without a page of its own, in one language. */
export interface SectionPage {
  locale: string;
  /** The path after the language, without slashes at either end: `components/data-tables`. */
  slug: string;
  /** The section's text. */
  title: string;
  /** The section's items, as its group has them (not yet under the site's base). */
  items: ResolvedSidebarItem[];
}

/** The sections given a page, worked out once per build from the sidebars and the pages. */
export interface SectionPages {
  /** Each sidebar group as the listing's `siteSidebars` gives it, by that list, with its sections linked to their page. */
  linked: ReadonlyMap<readonly ResolvedSidebarItem[], ResolvedSidebarItem[]>;
  pages: SectionPage[];
}

/**
 * The section pages of every language (see theme-core's `sidebarSectionPages`): for each sidebar group
 * the pages of a language are drawn with, its sections without a link get the folder that holds their
 * pages, when no page of the language is there, the redirect table does not send it elsewhere, the folder
 * is below the language's home, and the folder's address is drawn with the same group (or one alike). With `enabled: false` (the theme setting `sidebarSectionPages`), none.
 *
 * The groups are resolved by `siteSidebars`, the listing's: the pages look their group's sections up by
 * the same arrays.
 *
 * @example
 * sectionPagesOf([{ locale: 'en', slug: 'guide/intro' }], new Map([['en', [{ text: 'Guide', items: [{ text: 'Intro', link: '/en/guide/intro/' }] }]]]), { siteSidebars }).pages
 * // [{ locale: 'en', slug: 'guide', title: 'Guide', items: [{ text: 'Intro', link: '/en/guide/intro/' }] }]
 */
export function sectionPagesOf(
  pages: readonly { locale: string; slug: string }[],
  sidebars: ReadonlyMap<string, Sidebar | undefined>,
  {
    siteSidebars,
    enabled = true,
    redirected = () => false,
  }: {
    /** The sidebars of the listing (see `docPageList`), whose groups the pages are drawn with. */
    siteSidebars: Pick<SiteSidebars, 'resolve'>;
    enabled?: boolean | undefined;
    /** Whether the redirect table sends an address elsewhere: such a folder is the table's, not a section's. */
    redirected?: ((path: string) => boolean) | undefined;
  },
): SectionPages {
  const linked = new Map<readonly ResolvedSidebarItem[], ResolvedSidebarItem[]>();
  const found: SectionPage[] = [];
  if (!enabled) return { linked, pages: found };
  // Groups drawn alike are one group: a sidebar keyed by several prefixes may give each the same list, which
  // `siteSidebars` resolves once per prefix (compared by their content, worked out once per list).
  const contents = new Map<readonly ResolvedSidebarItem[], string>();
  const contentOf = (group: readonly ResolvedSidebarItem[]) => {
    let content = contents.get(group);
    if (content === undefined) {
      content = JSON.stringify(group);
      contents.set(group, content);
    }
    return content;
  };
  const given = new Set<string>();
  const byLocale = groupBy(
    pages,
    (page) => page.locale,
    (page) => page.slug,
  );
  for (const [locale, slugs] of byLocale) {
    const sidebar = sidebars.get(locale);
    if (sidebar === undefined) continue;
    const home = `/${locale}/`;
    const groupOf = (path: string) => siteSidebars.resolve(sidebar, path, { localePrefix: home });
    const taken = new Set(slugs.map((slug) => pageKey(`${home}${slug}`)));
    for (const slug of slugs) {
      const group = groupOf(`${home}${slug ? `${slug}/` : ''}`);
      if (group.length === 0 || linked.has(group)) continue;
      const { items, pages: sectionPages } = sidebarSectionPages(group, {
        isFree: (path) =>
          !taken.has(pageKey(path)) &&
          !redirected(path) &&
          isActivePath(path, home, { matchPrefix: true }) &&
          pathSegments(path).length > pathSegments(home).length &&
          contentOf(groupOf(path)) === contentOf(group),
      });
      linked.set(group, items);
      for (const page of sectionPages) {
        if (given.has(`${locale} ${page.path}`)) continue;
        given.add(`${locale} ${page.path}`);
        found.push({
          locale,
          slug: pathSegments(page.path).slice(pathSegments(home).length).join('/'),
          title: page.title,
          items: page.items,
        });
      }
    }
  }
  return { linked, pages: found };
}

/** A page's description on a section page, with its language and direction when they are not the page's. */
export interface SectionItemDescription {
  text: string;
  lang?: string | undefined;
  dir?: string | undefined;
}

/** The descriptions a section page shows beside its links, by address (see {@link sectionItemDescription}). */
export type SectionItemDescriptions = ReadonlyMap<string, SectionItemDescription>;

/** The key of an address among the descriptions: its path segments, without the site's base. */
const descriptionKey = (path: string) => `/${pathSegments(path).join('/')}/`;

/**
 * The description of every page that has one, for the section pages to show beside their links: a page
 * not translated yet shows the default language's description, marked with that language and direction
 * (`defaultLanguage`), so that it is read (and spoken) as what it is.
 *
 * @example
 * sectionItemDescriptions([{ locale: 'ar', slug: 'intro', fallback: true, entry: { data: { description: 'Start here' } } }], { locale: 'en', dir: 'ltr' })
 * // Map { '/ar/intro/' => { text: 'Start here', lang: 'en', dir: 'ltr' } }
 */
export function sectionItemDescriptions(
  pages: readonly {
    locale: string;
    slug: string;
    fallback?: boolean | undefined;
    entry: { data: { description?: string | undefined } };
  }[],
  defaultLanguage: { locale: string; dir: string },
): SectionItemDescriptions {
  const descriptions = new Map<string, SectionItemDescription>();
  for (const page of pages) {
    const { description } = page.entry.data;
    if (!description) continue;
    descriptions.set(descriptionKey(`/${page.locale}/${page.slug}`), {
      text: description,
      lang: page.fallback ? defaultLanguage.locale : undefined,
      dir: page.fallback ? defaultLanguage.dir : undefined,
    });
  }
  return descriptions;
}

/**
 * The description shown beside a section page's link, if its page has one: the link is written under the
 * site's base, the descriptions without it.
 *
 * @example sectionItemDescription(descriptions, '/docs/en/intro/', '/docs/') // { text: 'Start here' }
 */
export function sectionItemDescription(
  descriptions: SectionItemDescriptions,
  link: string | undefined,
  base: string,
): SectionItemDescription | undefined {
  return link === undefined ? undefined : descriptions.get(descriptionKey(withoutBase(link, base)));
}
