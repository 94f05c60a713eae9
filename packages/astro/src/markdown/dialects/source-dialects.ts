import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nameToEmoji } from 'gemoji';
import { CODE_BLOCK_START, codeBlockElement, codeBlockEnd, RAW_LOADER_IMPORT } from './code-block-element.js';
import { codeRegion, lineRange, withoutRegionMarkers } from './code-regions.js';

/**
 * The Markdown of the tools teams move from, rewritten as Lectern's own before the page is parsed, line
 * by line and never inside code:
 *
 * - containers with a space or a title after the name, as VitePress and Docusaurus write them
 *   (`::: tip`, `::: warning Read this`, `:::note Title`) → `:::tip`, `:::warning[Read this]`;
 * - VitePress snippet imports (`<<< @/snippets/setup.ts#region{2-3 ts:line-numbers} [setup.ts]`) → a fenced
 *   code block holding the file's lines;
 * - VitePress includes (`<!--@include: ./part.md-->`, with `#region` or `{3,10}`) → the file's Markdown;
 * - in MDX, Docusaurus's `<CodeBlock>` elements, with the `!!raw-loader!` imports of the files they show, →
 *   fenced code blocks (see code-block-element.ts);
 * - emoji shortcodes (`:tada:`) → the emoji;
 * - inline footnotes (`^[a note]`) → a footnote;
 * - in MDX, imports of the components Lectern has built in (Docusaurus's `@theme/Tabs`, `@theme/TabItem`,
 *   `@theme/Admonition`, `@theme/Details` and `@theme/CodeBlock`, Starlight's `Tabs`, `TabItem`, `Badge` and
 *   `Aside`) are taken out; imports of the other tools' other components,
 *   which a Lectern site cannot resolve, are taken out with a warning (their tags are then reported as
 *   unknown components, their content kept).
 *
 * Constructs the Markdown parser then reads as Lectern's (GitHub alerts, `{#id}` anchors, fence meta,
 * `[[toc]]`) are left for the Markdown plugins.
 */
export interface SourceDialectsOptions {
  /** The page's file, absolute: relative imports and includes are read from its folder. */
  file?: string | undefined;
  /** The folder `@/` stands for in imports and includes: the site's root. */
  root: string;
  /** Whether the page is MDX, whose `import` lines of other tools' components are read too. Default: Markdown. */
  format?: 'markdown' | 'mdx' | undefined;
  /** Reads a file (tests give their own). Default: the file system. */
  readFile?: ((file: string) => string) | undefined;
}

/** Something the rewrite could not do: the line of the page's text (from 1) and why. */
export interface SourceDialectWarning {
  line: number;
  message: string;
}

/** The rewritten page. */
export interface SourceDialectsResult {
  text: string;
  /** For each line of `text` (index 0 = line 1), the line of the page's text it comes from. */
  lines: number[];
  warnings: SourceDialectWarning[];
  /** Every file the page quoted, absolute: the page is rendered again when one changes. */
  files: string[];
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const CONTAINER = /^(\s*)(:{3,})[ \t]*([A-Za-z][\w-]*)(.*)$/;
const SNIPPET = /^\s*<<<\s*(\S+?)(?:\{([^}]*)\})?(?:\s+\[([^\]]*)\])?\s*$/;
const INCLUDE = /^\s*<!--\s*@include:\s*(.+?)\s*-->\s*$/;
/** Languages a snippet's file extension does not name as Shiki does. */
const EXTENSION_LANGUAGES: Readonly<Record<string, string>> = {
  mjs: 'js',
  cjs: 'js',
  mts: 'ts',
  cts: 'ts',
  yml: 'yaml',
  md: 'md',
  sh: 'sh',
  cs: 'csharp',
};
/** How deep includes may nest before a loop is assumed. */
const MAX_INCLUDE_DEPTH = 8;

/** Rewrites a page's Markdown as described on {@link SourceDialectsOptions}. */
export function rewriteSourceDialects(source: string, options: SourceDialectsOptions): SourceDialectsResult {
  const state: RewriteState = {
    out: [],
    lines: [],
    warnings: [],
    files: [],
    footnotes: [],
    rawSources: new Map(),
    readFile: options.readFile ?? ((file) => readFileSync(file, 'utf8')),
    root: options.root,
    mdx: options.format === 'mdx',
  };
  rewriteInto(state, source, options.file, [], undefined);
  if (state.footnotes.length > 0) {
    const last = state.lines.at(-1) ?? 1;
    for (const [index, note] of state.footnotes.entries()) {
      state.out.push('', `[^${inlineFootnoteLabel(index)}]: ${note}`);
      state.lines.push(last, last);
    }
  }
  return { text: state.out.join('\n'), lines: state.lines, warnings: state.warnings, files: state.files };
}

interface RewriteState {
  out: string[];
  lines: number[];
  warnings: SourceDialectWarning[];
  files: string[];
  footnotes: string[];
  /** The texts of the files the page's `!!raw-loader!` imports name, by the name each import gives. */
  rawSources: Map<string, string>;
  readFile: (file: string) => string;
  root: string;
  mdx: boolean;
}

/** The label of the `n`-th inline footnote (from 0); GFM shows footnotes numbered, not by label. */
function inlineFootnoteLabel(index: number): string {
  return `lectern-inline-${index + 1}`;
}

/**
 * Rewrites `text` into the state. `at` is the page's line every line of an included file is counted at;
 * `stack` the files being included, to catch a file that includes itself.
 */
function rewriteInto(
  state: RewriteState,
  text: string,
  file: string | undefined,
  stack: string[],
  at: number | undefined,
): void {
  const push = (line: string, sourceLine: number) => {
    state.out.push(line);
    state.lines.push(at ?? sourceLine);
  };
  const warn = (sourceLine: number, message: string) => {
    const where =
      at === undefined || file === undefined ? '' : ` (in ${path.basename(file)}, line ${sourceLine})`;
    state.warnings.push({ line: at ?? sourceLine, message: `${message}${where}` });
  };
  let fence: { marker: string; length: number; lines: [string, number][] } | undefined;
  const lines = text.split(/\r?\n/);
  // The last line of a multi-line construct already rewritten (a <CodeBlock> element).
  let doneThrough = -1;
  for (const [index, line] of lines.entries()) {
    if (index <= doneThrough) continue;
    const lineNumber = index + 1;
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      const closes =
        fenceMatch?.[1] !== undefined &&
        fenceMatch[1][0] === fence.marker &&
        fenceMatch[1].length >= fence.length &&
        line.trim() === fenceMatch[1];
      fence.lines.push([line, lineNumber]);
      if (closes) {
        for (const [kept, at] of withHighlightComments(fence.lines)) push(kept, at);
        fence = undefined;
      }
      continue;
    }
    if (fenceMatch?.[1]) {
      fence = { marker: fenceMatch[1][0] ?? '`', length: fenceMatch[1].length, lines: [[line, lineNumber]] };
      continue;
    }
    const raw = state.mdx ? RAW_LOADER_IMPORT.exec(line) : null;
    if (raw?.[1] && raw[2]) {
      const written = raw[2].startsWith('@site/') ? `@/${raw[2].slice('@site/'.length)}` : raw[2];
      const content = readModuleText(state, resolveQuoted(state, file, written), (message) =>
        warn(lineNumber, message),
      );
      if (content !== undefined) state.rawSources.set(raw[1], content);
      push('', lineNumber);
      continue;
    }
    if (state.mdx && CODE_BLOCK_START.test(line)) {
      const end = codeBlockEnd(lines, index);
      if (end === undefined) {
        warn(lineNumber, 'a <CodeBlock> element that never ends (no </CodeBlock>): shown as written');
        push(line, lineNumber);
        continue;
      }
      doneThrough = end;
      const indent = /^\s*/.exec(line)?.[0] ?? '';
      const written = lines.slice(index, end + 1).join('\n');
      const closing = written.lastIndexOf('</CodeBlock>');
      const after = closing === -1 ? '' : written.slice(closing + '</CodeBlock>'.length).trim();
      const element = closing === -1 ? written : written.slice(0, closing + '</CodeBlock>'.length);
      const block = codeBlockElement(element, state.rawSources);
      if ('problem' in block) {
        warn(lineNumber, `a <CodeBlock> element Lectern cannot read (${block.problem}): shown as written`);
        for (const shown of ['````jsx', ...element.trim().split('\n'), '````'])
          push(indent + shown, lineNumber);
      } else for (const blockLine of block.lines) push(indent + blockLine, lineNumber);
      if (after !== '') push(indent + after, end + 1);
      continue;
    }
    const imported = state.mdx ? OTHER_TOOL_IMPORT.exec(line) : null;
    if (imported) {
      const problem = otherToolImportProblem(imported[1] ?? '', imported[2] ?? '');
      if (problem !== undefined) warn(lineNumber, problem);
      // The line stays, empty, so the page's lines keep their numbers.
      push('', lineNumber);
      continue;
    }
    const snippet = SNIPPET.exec(line);
    if (snippet) {
      const block = snippetBlock(state, file, snippet, (message) => warn(lineNumber, message));
      if (block === undefined) push(line, lineNumber);
      else for (const blockLine of block) push(blockLine, lineNumber);
      continue;
    }
    const include = INCLUDE.exec(line);
    if (include?.[1]) {
      const included = includedText(state, file, include[1], stack, (message) => warn(lineNumber, message));
      if (included === undefined) push(line, lineNumber);
      else rewriteInto(state, included.text, included.file, [...stack, included.file], at ?? lineNumber);
      continue;
    }
    if (!state.mdx) {
      const vue = vueProblem(line);
      if (vue !== undefined) warn(lineNumber, vue);
    }
    push(
      inlineDialects(
        state,
        badgeTags(containerLine(line), (message) => warn(lineNumber, message)),
      ),
      lineNumber,
    );
  }
  // A fence the page never closes runs to its end, as Markdown reads it.
  for (const [kept, at] of fence?.lines ?? []) push(kept, at);
}

/** A Docusaurus highlight comment on a line of its own: `// highlight-next-line`, `# highlight-start`… */
const HIGHLIGHT_COMMENT =
  /^\s*(?:\/\/|#|--|%|;|\{?\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;
/** A highlight list in a fence's opening line, glued to the language or on its own: `js{1,3-4}`. */
const OPENING_HIGHLIGHTS = /\{([\d\s,-]+)\}/;

/**
 * A code block (its opening line, its lines and its closing line) with Docusaurus's highlight comments
 * taken out and the lines they mark added to the opening line's highlight list (```` ```js {2,4-5} ````).
 */
export function withHighlightComments(block: readonly [string, number][]): [string, number][] {
  const [opening, ...rest] = block;
  if (opening === undefined || !rest.some(([line]) => HIGHLIGHT_COMMENT.test(line))) return [...block];
  const closing = rest.pop();
  const kept: [string, number][] = [];
  const marked: number[] = [];
  let next = false;
  let open = false;
  for (const [line, at] of rest) {
    const comment = HIGHLIGHT_COMMENT.exec(line)?.[1];
    if (comment === 'next-line') next = true;
    else if (comment === 'start') open = true;
    else if (comment === 'end') open = false;
    else {
      kept.push([line, at]);
      if (next || open) marked.push(kept.length);
      next = false;
    }
  }
  const [openingLine, openingAt] = opening;
  const listed = OPENING_HIGHLIGHTS.exec(openingLine);
  const all = [...new Set([...(listed?.[1] ? [listed[1]] : []), ...marked.map(String)])].join(',');
  // A fence without a language gets `text`, so the list is not read as one.
  const bare = openingLine.trim() === FENCE.exec(openingLine)?.[1];
  const newOpening = listed
    ? openingLine.replace(listed[0], `{${all}}`)
    : `${openingLine.trimEnd()}${bare ? 'text' : ''} {${all}}`;
  return [[newOpening, openingAt], ...kept, ...(closing ? [closing] : [])];
}

/** `type` or Starlight's `variant` of a badge: the tone names Lectern's `Badge` takes. */
const BADGE_TONES: Readonly<Record<string, string>> = {
  default: 'info',
  info: 'info',
  note: 'note',
  tip: 'tip',
  success: 'success',
  warning: 'warning',
  caution: 'caution',
  danger: 'danger',
  error: 'error',
  important: 'important',
};

/**
 * VitePress's and Starlight's badges, whose text is a prop (`<Badge type="tip" text="New" />`,
 * `<Badge text="New" variant="success" size="small" />`) → Lectern's, whose text is its content
 * (`<Badge type="tip">New</Badge>`); outside inline code. A tone Lectern does not have is said and left out.
 */
export function badgeTags(line: string, warn: (message: string) => void = () => {}): string {
  if (!line.includes('<Badge')) return line;
  return codeSpans(line)
    .map(({ text, code }) =>
      code
        ? text
        : text.replace(
            /<Badge((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*\/>/g,
            (whole, written: string) => {
              const attributes = new Map(
                [...written.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}))?/g)].map((match) => [
                  match[1] ?? '',
                  match[2] ?? match[3] ?? match[4]?.replace(/^\s*["'`](.*)["'`]\s*$/, '$1') ?? '',
                ]),
              );
              const label = attributes.get('text');
              if (label === undefined) return whole;
              const named = attributes.get('type') ?? attributes.get('variant');
              const tone = named === undefined ? undefined : BADGE_TONES[named];
              if (named !== undefined && tone === undefined) {
                warn(
                  `the badge "${label}" has the tone "${named}", which Lectern does not have: it is shown as info (tones: ${Object.keys(BADGE_TONES).join(', ')})`,
                );
              }
              return `<Badge${tone ? ` type="${tone}"` : ''}>${label}</Badge>`;
            },
          ),
    )
    .join('');
}

/**
 * What to say about a line of a Markdown page holding a Vue interpolation (`{{ … }}`, VitePress's)
 * outside code: Lectern shows it as written. (Vue's `<script setup>` and `<style scoped>` blocks are the
 * page-components plugin's to report, as it leaves them out.)
 */
export function vueProblem(line: string): string | undefined {
  const outside = codeSpans(line)
    .filter((part) => !part.code)
    .map((part) => part.text)
    .join('');
  if (/\{\{[^}]*\}\}/.test(outside)) {
    return 'a Vue interpolation {{ … }} (VitePress) is shown as written: Lectern pages do not run Vue';
  }
  return undefined;
}

/** An import of another docs tool's components: Docusaurus's `@theme/…`, Starlight's components. */
const OTHER_TOOL_IMPORT =
  /^\s*import\s+(.+?)\s+from\s+['"](@theme\/[\w/-]+|@astrojs\/starlight\/components)['"];?\s*$/;
/** The components of other tools that Lectern has built in, under the same name and props. */
const BUILT_IN_EQUIVALENTS: ReadonlySet<string> = new Set([
  'Tabs',
  'TabItem',
  'Badge',
  'Admonition',
  'Details',
  'Aside',
  // Not a component: its elements are rewritten as fenced code blocks.
  'CodeBlock',
]);

/**
 * What to say about an import of another tool's components that the page loses: `undefined` when every
 * component it imports is one Lectern has built in.
 *
 * @example otherToolImportProblem('Tabs', '@theme/Tabs') // undefined
 * @example otherToolImportProblem('{ Card, Tabs }', '@astrojs/starlight/components') // '<Card> from … has no …'
 */
export function otherToolImportProblem(clause: string, specifier: string): string | undefined {
  const names = specifier.startsWith('@theme/')
    ? [specifier.slice('@theme/'.length).split('/').pop() ?? '']
    : [...clause.matchAll(/(?:^|[{,])\s*(\w+)(?:\s+as\s+\w+)?\s*(?=[,}])/g)].map((match) => match[1] ?? '');
  const missing = names.filter((name) => name !== '' && !BUILT_IN_EQUIVALENTS.has(name));
  if (missing.length === 0) return undefined;
  return `${missing.map((name) => `<${name}>`).join(', ')} from "${specifier}" has no Lectern equivalent: the import is left out; give the site a component of that name (lectern({ components })) or rewrite the page's use of it`;
}

/**
 * A container's opening line in Lectern's form: `::: tip Read this {open}` → `:::tip[Read this]{open}`.
 * Other lines are returned as they are.
 */
export function containerLine(line: string): string {
  const match = CONTAINER.exec(line);
  if (!match) return line;
  const [, indent = '', colons = '', name = '', rest = ''] = match;
  if (rest === '' || rest.startsWith('[') || rest.startsWith('{'))
    return `${indent}${colons}${name.toLowerCase()}${rest}`;
  const attributes = /\s*(\{[^{}]*\})\s*$/.exec(rest);
  const title = (attributes ? rest.slice(0, attributes.index) : rest).trim();
  const label = title === '' ? '' : `[${title.replaceAll('[', '\\[').replaceAll(']', '\\]')}]`;
  return `${indent}${colons}${name.toLowerCase()}${label}${attributes?.[1] ?? ''}`;
}

/** The parts of a line outside inline code, each with whether it is code. */
function codeSpans(line: string): { text: string; code: boolean }[] {
  const parts: { text: string; code: boolean }[] = [];
  let last = 0;
  for (const match of line.matchAll(/(`+)[^`]*?(?:`(?!\1)[^`]*?)*?\1/g)) {
    if (match.index > last) parts.push({ text: line.slice(last, match.index), code: false });
    parts.push({ text: match[0], code: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push({ text: line.slice(last), code: false });
  return parts;
}

/** Emoji shortcodes and inline footnotes, outside inline code. */
function inlineDialects(state: RewriteState, line: string): string {
  if (!line.includes(':') && !line.includes('^[')) return line;
  return codeSpans(line)
    .map(({ text, code }) => (code ? text : inlineFootnotes(state, emojiShortcodes(text))))
    .join('');
}

/**
 * `:tada:` → 🎉, for GitHub's and VitePress's shortcode names; other `:words:` stay as written.
 *
 * @example emojiShortcodes('Done :tada: at 10:30:00') // 'Done 🎉 at 10:30:00'
 */
export function emojiShortcodes(text: string): string {
  return text.replace(/(^|[^\w:/]):([a-z0-9_+-]+):(?![\w:])/g, (whole, before: string, name: string) => {
    const emoji = nameToEmoji[name];
    return emoji === undefined ? whole : `${before}${emoji}`;
  });
}

/** `^[a note]` → `[^lectern-inline-1]`, the note kept to be written at the end of the page. */
function inlineFootnotes(state: RewriteState, text: string): string {
  let result = '';
  let index = 0;
  while (index < text.length) {
    const start = text.indexOf('^[', index);
    if (start === -1 || text[start - 1] === '\\') {
      result += text.slice(index, start === -1 ? undefined : start + 2);
      if (start === -1) break;
      index = start + 2;
      continue;
    }
    const end = closingBracket(text, start + 1);
    if (end === -1) {
      result += text.slice(index);
      break;
    }
    state.footnotes.push(text.slice(start + 2, end));
    result += `${text.slice(index, start)}[^${inlineFootnoteLabel(state.footnotes.length - 1)}]`;
    index = end + 1;
  }
  return result;
}

/** The index of the `]` that closes the `[` at `open`, counting nested brackets; -1 when none does. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === '[') depth += 1;
    else if (char === ']' && --depth === 0) return index;
  }
  return -1;
}

/** A path written in an import or include: `@/` from the site's root, else from the page's folder. */
function resolveQuoted(state: RewriteState, file: string | undefined, written: string): string {
  if (written.startsWith('@/')) return path.resolve(state.root, written.slice(2));
  return path.resolve(file === undefined ? state.root : path.dirname(file), written);
}

function readQuoted(
  state: RewriteState,
  absolute: string,
  warn: (message: string) => void,
): string | undefined {
  try {
    const text = state.readFile(absolute);
    if (!state.files.includes(absolute)) state.files.push(absolute);
    return text;
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : String(error);
    warn(`cannot read ${path.relative(state.root, absolute).split(path.sep).join('/')}: ${reason}`);
    return undefined;
  }
}

/** The endings a bundler tries for an import written without one, in Docusaurus's (webpack's) order. */
const MODULE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.json'];

/**
 * The text of the file an import names, found as a bundler finds it: the path as written, else with each
 * of {@link MODULE_EXTENSIONS}, else its folder's `index` with one (`!!raw-loader!./Demo` → `./Demo.tsx`).
 */
function readModuleText(
  state: RewriteState,
  absolute: string,
  warn: (message: string) => void,
): string | undefined {
  if (path.extname(absolute) !== '') return readQuoted(state, absolute, warn);
  const candidates = [
    absolute,
    ...MODULE_EXTENSIONS.map((extension) => `${absolute}${extension}`),
    ...MODULE_EXTENSIONS.map((extension) => path.join(absolute, `index${extension}`)),
  ];
  for (const candidate of candidates) {
    const text = readQuoted(state, candidate, () => {});
    if (text !== undefined) return text;
  }
  warn(
    `cannot read ${path.relative(state.root, absolute).split(path.sep).join('/')}: there is no such file, with or without an ending (${MODULE_EXTENSIONS.join(', ')}), nor an index file in such a folder`,
  );
  return undefined;
}

/**
 * The fenced code block a snippet import stands for:
 * `<<< @/snippets/setup.ts#install{2,4-5 ts:line-numbers} [setup.ts]` reads the region `install` of
 * `snippets/setup.ts` under the site's root, highlights its lines 2, 4 and 5, numbers its lines, highlights
 * it as TypeScript and titles it `setup.ts` (the tab's name in a code group).
 */
function snippetBlock(
  state: RewriteState,
  file: string | undefined,
  [, target = '', braces, label]: RegExpExecArray,
  warn: (message: string) => void,
): string[] | undefined {
  const hash = target.indexOf('#');
  const written = hash === -1 ? target : target.slice(0, hash);
  const region = hash === -1 ? undefined : target.slice(hash + 1);
  const absolute = resolveQuoted(state, file, written);
  const content = readQuoted(state, absolute, warn);
  if (content === undefined) return undefined;
  const code = region === undefined ? withoutRegionMarkers(content) : codeRegion(content, region);
  if (code === undefined) {
    warn(`${written} has no region "${region}" (// #region ${region} … // #endregion)`);
    return undefined;
  }
  const words = (braces ?? '').trim().split(/\s+/).filter(Boolean);
  const ranges = words.filter((word) => /^[\d,\s-]+$/.test(word)).join(',');
  const language = words.find((word) => !/^[\d,\s-]+$/.test(word));
  const [lang, ...flags] = (language ?? '').split(':');
  const extension = path.extname(written).slice(1).toLowerCase();
  const meta = [
    ranges === '' ? '' : `{${ranges}}`,
    `title="${(label ?? path.basename(written)).replaceAll('"', "'")}"`,
    flags.includes('line-numbers') ? 'showLineNumbers' : '',
  ].filter(Boolean);
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return [
    `${fence}${lang || EXTENSION_LANGUAGES[extension] || extension || 'text'} ${meta.join(' ')}`,
    ...code.split('\n'),
    fence,
  ];
}

/**
 * The Markdown an include stands for: `./part.md`, `./part.md#region`, `./part.md{3,10}` (lines 3 to 10),
 * `{3,}` or `{,10}`.
 */
function includedText(
  state: RewriteState,
  file: string | undefined,
  target: string,
  stack: string[],
  warn: (message: string) => void,
): { text: string; file: string } | undefined {
  const match = /^(.*?)(?:#([\w$.-]+))?(?:\{(\d*),?(\d*)\})?$/.exec(target.trim());
  const written = match?.[1] ?? target;
  const absolute = resolveQuoted(state, file, written);
  if (stack.includes(absolute) || stack.length >= MAX_INCLUDE_DEPTH) {
    warn(
      `${written} includes itself (${[...stack, absolute].map((entry) => path.basename(entry)).join(' → ')})`,
    );
    return undefined;
  }
  const content = readQuoted(state, absolute, warn);
  if (content === undefined) return undefined;
  const region = match?.[2];
  let text = region === undefined ? content.replace(/\r?\n$/, '') : codeRegion(content, region);
  if (text === undefined) {
    warn(`${written} has no region "${region}" (<!-- #region ${region} --> … <!-- #endregion -->)`);
    return undefined;
  }
  const from = match?.[3] ? Number(match[3]) : undefined;
  const to = match?.[4] ? Number(match[4]) : undefined;
  if (from !== undefined || to !== undefined) text = lineRange(text, from, to);
  return { text: withoutFrontmatter(text), file: absolute };
}

/** An included page's own frontmatter is not part of the including page. */
function withoutFrontmatter(text: string): string {
  return text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}
