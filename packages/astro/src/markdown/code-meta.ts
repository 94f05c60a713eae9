/** What a code fence's meta string (the text after the language) asks for. */
export interface CodeMeta {
  /** The file name or caption shown above the block: `title="astro.config.ts"`. */
  title?: string;
  /** The 1-based line numbers to highlight, ascending, without repeats: `{2,4-5}` → `[2, 4, 5]`. */
  highlightedLines: number[];
  /** The number of the first line when the lines are numbered: `showLineNumbers` (1) or `showLineNumbers=5`. */
  lineNumbers?: number;
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const LINE_RANGES = /(?:^|\s)\{([\d\s,-]*)\}/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;
/** A guard against `{1-999999999}` building a huge list. */
const MAX_LINE = 10_000;

/**
 * The line numbers of a highlight list such as `2,4-5`: single numbers and inclusive ranges, separated
 * by commas. Reversed ranges count as written the other way round; zero, empty and malformed parts are
 * ignored.
 *
 * @example parseLineRanges('2,4-5') // [2, 4, 5]
 * @example parseLineRanges('3-1, x, 0') // [1, 2, 3]
 */
export function parseLineRanges(ranges: string): number[] {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!match) continue;
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    const from = Math.max(1, Math.min(first, last));
    const to = Math.min(MAX_LINE, Math.max(first, last));
    for (let line = from; line <= to; line++) lines.add(line);
  }
  return [...lines].sort((a, b) => a - b);
}

/**
 * Reads the title and highlighted lines from a code fence's meta string, in any order; other words are
 * left for the highlighter.
 *
 * @example parseCodeMeta('{2,4-5} title="astro.config.ts"') // { title: 'astro.config.ts', highlightedLines: [2, 4, 5] }
 * @example parseCodeMeta(undefined) // { highlightedLines: [] }
 */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  if (!meta) return { highlightedLines: [] };
  const title = TITLE.exec(meta);
  const titleText = title?.[1] ?? title?.[2] ?? title?.[3];
  // Look for the line list outside the title, so `title="{1}.ts"` is not read as one.
  const rest = title ? meta.replace(title[0], ' ') : meta;
  const ranges = LINE_RANGES.exec(rest);
  const numbers = LINE_NUMBERS.exec(rest);
  return {
    ...(titleText ? { title: titleText } : {}),
    highlightedLines: ranges?.[1] ? parseLineRanges(ranges[1]) : [],
    ...(numbers ? { lineNumbers: Math.max(0, Number(numbers[1] ?? 1)) } : {}),
  };
}

/** A code fence's language and meta, as Lectern reads them. */
export interface CodeInfo {
  lang: string | null;
  meta: string | null;
}

/**
 * A fence's language and meta in Lectern's form, from the forms of the tools teams move from, so their
 * pages keep their languages, titles, highlights and line numbers:
 *
 * - VitePress's highlights written against the language (```` ```js{4} ````) and its tab labels
 *   (```` ```sh [npm] ```` → `title="npm"`);
 * - VitePress's line numbers (```` ```ts:line-numbers ````, `:line-numbers=5`, `:no-line-numbers`) →
 *   `showLineNumbers`, as Docusaurus and Lectern write them.
 *
 * @example codeInfo('js{4}', null) // { lang: 'js', meta: '{4}' }
 * @example codeInfo('sh', '[npm]') // { lang: 'sh', meta: 'title="npm"' }
 */
export function codeInfo(lang: string | null | undefined, meta: string | null | undefined): CodeInfo {
  const words: string[] = [];
  let language = lang ?? null;
  const glued =
    language === null ? null : /^([^{[:\s]*)(?::(no-)?line-numbers(?:=(\d+))?)?(\{[^}]*\})?$/.exec(language);
  if (glued && glued[0] !== glued[1]) {
    language = glued[1] || null;
    if (glued[4]) words.push(glued[4]);
    if (glued[0].includes(':line-numbers'))
      words.push(glued[3] ? `showLineNumbers=${glued[3]}` : 'showLineNumbers');
  }
  let rest = meta ?? '';
  const label = /(?:^|\s)\[([^\]]*)\](?=\s|\{|$)/.exec(rest);
  if (label && !TITLE.test(rest)) {
    rest = rest.replace(label[0], ' ');
    if (label[1]?.trim()) words.push(`title="${label[1].trim().replaceAll('"', "'")}"`);
  }
  if (rest.trim()) words.push(rest.trim());
  return { lang: language, meta: words.length > 0 ? words.join(' ') : null };
}
