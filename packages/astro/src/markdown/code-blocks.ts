import type { HastNode, HastPluginDefinition, MdastPluginDefinition } from 'satteri';
import { CODE_GROUP_DIRECTIVE } from './code-groups.js';
import { codeInfo, parseCodeMeta } from './code-meta.js';
import { type CodeNode, element, text } from './mdast-element.js';

/** The class of the `<figure>` around every fenced code block; the copy button script looks for it. */
export const CODE_FIGURE_CLASS = 'lectern-code';
/** The class of a code block whose lines are numbered (`showLineNumbers`, VitePress's `:line-numbers`). */
export const NUMBERED_CODE_CLASS = 'lectern-code-numbered';
/** The class of a highlighted line. */
export const HIGHLIGHTED_LINE_CLASS = 'highlighted';

/**
 * Puts every fenced code block in a `<figure class="lectern-code">`, with its `title="…"` as a
 * `<figcaption>` and the lines to highlight (`{2,4-5}`) kept for {@link codeLineHighlights}; `showLineNumbers`
 * numbers its lines. The other tools' fence forms are read too (see `codeInfo`). Inside a
 * `:::code-group` a block without a title is captioned with its language, since the caption names its tab.
 * Search leaves source code out (`data-pagefind-ignore`, see {@link isSearchableCode}).
 *
 * @example ```ts {2} title="astro.config.ts"
 */
export const codeBlockFigures: MdastPluginDefinition = {
  name: 'lectern-code-figures',
  code(node, ctx) {
    const parent = ctx.parent(node);
    const inGroup = parent?.type === 'containerDirective' && parent.name === CODE_GROUP_DIRECTIVE;
    const { lang, meta } = codeInfo(node.lang, node.meta);
    const { title, highlightedLines, lineNumbers } = parseCodeMeta(meta);
    const caption = title ?? (inGroup ? lang || 'text' : undefined);
    const code: CodeNode = { type: 'code', lang, meta, value: node.value };
    ctx.replaceNode(
      node,
      element(
        'figure',
        {
          className: [CODE_FIGURE_CLASS, ...(lineNumbers === undefined ? [] : [NUMBERED_CODE_CLASS])],
          ...(highlightedLines.length > 0 ? { dataHighlightLines: highlightedLines.join(',') } : {}),
          ...figureStyle(node.value, lineNumbers),
          ...(isSearchableCode(lang) ? {} : { dataPagefindIgnore: 'all' }),
        },
        [
          ...(caption ? [element('figcaption', { className: ['lectern-code-title'] }, [text(caption)])] : []),
          code,
        ],
      ),
    );
  },
};

/** The custom property holding a code block's number of lines (see {@link figureStyle}). */
export const CODE_LINES_PROPERTY = '--lectern-code-lines';

/**
 * The figure's inline style. A numbered block's counter counts up from the line before the first. Any
 * other block carries its number of lines: it is drawn only when near the screen (`content-visibility`,
 * markdown.css), and until then it takes the height of that many lines, so the page's height and the
 * places of its headings are right before it is drawn. (A numbered block is always drawn: the containment
 * that skips drawing would also cut its lines off the counter.)
 */
function figureStyle(code: string, lineNumbers: number | undefined): { style?: string } {
  if (lineNumbers === undefined) return { style: `${CODE_LINES_PROPERTY}: ${code.split('\n').length}` };
  return lineNumbers === 1 ? {} : { style: `counter-reset: lectern-line ${lineNumbers - 1}` };
}

/** The languages of the code blocks search reads: commands and what a terminal prints. */
const SEARCHABLE_CODE_LANGUAGES: ReadonlySet<string> = new Set([
  'text',
  'txt',
  'plaintext',
  'sh',
  'bash',
  'shell',
  'zsh',
  'console',
]);

/**
 * Whether search indexes a code block of this language. Source code is left out: it makes unreadable
 * result excerpts (`}}> <Alert type="success">`), the prose around a block names what it shows, and the
 * API records cover props, events and slots. What a reader types into a terminal or reads in its output
 * stays searchable, so that a command or an error message finds its page: shell and plain-text blocks,
 * and blocks without a language.
 *
 * @example isSearchableCode('sh') // true
 * @example isSearchableCode('tsx') // false
 */
export function isSearchableCode(lang: string | null | undefined): boolean {
  const name = (lang ?? '').trim().toLowerCase();
  return name === '' || SEARCHABLE_CODE_LANGUAGES.has(name);
}

type HastElement = Extract<HastNode, { type: 'element' }>;

function isElement(node: HastNode, tagName?: string): node is HastElement {
  return node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

/** The element's classes, whether written as hast's `className` list or as a `class` string. */
export function classesOf(node: HastElement): string[] {
  const className: unknown = node.properties?.className;
  const classAttribute: unknown = node.properties?.class;
  if (Array.isArray(className)) return className.map(String);
  if (typeof className === 'string') return className.split(/\s+/).filter(Boolean);
  return typeof classAttribute === 'string' ? classAttribute.split(/\s+/).filter(Boolean) : [];
}

/**
 * Marks the lines a code block asked to highlight with `class="highlighted"`, after the syntax
 * highlighter has split the block into `<span class="line">` elements. Blocks the highlighter left as
 * plain text (an excluded language, or highlighting turned off) have no lines to mark.
 */
export const codeLineHighlights: HastPluginDefinition = {
  name: 'lectern-code-line-highlights',
  element: {
    filter: ['figure'],
    visit(node, ctx) {
      const lines = node.properties?.dataHighlightLines;
      if (lines === undefined || !classesOf(node).includes(CODE_FIGURE_CLASS)) return;
      ctx.setProperty(node, 'dataHighlightLines', null);
      const wanted = new Set(String(lines).split(',').map(Number));
      const pre = node.children.find((child) => isElement(child, 'pre'));
      const code = pre && isElement(pre) ? pre.children.find((child) => isElement(child, 'code')) : undefined;
      if (!code || !isElement(code)) return;
      const lineElements = code.children.filter(
        (child): child is HastElement => isElement(child) && classesOf(child).includes('line'),
      );
      lineElements.forEach((line, index) => {
        if (!wanted.has(index + 1)) return;
        const classes = [...classesOf(line), HIGHLIGHTED_LINE_CLASS];
        if (typeof line.properties?.class === 'string') ctx.setProperty(line, 'class', classes.join(' '));
        else ctx.setProperty(line, 'className', classes);
      });
    },
  },
};
