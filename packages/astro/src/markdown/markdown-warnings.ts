import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LineMaps } from './dialects/line-maps.js';

/** Something written wrong in a page's Markdown: where, and what. */
export interface MarkdownWarning {
  /** The file, from the site's root; empty for Markdown that is not a file's. */
  file: string;
  /** The line in the file, from 1, when the problem is at one place. */
  line?: number | undefined;
  /** The column in the line, from 1. */
  column?: number | undefined;
  message: string;
}

/** Told about each {@link MarkdownWarning}, as it is found. */
export type MarkdownWarn = (warning: MarkdownWarning) => void;

/**
 * The field of a rendered page's frontmatter (what Astro calls the remark plugins' frontmatter) where
 * the warnings of its Markdown are kept. Astro's content layer stores it with the rendered page, so
 * the docs loader can say them again on a build that takes the page from its cache.
 */
export const WARNINGS_FIELD = 'lecternMarkdownWarnings';

/** `src/content/docs/en/guide.md:12:3: message`, or without the line when there is none. */
export function formatMarkdownWarning({ file, line, column, message }: MarkdownWarning): string {
  if (file === '') return message;
  const at = line === undefined ? '' : `:${line}${column === undefined ? '' : `:${column}`}`;
  return `${file}${at}: ${message}`;
}

/**
 * A warning sink that says each warning once per version of its file: a page rendered twice from the same
 * file (Astro's build transforms a Markdown page rendered when built once per use of its module) is
 * reported once, and again after the file changes (the dev server rendering an edited page). The file's
 * version is its modification time, read from `root`.
 *
 * @example const warn = onceEach((warning) => logger.warn(formatMarkdownWarning(warning)), { root });
 */
export function onceEach(warn: MarkdownWarn, { root = process.cwd() }: { root?: string } = {}): MarkdownWarn {
  const said = new Set<string>();
  return (warning) => {
    let version = '';
    if (warning.file !== '') {
      try {
        version = String(statSync(path.resolve(root, warning.file)).mtimeMs);
      } catch {
        // A page rendered from a string, or gone: its text is the version.
      }
    }
    const key = `${version}\0${formatMarkdownWarning(warning)}`;
    if (said.has(key)) return;
    said.add(key);
    warn(warning);
  };
}

/**
 * How many lines of the file come before the text the Markdown processor was given: Astro hands it a
 * page's body without the frontmatter and trimmed, so its line 1 is further down the file. 0 when the
 * text is the whole file, or a copy of it with the frontmatter blanked (as for MDX).
 *
 * @example sourceLineOffset('---\ntitle: A\n---\n\n# A\n', '# A') // 4
 */
export function sourceLineOffset(fileText: string, source: string): number {
  if (source === '' || fileText.length === source.length) return 0;
  // The body runs to the end of the file, so its last occurrence is the body itself.
  const start = fileText.lastIndexOf(source);
  if (start <= 0) return 0;
  let lines = 0;
  for (
    let index = fileText.indexOf('\n');
    index !== -1 && index < start;
    index = fileText.indexOf('\n', index + 1)
  )
    lines += 1;
  return lines;
}

/** The warnings kept with a rendered page's frontmatter, those that have the expected shape. */
export function recordedWarnings(frontmatter: unknown): MarkdownWarning[] {
  const kept = (frontmatter as Record<string, unknown> | null | undefined)?.[WARNINGS_FIELD];
  if (!Array.isArray(kept)) return [];
  return kept.filter(
    (warning): warning is MarkdownWarning =>
      typeof warning?.file === 'string' && typeof warning?.message === 'string',
  );
}

/** What a Markdown plugin knows of the page it works on (satteri's visitor and factory contexts). */
export interface MarkdownPageContext {
  readonly fileURL: URL | undefined;
  readonly sourceFormat: string;
  readonly source: string;
  readonly data: Record<string, unknown>;
}

/** A node of the page, as far as a warning needs it. */
export interface PositionedNode {
  position?: { start: { line: number; column: number } } | undefined;
}

/** Reports a warning about a page, at a node of it or about the whole page. */
export type MarkdownReport = (
  context: MarkdownPageContext,
  node: PositionedNode | undefined,
  message: string,
) => void;

/**
 * A reporter for the Markdown plugins: each warning names the file from the site's `root` and the line
 * and column in the file, goes to `warn` at once, and is kept with a Markdown page's rendered
 * frontmatter ({@link WARNINGS_FIELD}) for the builds that take the page from Astro's cache.
 */
export function markdownReporter({
  root,
  warn,
  lineMaps,
}: {
  root?: string | undefined;
  warn?: MarkdownWarn | undefined;
  /** The line maps of the pages `withSourceDialects` rewrote (its `lineMaps`): lines are named in the file. */
  lineMaps?: LineMaps | undefined;
}): MarkdownReport {
  return (context, node, message) => {
    const absolute = context.fileURL ? fileURLToPath(context.fileURL) : undefined;
    const file = absolute === undefined ? '' : path.relative(root ?? process.cwd(), absolute);
    const start = node?.position?.start;
    const mapped = start && lineMaps?.fileLineOf(context.fileURL, context.source, start.line);
    let offset = 0;
    if (start && mapped === undefined && absolute !== undefined) {
      try {
        offset = sourceLineOffset(readFileSync(absolute, 'utf8'), context.source);
      } catch {
        // A page rendered from a string has no file to count lines in.
      }
    }
    const warning: MarkdownWarning = {
      file: file.split(path.sep).join('/'),
      line: mapped ?? (start && start.line + offset),
      column: start?.column,
      message,
    };
    warn?.(warning);
    const frontmatter = (context.data.astro as { frontmatter?: Record<string, unknown> } | undefined)
      ?.frontmatter;
    if (context.sourceFormat === 'markdown' && frontmatter) {
      frontmatter[WARNINGS_FIELD] = [...recordedWarnings(frontmatter), warning];
    }
  };
}
