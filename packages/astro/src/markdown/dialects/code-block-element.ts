/**
 * Docusaurus's `<CodeBlock>` element in an MDX page, as the fenced code block it stands for:
 *
 * ```mdx
 * import CodeBlock from '@theme/CodeBlock';
 * import Source from '!!raw-loader!./button-demo.tsx';
 *
 * <CodeBlock language="tsx" title="button-demo.tsx" showLineNumbers>{Source}</CodeBlock>
 * <CodeBlock language="sh">{`npm install`}</CodeBlock>
 * ```
 *
 * The code is a template literal, a string, plain text, or a name a `!!raw-loader!` import of the page gives
 * (the file's text). `language` (or `className="language-…"`), `title`, `showLineNumbers` (`={5}` to start
 * at 5) and `metastring` (`{1,3-4}`) become the fence's language and meta, so the block is drawn as every
 * other code block of the page.
 */

/** The first line of a `<CodeBlock>` element. */
export const CODE_BLOCK_START = /^\s*<CodeBlock(?=[\s>/]|$)/;
/** A `!!raw-loader!` import: `import Source from '!!raw-loader!./file.ts';` → the name and the path. */
export const RAW_LOADER_IMPORT = /^\s*import\s+(\w+)\s+from\s+['"]!!raw-loader!([^'"]+)['"];?\s*(?:\/\/.*)?$/;

/** The element read: the fence's lines, or why it cannot be one. */
export type CodeBlockElement = { lines: string[] } | { problem: string };

/**
 * The index of the line that ends the element starting at `lines[start]`: the line holding `</CodeBlock>`,
 * or the opening tag's own end when it closes itself. `undefined` when the page never closes it.
 */
export function codeBlockEnd(lines: readonly string[], start: number): number | undefined {
  const text = lines.slice(start).join('\n');
  const open = openingTagEnd(text);
  if (open === undefined) return undefined;
  const end = text[open - 1] === '/' ? open : text.indexOf('</CodeBlock>', open);
  if (end === -1) return undefined;
  return start + (text.slice(0, end).match(/\n/g)?.length ?? 0);
}

/**
 * The fenced code block the element's text (from `<CodeBlock` to `</CodeBlock>`) stands for. `sources`
 * gives the text of the names the page's `!!raw-loader!` imports bring in.
 */
export function codeBlockElement(element: string, sources: ReadonlyMap<string, string>): CodeBlockElement {
  const start = element.indexOf('<CodeBlock') + '<CodeBlock'.length;
  const open = openingTagEnd(element);
  if (open === undefined) return { problem: 'its opening tag never ends' };
  const selfClosing = element[open - 1] === '/';
  const read = readAttributes(element.slice(start, selfClosing ? open - 1 : open));
  if ('problem' in read) return read;
  const { attributes } = read;
  if (selfClosing) return { problem: 'it holds no code' };
  const close = element.lastIndexOf('</CodeBlock>');
  const code = codeOf(element.slice(open + 1, close), sources);
  if (typeof code !== 'string') return code;
  const language =
    stringValue(attributes.language) ?? /language-(\S+)/.exec(stringValue(attributes.className) ?? '')?.[1];
  const numbers = attributes.showLineNumbers;
  const title = stringValue(attributes.title);
  const meta = [
    stringValue(attributes.metastring) ?? '',
    title === undefined ? '' : `title="${title.replaceAll('"', "'")}"`,
    numbers === true ? 'showLineNumbers' : typeof numbers === 'number' ? `showLineNumbers=${numbers}` : '',
  ].filter(Boolean);
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return {
    lines: [
      `${fence}${language ?? 'text'}${meta.length > 0 ? ` ${meta.join(' ')}` : ''}`,
      ...code.split('\n'),
      fence,
    ],
  };
}

/** The index of the `>` that ends the element's opening tag: outside quotes, braces and template literals. */
function openingTagEnd(text: string): number | undefined {
  let depth = 0;
  let quote: string | undefined;
  for (let index = text.indexOf('<CodeBlock') + 1; index < text.length; index += 1) {
    const char = text[index];
    if (quote !== undefined) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (char === '>' && depth === 0) return index;
  }
  return undefined;
}

type AttributeValue = string | number | boolean;

/** An attribute's value when it is a text. */
const stringValue = (value: AttributeValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The attributes of the opening tag: `language="ts"`, `title={'a.ts'}`, `showLineNumbers`, `showLineNumbers={5}`. */
function readAttributes(text: string): { attributes: Record<string, AttributeValue> } | { problem: string } {
  const attributes: Record<string, AttributeValue> = {};
  const pattern = /\s*([A-Za-z][\w-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^{}]*)\}))?/y;
  let index = 0;
  while (index < text.trimEnd().length) {
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (!match?.[1]) return { problem: `cannot read its attributes from "${text.slice(index).trim()}"` };
    const [, name, double, single, expression] = match;
    if (double !== undefined || single !== undefined) attributes[name] = double ?? single ?? '';
    else if (expression === undefined) attributes[name] = true;
    else {
      const value = literal(expression.trim());
      if (value === undefined)
        return { problem: `its ${name} is an expression ({${expression.trim()}}), not a value` };
      attributes[name] = value;
    }
    index = pattern.lastIndex;
  }
  return { attributes };
}

/** A JavaScript literal's value: a string, a template literal without `${…}`, a number, true or false. */
function literal(expression: string): AttributeValue | undefined {
  if (/^-?\d+(\.\d+)?$/.test(expression)) return Number(expression);
  if (expression === 'true' || expression === 'false') return expression === 'true';
  const quote = expression[0];
  if (
    (quote === '"' || quote === "'" || quote === '`') &&
    expression.at(-1) === quote &&
    expression.length >= 2
  ) {
    const body = expression.slice(1, -1);
    if (quote === '`' && /(^|[^\\])\$\{/.test(body)) return undefined;
    if (new RegExp(`(^|[^\\\\])${quote}`).test(body.replaceAll('\\\\', ''))) return undefined;
    return literalText(body);
  }
  return undefined;
}

/** A string literal's text: `\n`, `\t`, `\\`, escaped quotes, `` \` `` and `\${`. */
function literalText(body: string): string {
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|[\s\S])/g, (_, escaped: string) => {
    if (escaped.startsWith('u'))
      return String.fromCodePoint(Number.parseInt(escaped.replace(/[u{}]/g, ''), 16));
    return { n: '\n', t: '\t', r: '\r', '0': '\0' }[escaped] ?? escaped;
  });
}

/** The code the element holds. */
function codeOf(content: string, sources: ReadonlyMap<string, string>): string | { problem: string } {
  const trimmed = content.trim();
  if (trimmed === '') return { problem: 'it holds no code' };
  if (!(trimmed.startsWith('{') && trimmed.endsWith('}'))) return tidy(dedent(content));
  const expression = trimmed.slice(1, -1).trim();
  if (/^\w+$/.test(expression)) {
    const source = sources.get(expression);
    if (source === undefined)
      return { problem: `it shows {${expression}}, which no !!raw-loader! import of the page gives` };
    return tidy(source);
  }
  const value = literal(expression);
  if (typeof value !== 'string')
    return { problem: `its code is an expression ({${expression}}), not a text` };
  return tidy(value);
}

/** The code without a first empty line and the empty lines at its end. */
function tidy(code: string): string {
  return code.replace(/^[ \t]*\r?\n/, '').replace(/\s+$/, '');
}

/** Lines without the indentation they all share. */
function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = Math.min(...indents);
  return lines.map((line) => line.slice(common)).join('\n');
}
