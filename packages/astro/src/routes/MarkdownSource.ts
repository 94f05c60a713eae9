import { getCollection } from 'astro:content';
import site from 'virtual:lectern/config';
import components from 'virtual:lectern/markdown-components';
import type { APIRoute, GetStaticPaths } from 'astro';
import { markdownSource } from '../lib/llms-text.js';
import { builtEntries, localizedPages } from '../lib/localized-pages.js';
import { mdxToMarkdown } from '../lib/mdx-to-markdown.js';
import type { DocsEntry } from '../lib/site-data.js';

/** Every page's Markdown source (for MDX pages, as Markdown), at its address plus `.md`: `/en/guide/intro/` → `/en/guide/intro.md`. */
export const getStaticPaths: GetStaticPaths = async () => {
  const entries: DocsEntry[] = builtEntries(await getCollection('docs'), { drafts: site.drafts === true });
  return localizedPages(entries, site.locales, site.defaultLocale).map((page) => ({
    params: { path: page.slug ? `${page.locale}/${page.slug}` : page.locale },
    props: { entry: page.entry },
  }));
};

export const GET: APIRoute = async ({ props }) => {
  const { entry } = props as { entry: DocsEntry };
  const written = entry.body ?? '';
  const body = markdownSource({
    title: entry.data.title,
    description: entry.data.description,
    // MDX pages lose their imports, and their components become Markdown (or are left out).
    body: entry.filePath?.endsWith('.mdx') ? await mdxToMarkdown(written, components) : written,
  });
  return new Response(body, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
