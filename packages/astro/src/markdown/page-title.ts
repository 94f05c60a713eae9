import { markdownToMdast, mdxToMdast } from 'satteri';
import { MARKDOWN_SYNTAX } from './markdown-syntax.js';

/** A node of the parsed page, as far as its headings need it. */
interface PageNode {
  type: string;
  depth?: number;
  value?: unknown;
  children?: readonly PageNode[];
}

/** The text a heading reads as: its text and code, without the formatting. */
function textOf(node: PageNode): string {
  if (node.type === 'text' || node.type === 'inlineCode')
    return typeof node.value === 'string' ? node.value : '';
  return (node.children ?? []).map(textOf).join('');
}

function firstLevelOneHeading(node: PageNode): PageNode | undefined {
  if (node.type === 'heading' && node.depth === 1) return node;
  for (const child of node.children ?? []) {
    const found = firstLevelOneHeading(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * The text of a page's first level-1 heading (`# …`, or underlined with `===`), the title of a page
 * whose frontmatter sets none; `undefined` when it has none. Headings in code blocks are not headings.
 *
 * @param source the page's file, frontmatter included
 * @example firstHeadingText('---\nlayout: doc\n---\n\n# Using `lectern()`\n', 'markdown') // 'Using lectern()'
 */
export function firstHeadingText(source: string, format: 'markdown' | 'mdx'): string | undefined {
  const parse = format === 'mdx' ? mdxToMdast : markdownToMdast;
  let tree: PageNode;
  try {
    tree = parse(source, { features: MARKDOWN_SYNTAX, position: false }) as PageNode;
  } catch {
    // MDX that does not compile fails the build when the page is rendered, naming the line.
    return undefined;
  }
  const heading = firstLevelOneHeading(tree);
  const text = heading && textOf(heading).replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/**
 * The title of a page with neither a `title` nor a level-1 heading, from its file's name: dashes and
 * underscores read as spaces and the first letter is a capital. An `index` file is named after its
 * folder, and a language's own `index` is its home.
 *
 * @param file the page's file, from the content folder (`en/guide/getting-started.md`)
 * @example titleFromFileName('en/guide/getting-started.md') // 'Getting started'
 * @example titleFromFileName('en/guide/index.md') // 'Guide'
 * @example titleFromFileName('en/index.md') // 'Home'
 */
export function titleFromFileName(file: string): string {
  const segments = file.split(/[\\/]/).filter(Boolean);
  const name = (segments.pop() ?? '').replace(/\.[^.]*$/, '');
  // Below the language's folder, an index page is its folder's page.
  const own = name.toLowerCase() === 'index' ? (segments.length > 1 ? segments.pop() : undefined) : name;
  const words = (own ?? '').replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words === '' ? 'Home' : `${words[0]?.toUpperCase()}${words.slice(1)}`;
}
