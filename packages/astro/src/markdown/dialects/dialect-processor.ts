import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { satteri } from '@astrojs/markdown-satteri';
import {
  type MarkdownWarn,
  type MarkdownWarning,
  recordedWarnings,
  sourceLineOffset,
  WARNINGS_FIELD,
} from '../markdown-warnings.js';
import type { LineMaps } from './line-maps.js';
import { rewriteSourceDialects } from './source-dialects.js';

/**
 * The field of a rendered page's frontmatter that lists the files it quoted (snippet imports and
 * includes) with a digest of each, so the docs loader renders a cached page again when one changed.
 */
export const QUOTED_FILES_FIELD = 'lecternQuotedFiles';

/** A file a page quoted, and the digest of what it held then. */
export interface QuotedFile {
  file: string;
  digest: string;
}

/** The digest of a quoted file's text. */
export function quotedFileDigest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

/** One digest of the files a rendered page quoted, as they were then; `undefined` when it quoted none. */
export function quotedFilesOf(frontmatter: unknown): string | undefined {
  const quoted = (frontmatter as Record<string, unknown> | null | undefined)?.[QUOTED_FILES_FIELD];
  if (!Array.isArray(quoted) || quoted.length === 0) return undefined;
  return quotedFileDigest(
    quoted.map((entry: Partial<QuotedFile>) => `${entry.file}\0${entry.digest}`).join('\n'),
  );
}

/** Whether any file a cached page quoted has changed or gone since it was rendered. */
export function quotedFilesChanged(frontmatter: unknown): boolean {
  const quoted = (frontmatter as Record<string, unknown> | null | undefined)?.[QUOTED_FILES_FIELD];
  if (!Array.isArray(quoted)) return false;
  return quoted.some((entry: Partial<QuotedFile>) => {
    try {
      return quotedFileDigest(readFileSync(String(entry.file), 'utf8')) !== entry.digest;
    } catch {
      return true;
    }
  });
}

/** Astro's Markdown processor, as `satteri()` makes it. */
type MarkdownProcessor = ReturnType<typeof satteri>;

/** What {@link withSourceDialects} needs from the site. */
export interface SourceDialectsProcessorOptions {
  /** The site's root: `@/` in imports and includes, and where warnings name files from. */
  root: string;
  /** Told about what the rewrite could not do (a missing snippet file…), with file and line. */
  warn?: MarkdownWarn | undefined;
  /**
   * Where each rewritten page's lines come from in its file, kept for the warnings of the Markdown plugins
   * (the same `lineMaps` given to their `markdownReporter`). None kept when left out.
   */
  lineMaps?: LineMaps | undefined;
}

/**
 * The Markdown processor with the Markdown of other tools rewritten as Lectern's before each page is
 * parsed (see `rewriteSourceDialects`), for `.md` and `.mdx` pages alike. The processor's `name` and
 * `options` stay its own, so Astro and other integrations see and extend the same processor.
 */
export function withSourceDialects(
  processor: MarkdownProcessor,
  { root, warn, lineMaps }: SourceDialectsProcessorOptions,
): MarkdownProcessor {
  const rewrite = (
    content: string,
    file: string | undefined,
    fileURL: URL | undefined,
    format: 'markdown' | 'mdx',
  ) => {
    const result = rewriteSourceDialects(content, { file, root, format });
    // Where the text starts in the file matters only to a page rewritten or warned about: most are not,
    // and their file is not read again.
    let offset = 0;
    if (file !== undefined && (result.text !== content || result.warnings.length > 0)) {
      try {
        offset = sourceLineOffset(readFileSync(file, 'utf8'), content);
      } catch {
        // A page rendered from a string has no file to count lines in.
      }
    }
    const lines = result.lines.map((line) => line + offset);
    if (fileURL)
      lineMaps?.remember(fileURL, result.text === content ? undefined : { text: result.text, lines });
    const name = file === undefined ? '' : path.relative(root, file).split(path.sep).join('/');
    const warnings: MarkdownWarning[] = result.warnings.map((warning) => ({
      file: name,
      line: warning.line + offset,
      message: warning.message,
    }));
    for (const warning of warnings) warn?.(warning);
    const quoted: QuotedFile[] = result.files.map((quotedFile) => ({
      file: quotedFile,
      digest: quotedFileDigest(readFileSync(quotedFile, 'utf8')),
    }));
    return { text: result.text, warnings, quoted };
  };
  const wrapped: MarkdownProcessor = {
    name: processor.name,
    options: processor.options,
    async createRenderer(shared) {
      const inner = await processor.createRenderer(shared);
      return {
        async render(content, renderOptions) {
          const fileURL = renderOptions?.fileURL;
          const file = fileURL ? fileURLToPath(fileURL) : undefined;
          const { text, warnings, quoted } = rewrite(content, file, fileURL, 'markdown');
          const result = await inner.render(text, renderOptions);
          // Kept with the rendered page, for the builds that take it from Astro's cache.
          const frontmatter = result.metadata.frontmatter;
          if (warnings.length > 0) {
            frontmatter[WARNINGS_FIELD] = [...warnings, ...recordedWarnings(frontmatter)];
          }
          if (quoted.length > 0) frontmatter[QUOTED_FILES_FIELD] = quoted;
          return result;
        },
      };
    },
  };
  const createMdxRenderer = processor.createMdxRenderer?.bind(processor);
  if (createMdxRenderer) {
    wrapped.createMdxRenderer = async (shared, mdx) => {
      const inner = await createMdxRenderer(shared, mdx);
      return {
        process(content, filePath, frontmatter) {
          const { text } = rewrite(content, filePath, pathToFileURL(filePath), 'mdx');
          return inner.process(text, filePath, frontmatter);
        },
      };
    };
  }
  return wrapped;
}
