import { getCollection } from 'astro:content';
import site from 'virtual:lectern/config';
import { sidebarWithoutUnknownSlugs, withBase } from '@lectern/theme-core';
import { redirectedAddresses } from '../build/redirects-read.js';
import { createCommitTimes } from '../content/last-updated.js';
import { builtEntries, localizedPages } from '../content/localized-pages.js';
import type { DocsEntry } from '../site/site-data.js';
import { groupBy } from './group-by.js';
import { localeSidebars } from './page-data.js';
import { sectionPagesOf } from './section-pages.js';
import { createSiteSidebars } from './site-sidebars.js';

/**
 * The doc pages of the site and their sidebars, worked out once for the routes that list them (the pages
 * themselves, and the sidebar trees their pages load): every page of every language (a language without
 * its own page gets the default language's), each language's sidebar with its generated parts filled in,
 * the languages of each page and the default language's page of each (a translation's original), by slug,
 * and the pages of the sections that have none of their own.
 *
 * Each listing has its own `siteSidebars` (each group resolved and drawn once for its pages) and
 * `commitTimes` (read from git once, when a page first asks), which the routes hand to their pages: a
 * build lists the pages once, and the dev server again when the content changes, so nothing is kept
 * from one build to the next, and a listing sees the commits made before it.
 */
export async function docPageList({
  warn,
}: {
  /** Told about an `autogenerate` folder without pages (see `localeSidebars`). Default: `console.warn`. */
  warn?: ((line: string) => void) | undefined;
} = {}) {
  const written: DocsEntry[] = await getCollection('docs');
  const entries = builtEntries(written, { drafts: site.drafts === true });
  const pages = localizedPages(entries, site.locales, site.defaultLocale);
  const languagesOf = groupBy(
    pages,
    (page) => page.slug,
    (page) => page.locale,
  );
  const originals = new Map(
    pages.filter((page) => page.locale === site.defaultLocale).map((page) => [page.slug, page.entry]),
  );
  // A sidebar item may name a draft: the production build leaves the item out with the page.
  const knownSlugs = localizedPages(written, site.locales, site.defaultLocale).map((page) => page.slug);
  // An older version's sidebar is the current one without the pages the version does not have.
  const theme =
    site.versions && site.versions.building !== site.versions.current.name
      ? { ...site.theme, sidebar: sidebarWithoutUnknownSlugs(site.theme.sidebar, knownSlugs) }
      : site.theme;
  const sidebars = localeSidebars(theme, pages, { configFile: site.configFile, knownSlugs, warn });
  const siteSidebars = createSiteSidebars();
  // Sections without a page of their own get one that lists them (the theme setting `sidebarSectionPages`).
  const sections = sectionPagesOf(pages, sidebars, {
    siteSidebars,
    enabled: site.theme.sidebarSectionPages !== false,
    redirected: redirectedAddresses({
      root: site.root,
      table: site.redirects,
      locales: site.locales,
      defaultLocale: site.defaultLocale,
    }),
  });
  const commitTimes = createCommitTimes({ contentDir: site.contentDir, root: site.root });
  return { pages, sidebars, languagesOf, originals, sections, siteSidebars, commitTimes };
}

/** A doc page's address (under the site's base): `/en/guide/setup/`, `/en/` for a language's home. */
export function docPagePath(page: { locale: string; slug: string }, base: string): string {
  return withBase(`/${page.locale}/${page.slug ? `${page.slug}/` : ''}`, base);
}
