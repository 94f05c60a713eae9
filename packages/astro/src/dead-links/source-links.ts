import { markdownToMdast, mdxToMdast } from 'satteri';
import { MARKDOWN_SYNTAX } from '../markdown/markdown-syntax.js';

/** A link written in a page's source, where it is written. */
export interface SourceLink {
  /** The address as written: `./setup`, `/en/guide/`. */
  url: string;
  /** The line in the file, from 1 (the frontmatter's lines count). */
  line: number;
  /** The column in the line, from 1. */
  column: number;
  /** The link as it reads in the source, to name it in a report: `[setup](./setup)`, `href="/x/"`. */
  written: string;
}

/** A node of the parsed source, as far as the links need it. */
interface SourceNode {
  type: string;
  url?: string;
  value?: unknown;
  label?: string | null;
  name?: string | null;
  attributes?: readonly { type: string; name?: string; value?: unknown }[];
  children?: readonly SourceNode[];
  position?: { start: { line: number; column: number; offset?: number }; end: { offset?: number } };
}

/** The longest piece of source quoted as a link; a longer one is shortened to its address. */
const QUOTE_LIMIT = 80;
const HTML_LINK = /<a\b[^>]*?\shref=(["'])(.*?)\1/gis;
/** JSX attributes that hold a link: `<a href>`, and the `link` of components such as cards. */
const LINK_ATTRIBUTES = new Set(['href', 'link']);

/** The address an attribute gives, when it is a string or a string in braces (`href={'/x/'}`). */
function attributeUrl(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const expression = (value as { value?: unknown } | null)?.value;
  if (typeof expression !== 'string') return undefined;
  return /^\s*(["'`])([^"'`]*)\1\s*$/.exec(expression)?.[2];
}

function quote(source: string, node: SourceNode, url: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const text = start === undefined || end === undefined ? '' : source.slice(start, end);
  return text !== '' && text.length <= QUOTE_LIMIT && !text.includes('\n') ? text : `[…](${url})`;
}

function collect(node: SourceNode, source: string, links: SourceLink[]): void {
  const start = node.position?.start;
  if (start) {
    const at = { line: start.line, column: start.column };
    if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') {
      const written =
        node.type === 'definition' ? `[${node.label ?? ''}]: ${node.url}` : quote(source, node, node.url);
      links.push({ url: node.url, ...at, written });
    } else if (node.type === 'html' && typeof node.value === 'string') {
      for (const match of node.value.matchAll(HTML_LINK)) {
        const before = node.value.slice(0, match.index);
        const lines = before.split('\n');
        const line = start.line + lines.length - 1;
        const column = lines.length === 1 ? start.column + before.length : (lines.at(-1) ?? '').length + 1;
        const url = match[2] ?? '';
        links.push({ url, line, column, written: `href="${url}"` });
      }
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes ?? []) {
        const url = attribute.type === 'mdxJsxAttribute' ? attributeUrl(attribute.value) : undefined;
        if (url !== undefined && LINK_ATTRIBUTES.has(attribute.name ?? ''))
          links.push({ url, ...at, written: `<${node.name ?? ''} ${attribute.name}="${url}">` });
      }
    }
  }
  for (const child of node.children ?? []) collect(child, source, links);
}

/**
 * Every link written in a Markdown or MDX file, with its line and column: Markdown links, reference
 * definitions (where the address is written), `<a href>` in HTML, and the `href` and `link` attributes
 * of JSX elements in MDX. Links inside code are not links. A file that does not parse has none.
 *
 * @param source the whole file, frontmatter included
 * @example linksInSource('---\ntitle: A\n---\n\nSee [setup](./setup).', 'markdown')
 * // [{ url: './setup', line: 5, column: 5, written: '[setup](./setup)' }]
 */
export function linksInSource(source: string, format: 'markdown' | 'mdx'): SourceLink[] {
  const parse = format === 'mdx' ? mdxToMdast : markdownToMdast;
  let tree: SourceNode;
  try {
    tree = parse(source, { features: MARKDOWN_SYNTAX }) as SourceNode;
  } catch {
    return [];
  }
  const links: SourceLink[] = [];
  collect(tree, source, links);
  return links;
}
