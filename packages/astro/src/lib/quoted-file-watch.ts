import path from 'node:path';
import type { QuotedFile } from '../markdown/dialects/dialect-processor.js';
import { QUOTED_FILES_FIELD } from '../markdown/dialects/dialect-processor.js';

/** The part of the dev server's file watcher the docs loader uses (Vite's chokidar watcher). */
export interface QuotedFileWatcher {
  add(files: string | readonly string[]): unknown;
  on(event: 'change' | 'unlink', listener: (file: string) => void): unknown;
  emit(event: 'change', file: string): unknown;
}

/** A stored page, as far as the quoted files go: its file (from the site's root) and its frontmatter. */
export interface QuotingEntry {
  filePath?: string | undefined;
  rendered?: { metadata?: { frontmatter?: unknown } | undefined } | undefined;
}

/** The files a rendered page quoted (snippet imports, includes), absolute. */
export function quotedFilesOfEntry(entry: QuotingEntry): string[] {
  const quoted = (entry.rendered?.metadata?.frontmatter as Record<string, unknown> | undefined)?.[
    QUOTED_FILES_FIELD
  ];
  if (!Array.isArray(quoted)) return [];
  return quoted.map((item: Partial<QuotedFile>) => String(item.file));
}

/**
 * In `astro dev`, renders a page again when a file it quotes changes: the watcher is told about every
 * quoted file, and a change to one is passed on as a change of each page that quotes it, which the
 * content layer's own watcher then renders again (the page's stored digest carries the quoted files',
 * see the docs loader). Without it, an edited snippet showed in the page only after the page itself
 * was edited or the server restarted.
 */
export function watchQuotedFiles(
  watcher: QuotedFileWatcher,
  entries: () => Iterable<QuotingEntry>,
  root: string,
): void {
  const pagesQuoting = (file: string) => {
    const pages: string[] = [];
    for (const entry of entries()) {
      if (entry.filePath && quotedFilesOfEntry(entry).includes(file))
        pages.push(path.resolve(root, entry.filePath));
    }
    return pages;
  };
  const watchAll = () => {
    const files = new Set<string>();
    for (const entry of entries()) for (const file of quotedFilesOfEntry(entry)) files.add(file);
    if (files.size > 0) watcher.add([...files]);
  };
  // A page passed on is not passed on again (a page that includes another, which includes it back).
  const passing = new Set<string>();
  const passOn = (file: string) => {
    if (passing.has(file)) return;
    passing.add(file);
    try {
      for (const page of pagesQuoting(file)) if (!passing.has(page)) watcher.emit('change', page);
    } finally {
      passing.delete(file);
    }
    // A page rendered again may quote other files now.
    watchAll();
  };
  watchAll();
  watcher.on('change', passOn);
  watcher.on('unlink', passOn);
}
