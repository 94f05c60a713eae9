import type { PagefindResultData } from './pagefind-types';
import { sanitizeExcerpt } from './sanitize-excerpt';
import {
  SEARCH_KINDS,
  type SearchHit,
  type SearchKind,
  type SearchResultGroup,
  type SearchVersion,
} from './types';

/** How many sections of one page are shown by default. */
export const HITS_PER_PAGE = 4;

/**
 * The kind of a result from its `kind` filter; pages indexed without one count as pages.
 *
 * @example resultKind({ kind: ['prop'] }) // 'prop'
 */
export function resultKind(filters: PagefindResultData['filters']): SearchKind {
  const value = filters?.kind?.[0];
  return SEARCH_KINDS.find((kind) => kind === value) ?? 'page';
}

/**
 * The title of an API item's result, read from left to right: component, kind, name.
 *
 * @example apiResultTitle('alert', 'prop', 'type') // 'alert › prop › type'
 */
export function apiResultTitle(component: string, kind: SearchKind, name?: string): string {
  return [component, kind, name].filter((part) => part !== undefined && part !== '').join(' › ');
}

/**
 * Turns Pagefind's results (one per page or API record, best first) into groups by page: a page's
 * sections become its hits, under their headings; API records of the same component page and kind share
 * a group titled "alert › prop". Groups keep the order of their best result; excerpts are sanitised.
 */
export function groupSearchResults(
  results: readonly PagefindResultData[],
  { hitsPerPage = HITS_PER_PAGE }: { hitsPerPage?: number } = {},
): SearchResultGroup[] {
  const groups = new Map<string, { group: SearchResultGroup; hits: SearchHit[] }>();
  for (const result of results) {
    const kind = resultKind(result.filters);
    const component = result.filters?.component?.[0];
    const pageUrl = withoutHash(result.url);
    const key = [kind, component ?? '', pageUrl].join('\u0000');
    let entry = groups.get(key);
    if (!entry) {
      const title =
        kind === 'page' || component === undefined
          ? (result.meta.title ?? pageUrl)
          : apiResultTitle(component, kind);
      entry = { group: { page: { url: pageUrl, title }, hits: [], kind, component }, hits: [] };
      groups.set(key, entry);
    }
    entry.hits.push(...hitsOf(result, kind));
  }
  return [...groups.values()].map(({ group, hits }) => ({ ...group, hits: hits.slice(0, hitsPerPage) }));
}

/**
 * Marks each group with the version of the docs its page is from: the one with the longest base path the
 * page's address starts with.
 *
 * @example withVersions(groups, [{ label: 'v2', basePath: '/' }, { label: 'v1', basePath: '/1.0/' }])
 */
export function withVersions(
  groups: readonly SearchResultGroup[],
  versions: readonly SearchVersion[],
): SearchResultGroup[] {
  const longestFirst = [...versions].sort((a, b) => b.basePath.length - a.basePath.length);
  return groups.map((group) => ({
    ...group,
    version: longestFirst.find((version) => group.page.url.startsWith(version.basePath))?.label,
  }));
}

function hitsOf(result: PagefindResultData, kind: SearchKind): SearchHit[] {
  const title = result.meta.title ?? withoutHash(result.url);
  const sections = kind === 'page' ? (result.sub_results ?? []) : [];
  if (sections.length === 0) {
    return [{ heading: title, anchorUrl: result.url, excerptHtml: sanitizeExcerpt(result.excerpt) }];
  }
  return sections.map((section) => ({
    heading: section.title || title,
    anchorUrl: section.url,
    excerptHtml: sanitizeExcerpt(section.excerpt),
  }));
}

function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
