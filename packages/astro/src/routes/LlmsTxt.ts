import { getCollection } from 'astro:content';
import site from 'virtual:lectern/config';
import { withBase } from '@lectern/theme-core';
import type { APIRoute } from 'astro';
import { builtEntries, localizedPages } from '../content/localized-pages.js';
import { llmsText } from '../page-markdown/llms-text.js';
import type { DocsEntry } from '../site/site-data.js';

/** `/llms.txt`: the site's pages per language, for readers who work with AI tools. */
export const GET: APIRoute = async ({ site: siteUrl }) => {
  const entries: DocsEntry[] = builtEntries(await getCollection('docs'), { drafts: site.drafts === true });
  const pages = localizedPages(entries, site.locales, site.defaultLocale)
    .filter((page) => !page.fallback)
    .map((page) => ({
      locale: page.locale,
      title: page.entry.data.title ?? (page.slug || site.theme.siteTitle || 'Home'),
      description: page.entry.data.description,
      href: withBase(`/${page.locale}/${page.slug ? `${page.slug}/` : ''}`, import.meta.env.BASE_URL),
    }));
  const home = pages.find(
    (page) =>
      page.locale === site.defaultLocale &&
      page.href === withBase(`/${site.defaultLocale}/`, import.meta.env.BASE_URL),
  );
  const body = llmsText({
    siteTitle: site.theme.siteTitle || 'Documentation',
    description: home?.description,
    siteUrl,
    languages: site.locales.filter((entry) => entry.enabled).map(({ locale, title }) => ({ locale, title })),
    pages,
  });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
