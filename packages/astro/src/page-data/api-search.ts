// The component API a site's search offers as typed results, found in the site itself: each entry of
// a collection (`api`, or the one a tag names) that a page shows with `<ApiTable of="…" />`, at that page
// in every language.
import type { ApiPageEntry, ComponentApi } from '@lectern/theme-core';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { componentProps, componentTags } from '../markdown/component-tags.js';
import { DEFAULT_API_COLLECTION } from '../site/api-pages-settings.js';

/** What the search takes of one component: its data, its page in each language, its name in titles. */
export interface ShownApi {
  readonly api: ComponentApi;
  readonly url: Readonly<Record<string, string>>;
  readonly component: string;
  /** The content collection of its entry: `api` unless the tag names another. */
  readonly collection: string;
}

/** How a page is written: its source is Markdown (`.md`) or MDX (`.mdx`). */
export type PageFormat = 'markdown' | 'mdx';

/** A page of the site as the search's API finds it: its language, address after it, source and format. */
export interface PageBody {
  readonly locale: string;
  readonly slug: string;
  readonly body: string | undefined;
  readonly format?: PageFormat | undefined;
}

/** One `<ApiTable of="…" />` of a page's source: the entry it shows, in its collection. */
export interface ApiTableTag {
  readonly id: string;
  readonly collection: string;
}

/** A page of the site with the `<ApiTable>` tags of its source, read once (see {@link pageTables}). */
export interface PageTables {
  readonly locale: string;
  readonly slug: string;
  readonly tables: readonly ApiTableTag[];
}

/**
 * Each page with the `<ApiTable>` tags of its source ({@link apiTablesIn}): the pages are parsed here
 * once, and what the search and the API pages find shown is read from the result.
 */
export function pageTables(pages: readonly PageBody[]): PageTables[] {
  return pages.map((page) => ({
    locale: page.locale,
    slug: page.slug,
    tables: apiTablesIn(page.body ?? '', page.format),
  }));
}

/** A node of a page's tree, as far as finding its `<ApiTable>` tags reads it. */
interface PageNode {
  readonly type: string;
  readonly value?: unknown;
  readonly name?: string | null;
  readonly attributes?: readonly { type: string; name?: string; value?: unknown }[];
  readonly children?: readonly PageNode[];
}

/** The props of a JSX tag's attributes whose values are written: a string, `true` when bare, JSON in braces. */
function jsxProps(attributes: NonNullable<PageNode['attributes']>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const { type, name, value } of attributes) {
    if (type !== 'mdxJsxAttribute' || name === undefined) continue;
    if (typeof value === 'string') props[name] = value;
    else if (value === null || value === undefined) props[name] = true;
    else if (typeof value === 'object' && 'value' in value && typeof value.value === 'string') {
      try {
        props[name] = JSON.parse(value.value);
      } catch {
        // An expression only the page's build evaluates (`of={name}`): no entry this page is known to show.
      }
    }
  }
  return props;
}

/** The props of every `<ApiTable>` in a page's tree: its raw HTML (Markdown) and its JSX elements (MDX). */
function apiTableProps(node: PageNode): Record<string, unknown>[] {
  if (node.type === 'html' && typeof node.value === 'string') {
    return componentTags(node.value)
      .filter((tag) => tag.name === 'ApiTable' && tag.kind !== 'closing')
      .map((tag) => componentProps(tag.attributes).props);
  }
  const jsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
  const own = jsx && node.name === 'ApiTable' ? [jsxProps(node.attributes ?? [])] : [];
  return [...own, ...(node.children ?? []).flatMap((child) => apiTableProps(child))];
}

/**
 * The page's tree: its Markdown, or its MDX with JSX elements (the MDX project's parser, in plain
 * JavaScript: the routes that call this are bundled, where a native parser's binding is not found).
 */
function pageTree(body: string, format: PageFormat): PageNode {
  return (
    format === 'mdx'
      ? fromMarkdown(body, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] })
      : fromMarkdown(body)
  ) as PageNode;
}

/**
 * The entries a page's source shows with `<ApiTable of="…" />`, as a Markdown or MDX parser reads its
 * tags (neither in code nor in comments; in MDX also over several lines and `of={"…"}`), each in the
 * collection its `collection` names, else the `api` collection. A page that names no `<ApiTable` is not
 * parsed; one that does not parse shows none (its build says why).
 */
export function apiTablesIn(body: string, format: PageFormat = 'markdown'): ApiTableTag[] {
  if (!body.includes('<ApiTable')) return [];
  let tree: PageNode;
  try {
    tree = pageTree(body, format);
  } catch {
    return [];
  }
  return apiTableProps(tree).flatMap(({ of, collection }) =>
    typeof of === 'string'
      ? [{ id: of, collection: typeof collection === 'string' ? collection : DEFAULT_API_COLLECTION }]
      : [],
  );
}

/** The key of an entry in a collection, for maps and sets of both. */
export const apiEntryKey = (collection: string, id: string) => `${collection}\u0000${id}`;

/**
 * Every entry of the given collections a page shows, with the page that shows it — the first in path
 * order of the default language's pages — at its address in each language that has it
 * (`/en/components/button/`, without the site's base). An entry no page shows has no page to lead to,
 * and is left out.
 */
export function shownApis(
  collections: ReadonlyMap<string, readonly { id: string; data: ComponentApi }[]>,
  pages: readonly PageTables[],
  defaultLocale: string,
): ShownApi[] {
  const pageOf = new Map<string, string>();
  const originals = pages
    .filter((page) => page.locale === defaultLocale)
    .sort((a, b) => a.slug.localeCompare(b.slug));
  for (const page of originals) {
    for (const { id, collection } of page.tables) {
      const key = apiEntryKey(collection, id);
      if (!pageOf.has(key)) pageOf.set(key, page.slug);
    }
  }
  return [...collections].flatMap(([collection, apis]) =>
    apis.flatMap(({ id, data }) => {
      const slug = pageOf.get(apiEntryKey(collection, id));
      if (slug === undefined) return [];
      const url = Object.fromEntries(
        pages
          .filter((page) => page.slug === slug)
          .map((page) => [page.locale, `/${page.locale}/${slug ? `${slug}/` : ''}`]),
      );
      return [{ api: data, url, component: id, collection }];
    }),
  );
}

/**
 * The components with an API page that no page of the site shows, for the search: their typed results
 * lead to the tables of their API page, in every language the pages are built in (`path` is the API
 * pages' folder, `/{locale}/api/…` by default).
 *
 * @example apiPageResults([{ slug: 'theme-nav-bar', id: 'nav-bar', set: 'themeApi', api }], 'api', ['en'])
 * // [{ api, url: { en: '/en/api/theme-nav-bar/' }, component: 'nav-bar', collection: 'themeApi' }]
 */
export function apiPageResults(
  pages: readonly ApiPageEntry[],
  path: string,
  locales: readonly string[],
): ShownApi[] {
  return pages.map((page) => ({
    api: page.api,
    url: Object.fromEntries(locales.map((locale) => [locale, `/${locale}/${path}/${page.slug}/`])),
    component: page.id,
    collection: page.set,
  }));
}

/** The collections a site's pages show entries of with `<ApiTable>`. */
export function shownCollections(pages: readonly Pick<PageTables, 'tables'>[]): string[] {
  return [...new Set(pages.flatMap((page) => page.tables.map((tag) => tag.collection)))];
}

/** Where the built site keeps the shown API for the search index, which removes it once read. */
export const API_SEARCH_FILE = '_lectern/api-search.json';
