/** The attributes of a component tag as written: strings as they are, `{expressions}` as their text, bare names as `'true'`. */
export type ComponentAttributes = Record<string, string>;

/**
 * Turns a component of a page into Markdown for the page's `.md` source: the text that stands in for
 * `<Example file="alert/type" />`, or `undefined` to leave the component out. A component written with
 * its content on one line (`<Badge type="tip">New</Badge>`) is given that content too.
 */
export type MarkdownComponent = (
  attributes: ComponentAttributes,
  children?: string,
) => string | undefined | Promise<string | undefined>;

/** How {@link mdxToMarkdown} reads a page: as MDX (the default), or as Markdown, whose `import` lines are text. */
export interface MdxToMarkdownOptions {
  format?: 'mdx' | 'md';
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const COMPONENT_LINE = /^\s*<([A-Z][\w.]*)((?:\s+[^<>]*?)?)\s*\/>\s*$/;
/** A wrapping component's opening or closing tag on a line of its own: `<Cards cols={2}>`, `</Cards>`. */
const WRAPPER_LINE = /^\s*<\/?[A-Z][\w.]*(?:\s+[^<>]*)?>\s*$/;
/** A wrapping component's opening tag on a line of its own, its name and attributes captured. */
const WRAPPER_OPENING = /^\s*<([A-Z][\w.]*)((?:\s+[^<>]*)?)>\s*$/;
const ATTRIBUTE = /([A-Za-z_][\w:-]*)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}))?/g;
/** A component inside a line: `<Badge type="tip">New</Badge>` or `<Icon name="x" />`. */
const INLINE_COMPONENT = /<([A-Z][\w.]*)((?:\s+[^<>]*?)?)\s*(?:\/>|>([^<]*)<\/\1\s*>)/g;
/** A code span, whose text is left as written. */
const CODE_SPAN = /(`+)[^`]*?\1/g;
/** The opening line of a Vue block that pages moved from VitePress have, and the line that ends it. */
const VUE_BLOCK = /^\s*<(script\b[^>]*\bsetup\b|style\b[^>]*\bscoped\b)[^>]*>/;

/** The attributes of a component tag: `file="a/b" headingLevel={4} qualified` → `{ file: 'a/b', headingLevel: '4', qualified: 'true' }`. */
export function parseAttributes(text: string): ComponentAttributes {
  const attributes: ComponentAttributes = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    const [, name, double, single, expression] = match;
    attributes[name as string] = double ?? single ?? expression?.trim() ?? 'true';
  }
  return attributes;
}

/**
 * A line's components replaced by what their entry in `components` gives; without an entry, one with
 * content is replaced by its content and one without is left out. Code spans are left as written.
 */
async function inlineComponents(
  line: string,
  components: Readonly<Record<string, MarkdownComponent>>,
): Promise<string> {
  if (!/<[A-Z]/.test(line)) return line;
  let result = '';
  let last = 0;
  const replace = async (text: string) => {
    let replaced = '';
    let at = 0;
    for (const match of text.matchAll(INLINE_COMPONENT)) {
      const render = components[match[1] as string];
      const markdown = render ? await render(parseAttributes(match[2] ?? ''), match[3]) : match[3];
      replaced += text.slice(at, match.index) + (markdown ?? '');
      at = match.index + match[0].length;
    }
    return replaced + text.slice(at);
  };
  for (const span of line.matchAll(CODE_SPAN)) {
    result += (await replace(line.slice(last, span.index))) + span[0];
    last = span.index + span[0].length;
  }
  return result + (await replace(line.slice(last)));
}

/**
 * The Markdown of a page, for readers and AI tools that take plain Markdown. Each component written on a
 * line of its own (`<Example file="x" />`) or inside a line (`<Badge type="tip">New</Badge>`) is replaced
 * by what its entry in `components` gives; one on a line of its own without an entry is dropped; the tags
 * of a component wrapping other content (`<Cards>` … `</Cards>`, each on its own line) are dropped and the
 * content kept, after what the component's entry gives for its opening tag's attributes, if anything. Vue's `<script setup>` and `<style scoped>` blocks are dropped. In MDX (not in `.md`
 * pages), `import` and `export` statements are dropped too. Code blocks are left exactly as written, so
 * examples of MDX in them survive.
 *
 * @example
 * await mdxToMarkdown("import X from './X.astro';\n\nText\n\n<X a=\"1\" />\n", { X: ({ a }) => `X${a}` });
 * // 'Text\n\nX1\n'
 */
export async function mdxToMarkdown(
  body: string,
  components: Readonly<Record<string, MarkdownComponent>> = {},
  { format = 'mdx' }: MdxToMarkdownOptions = {},
): Promise<string> {
  const output: string[] = [];
  let fence: string | undefined;
  let inStatement = false;
  /** The closing tag of the Vue block being skipped. */
  let vueBlockEnd: string | undefined;
  for (const line of body.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      output.push(line);
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      output.push(line);
      continue;
    }
    if (vueBlockEnd !== undefined) {
      if (line.includes(vueBlockEnd)) vueBlockEnd = undefined;
      continue;
    }
    const vue = VUE_BLOCK.exec(line);
    if (vue) {
      const end = `</${vue[1]?.startsWith('script') ? 'script' : 'style'}>`;
      if (!line.includes(end)) vueBlockEnd = end;
      continue;
    }
    if (inStatement) {
      // A statement over several lines ends with its `from '…'` (or a line ending with `;`).
      if (/\bfrom\s+['"][^'"]+['"];?\s*$|;\s*$/.test(line)) inStatement = false;
      continue;
    }
    if (format === 'mdx' && /^(import|export)\s/.test(line)) {
      const complete = /^import\s+['"]|\bfrom\s+['"][^'"]+['"];?\s*$|;\s*$/.test(line);
      inStatement = !complete && /^import\s/.test(line);
      continue;
    }
    const component = COMPONENT_LINE.exec(line);
    if (component) {
      const render = components[component[1] as string];
      const text = render ? await render(parseAttributes(component[2] ?? '')) : undefined;
      if (text !== undefined) output.push(text.trimEnd());
      continue;
    }
    // A wrapper's tags go; what it wraps stays, as Markdown. A wrapper with an entry in `components` puts
    // what its entry gives for its attributes alone (no content) before it: `<Since version="1.2">` its
    // badge's words.
    if (WRAPPER_LINE.test(line)) {
      const opening = WRAPPER_OPENING.exec(line);
      const render = opening && components[opening[1] as string];
      const text = render ? await render(parseAttributes(opening[2] ?? '')) : undefined;
      if (text !== undefined) output.push(text.trimEnd(), '');
      continue;
    }
    output.push(await inlineComponents(line, components));
  }
  return `${output
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
