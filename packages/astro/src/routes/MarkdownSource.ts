import { getCollection, getEntry } from 'astro:content';
import site from 'virtual:lectern/config';
import { exampleSources } from 'virtual:lectern/example-sources';
import { examplesDir } from 'virtual:lectern/examples';
import siteMarkdownComponents from 'virtual:lectern/markdown-components';
import type { ComponentApi } from '@lectern/theme-core';
import type { APIRoute, GetStaticPaths } from 'astro';
import { builtEntries, localizedPages } from '../content/localized-pages.js';
import { builtInMarkdownComponents } from '../page-markdown/built-in-markdown.js';
import { markdownSource } from '../page-markdown/llms-text.js';
import { mdxToMarkdown } from '../page-markdown/mdx-to-markdown.js';
import { findExample } from '../site/examples.js';
import type { DocsEntry } from '../site/site-data.js';

/** Every page's Markdown source (for MDX pages, as Markdown), at its address plus `.md`: `/en/guide/intro/` → `/en/guide/intro.md`. */
export const getStaticPaths: GetStaticPaths = async () => {
  const entries: DocsEntry[] = builtEntries(await getCollection('docs'), { drafts: site.drafts === true });
  return localizedPages(entries, site.locales, site.defaultLocale).map((page) => ({
    params: { path: page.slug ? `${page.locale}/${page.slug}` : page.locale },
    props: { entry: page.entry },
  }));
};

/** The built-in components as Markdown, then the site's own (`markdownComponents`), which take their place. */
const components = {
  ...builtInMarkdownComponents({
    example: async (file) => {
      const found = findExample(exampleSources, examplesDir, file);
      return found && { ...found, value: await found.value() };
    },
    api: async (id, collection = 'api') => {
      const entry = await getEntry(collection as never, id).catch(() => undefined);
      return (entry as { data: ComponentApi } | undefined)?.data;
    },
  }),
  ...siteMarkdownComponents,
};

export const GET: APIRoute = async ({ props }) => {
  const { entry } = props as { entry: DocsEntry };
  const isMdx = entry.filePath?.endsWith('.mdx') === true;
  const body = markdownSource({
    title: entry.data.title,
    description: entry.data.description,
    versions: { since: entry.data.since, changed: entry.data.changed, deprecated: entry.data.deprecated },
    // MDX pages lose their imports; the components of every page become Markdown (or are left out).
    body: await mdxToMarkdown(entry.body ?? '', components, { format: isMdx ? 'mdx' : 'md' }),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
