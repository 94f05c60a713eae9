/** The attributes of a component tag as written: strings as they are, `{expressions}` as their text, bare names as `'true'`. */
export type ComponentAttributes = Record<string, string>;

/**
 * Turns a component of an MDX page into Markdown for the page's `.md` source: the text that stands in
 * for `<Example file="alert/type" />`, or `undefined` to leave the component out.
 */
export type MarkdownComponent = (
  attributes: ComponentAttributes,
) => string | undefined | Promise<string | undefined>;

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const COMPONENT_LINE = /^\s*<([A-Z][\w.]*)((?:\s+[^<>]*?)?)\s*\/>\s*$/;
/** A wrapping component's opening or closing tag on a line of its own: `<Cards cols={2}>`, `</Cards>`. */
const WRAPPER_LINE = /^\s*<\/?[A-Z][\w.]*(?:\s+[^<>]*)?>\s*$/;
const ATTRIBUTE = /([A-Za-z_][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}))?/g;

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
 * The Markdown of an MDX page, for readers and AI tools that take plain Markdown: `import` and `export`
 * statements are dropped, and each component written on a line of its own (`<Example file="x" />`) is
 * replaced by what its entry in `components` gives, or dropped when it has none; the tags of a component
 * wrapping other content (`<Cards>` … `</Cards>`, each on its own line) are dropped and the content kept. Code blocks are left
 * exactly as written, so examples of MDX in them survive.
 *
 * @example
 * await mdxToMarkdown("import X from './X.astro';\n\nText\n\n<X a=\"1\" />\n", { X: ({ a }) => `X${a}` });
 * // 'Text\n\nX1\n'
 */
export async function mdxToMarkdown(
  body: string,
  components: Readonly<Record<string, MarkdownComponent>> = {},
): Promise<string> {
  const output: string[] = [];
  let fence: string | undefined;
  let inStatement = false;
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
    if (inStatement) {
      // A statement over several lines ends with its `from '…'` (or a line ending with `;`).
      if (/\bfrom\s+['"][^'"]+['"];?\s*$|;\s*$/.test(line)) inStatement = false;
      continue;
    }
    if (/^(import|export)\s/.test(line)) {
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
    // A wrapper's tags go; what it wraps stays, as Markdown.
    if (WRAPPER_LINE.test(line)) continue;
    output.push(line);
  }
  return `${output
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
