// What the index builder makes of a page given as Markdown: the HTML Pagefind reads, with an id on every
// heading so that results can lead to it.
import { buildOutline, type OutlineHeader } from '@lectern/theme-core';
import { Marked, type Token, type Tokens } from 'marked';
import { decodeEntities, escapeHtml } from './page-html';

/** A Markdown page as HTML, with its leading `# Title` apart. */
export interface MarkdownHtml {
  /** The text of the heading the page starts with when it is a level-1 heading (`# Install`). */
  readonly title: string | undefined;
  /** The page below that heading as HTML; every heading has an id. */
  readonly html: string;
}

/**
 * Turns Markdown (GitHub's flavour; raw HTML is kept) into HTML for the search index. A level-1 heading
 * the page starts with is its title: it is returned apart and left out of the HTML. Every other heading
 * gets an id as theme-core's outline makes them (`slugify`, made unique on the page: `#install`,
 * `#install-1`), so a result found under it leads to `#install`.
 *
 * @example markdownHtml('# Guide\n\n## Install\n\nRun it.')
 * // { title: 'Guide', html: '<h2 id="install">Install</h2>\n<p>Run it.</p>\n' }
 */
export function markdownHtml(markdown: string): MarkdownHtml {
  const marked = new Marked({ gfm: true, async: false });
  const tokens = marked.lexer(markdown);
  const first = tokens.findIndex((token) => token.type !== 'space');
  const lead = tokens[first];
  const title =
    lead?.type === 'heading' && lead.depth === 1 ? headingText(lead as Tokens.Heading) : undefined;
  if (title !== undefined) tokens.splice(first, 1);

  const headings: Tokens.Heading[] = [];
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading') headings.push(token as Tokens.Heading);
  });
  const ids = flattened(
    buildOutline(
      headings.map((heading) => ({ level: heading.depth, title: headingText(heading) })),
      [1, 6],
    ),
  ).map((header) => header.link.slice(1));
  let next = 0;
  marked.use({
    renderer: {
      heading({ tokens: inline, depth }) {
        const id = ids[next++] ?? '';
        return `<h${depth} id="${escapeHtml(id)}">${this.parser.parseInline(inline)}</h${depth}>\n`;
      },
    },
  });
  return { title, html: marked.parser(tokens) };
}

/** A heading's words without their Markdown: `Use \`pnpm\` [here](/x)` → `Use pnpm here`. */
function headingText(heading: Tokens.Heading): string {
  return decodeEntities(plainText(heading.tokens)).trim();
}

function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'html' || token.type === 'tag') return '';
      if ('tokens' in token && token.tokens) return plainText(token.tokens);
      return 'text' in token && typeof token.text === 'string' ? token.text : '';
    })
    .join('');
}

/** The outline's headers in document order. */
function flattened(headers: readonly OutlineHeader[]): OutlineHeader[] {
  return headers.flatMap((header) => [header, ...flattened(header.children)]);
}
