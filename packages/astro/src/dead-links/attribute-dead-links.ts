import type { DeadLink } from './built-links.js';
import { linkTargets } from './chrome-links.js';
import type { DeadLinkProblem, DeadLinkSource } from './dead-link-report.js';
import type { LinkField } from './link-fields.js';
import type { PageSource } from './page-sources.js';
import type { SourceLink } from './source-links.js';

/** What the attribution needs to know about the site: each part is worked out once, when first asked. */
export interface SiteLinkSources {
  /** The language of a built page, from its address; `undefined` outside the languages. */
  localeOf(page: string): string | undefined;
  /** The content file a built page shows, when it is a docs page. */
  sourceOf(page: string): PageSource | undefined;
  /** The links written in a content file: in its Markdown or MDX, and in its frontmatter. */
  linksOf(file: string): { content: readonly SourceLink[]; frontmatter: readonly LinkField[] };
  /** Where a link every page draws is written (see `chromeLinkSources`). */
  chromeSourceOf(target: string, locale: string | undefined): DeadLinkSource | undefined;
  /** What made a built file (the route's component), when known. */
  originOf(file: string): string | undefined;
  /** The content file that would make a missing page (see `contentPages`). */
  fileToCreate(address: string): string | undefined;
}

const ORIGIN = 'http://site.invalid';

function resolves(url: string, page: string, target: string): boolean {
  try {
    return new URL(url, new URL(page, ORIGIN)).pathname === target;
  } catch {
    return false;
  }
}

/** The order of the report: the settings first, as one fix there mends every page. */
const RANK: Record<DeadLinkSource['kind'], number> = {
  config: 0,
  theme: 1,
  content: 2,
  frontmatter: 2,
  page: 3,
};

/** Orders the report: by kind, then the content files by name and each file from its top (frontmatter first). */
function byPlace(a: DeadLinkProblem, b: DeadLinkProblem): number {
  const place = ({ source }: DeadLinkProblem) => ({
    rank: RANK[source.kind],
    file: source.kind === 'content' || source.kind === 'frontmatter' ? source.file : '',
    line: source.kind === 'content' ? source.line : 0,
    column: source.kind === 'content' ? source.column : 0,
  });
  const [first, second] = [place(a), place(b)];
  return (
    first.rank - second.rank ||
    first.file.localeCompare(second.file, 'en') ||
    first.line - second.line ||
    first.column - second.column
  );
}

/**
 * Says where each dead link is written, looking in this order: the page's Markdown or MDX as the page
 * has the link (the n-th dead link with an address on a page is the n-th written with it), the theme
 * settings and the theme's own links, the page's Markdown or MDX written another way to the same
 * address, its frontmatter, and else the built page with what made it. A link written once
 * is reported once, however many pages have it: a sidebar link on every page, or a page shown in
 * several languages. Each content file is asked for its links once.
 */
export function attributeDeadLinks(dead: readonly DeadLink[], sources: SiteLinkSources): DeadLinkProblem[] {
  // Each content file is read and parsed once, however many of its pages and links are dead.
  const links = new Map<string, ReturnType<SiteLinkSources['linksOf']>>();
  const site: SiteLinkSources = {
    ...sources,
    linksOf(file) {
      let found = links.get(file);
      if (!found) {
        found = sources.linksOf(file);
        links.set(file, found);
      }
      return found;
    },
  };
  const problems = new Map<string, { problem: DeadLinkProblem; pages: Set<string> }>();
  // How many dead links with an address were seen on a page so far: `${page} ${link}` → count.
  const seen = new Map<string, number>();
  for (const link of dead) {
    const { key, source } = sourceOf(link, site, seen);
    const known = problems.get(key);
    if (known) {
      known.pages.add(link.page);
      continue;
    }
    const problem: DeadLinkProblem = {
      source,
      target: link.target,
      pages: [],
      create: site.fileToCreate(link.target),
    };
    problems.set(key, { problem, pages: new Set([link.page]) });
  }
  return [...problems.values()]
    .map(({ problem, pages }) => ({ ...problem, pages: [...pages] }))
    .sort(byPlace);
}

function sourceOf(
  link: DeadLink,
  site: SiteLinkSources,
  seen: Map<string, number>,
): { key: string; source: DeadLinkSource } {
  const locale = site.localeOf(link.page);
  const page = site.sourceOf(link.page);
  const links = page && site.linksOf(page.file);
  const inContent = (match: SourceLink, file: string) => ({
    key: `content ${file}:${match.line}:${match.column}`,
    source: {
      kind: 'content',
      file,
      line: match.line,
      column: match.column,
      written: match.written,
    } as const,
  });
  if (page && links) {
    // Written as the page has it: the n-th dead link with an address is the n-th written with it.
    const written = links.content.filter((candidate) => candidate.url === link.link);
    const count = seen.get(`${link.page} ${link.link}`) ?? 0;
    seen.set(`${link.page} ${link.link}`, count + 1);
    const match = written[Math.min(count, written.length - 1)];
    if (match) return inContent(match, page.file);
  }
  const chrome = site.chromeSourceOf(link.target, locale);
  if (chrome?.kind === 'config') return { key: `config ${chrome.file} ${chrome.field}`, source: chrome };
  if (chrome?.kind === 'theme') return { key: `theme ${chrome.what}`, source: chrome };
  if (page && links) {
    // Written another way that leads to the same address (`../setup/` for `./setup/`).
    const match = links.content.find((candidate) => resolves(candidate.url, link.page, link.target));
    if (match) return inContent(match, page.file);
    const field = links.frontmatter.find((candidate) =>
      linkTargets(candidate, link.page, locale).includes(link.target),
    );
    if (field) {
      return {
        key: `frontmatter ${page.file} ${field.field}`,
        source: { kind: 'frontmatter', file: page.file, field: field.field, written: field.link },
      };
    }
  }
  const origin = page ? `a component or the theme, around ${page.file}` : site.originOf(link.file);
  return {
    key: `page ${origin} ${link.link} ${link.target}`,
    source: { kind: 'page', origin, written: link.link },
  };
}
