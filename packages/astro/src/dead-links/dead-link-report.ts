/** Where a dead link is written, as the report names it. */
export type DeadLinkSource =
  /** A link in a page's Markdown or MDX. */
  | { kind: 'content'; file: string; line: number; column: number; written: string }
  /** A link in a field of a page's frontmatter. */
  | { kind: 'frontmatter'; file: string; field: string; written: string }
  /** A link in a field of the theme settings or of the integration's options. */
  | { kind: 'config'; file: string; field: string; written: string }
  /** A link the theme draws on every page, described. */
  | { kind: 'theme'; what: string }
  /** A link of a built page found nowhere else: a component's, or a page of the site's own routes. */
  | { kind: 'page'; origin: string | undefined; written: string };

/** One dead link to report: where it is written, where it leads and which pages have it. */
export interface DeadLinkProblem {
  source: DeadLinkSource;
  /** The address the link resolved to (on the first page that has it). */
  target: string;
  /** The built pages that have the link, by address. */
  pages: string[];
  /** The content file that would make the missing page, when one would. */
  create?: string | undefined;
}

/** An address as a person reads it: `/en/gu%C3%ADa/` → `/en/guía/`. */
function readable(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}

function leadsTo(written: string, target: string): string {
  const shown = readable(target);
  return written === target || written === shown ? shown : `${written} → ${shown}`;
}

function where(problem: DeadLinkProblem): string {
  const { source, pages } = problem;
  switch (source.kind) {
    case 'content':
      return `${source.file}:${source.line}:${source.column}: ${leadsTo(source.written, problem.target)}`;
    case 'frontmatter':
    case 'config':
      return `${source.file}: ${source.field}: ${leadsTo(source.written, problem.target)}`;
    case 'theme':
      return `${source.what}: ${readable(problem.target)}`;
    case 'page': {
      const others = pages.length - 1;
      const more = others > 0 ? ` and ${others} other page${others === 1 ? '' : 's'}` : '';
      const origin = source.origin === undefined ? '' : ` (${source.origin})`;
      return `${pages[0] ?? ''}${more}${origin}: ${leadsTo(source.written, problem.target)}`;
    }
    default:
      return source satisfies never;
  }
}

/**
 * One line of the report: where the link is written, the link as written and the address it resolved
 * to, and the file that would make the missing page.
 *
 * @example formatDeadLinkProblem({ source: { kind: 'content', file: 'src/content/docs/en/guide/intro.md', line: 12, column: 3, written: '[setup](./setup)' }, target: '/en/guide/setup/', pages: ['/en/guide/intro/'] })
 * // 'src/content/docs/en/guide/intro.md:12:3: [setup](./setup) → /en/guide/setup/: no such page'
 */
export function formatDeadLinkProblem(problem: DeadLinkProblem): string {
  return `${where(problem)}: no such page${problem.create ? ` (create ${problem.create})` : ''}`;
}

/** The build's report of dead links: a heading line, then one line each. */
export function deadLinkReport(problems: readonly DeadLinkProblem[]): string {
  const heading =
    problems.length === 1
      ? 'A link leads to no page of the site:'
      : `${problems.length} links lead to no page of the site:`;
  return [heading, ...problems.map(formatDeadLinkProblem)].join('\n');
}
