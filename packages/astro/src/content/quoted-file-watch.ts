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
  /** Every quoted file, with the pages that quote it: one pass over the stored pages. */
  const quoting = () => {
    const index = new Map<string, string[]>();
    for (const entry of entries()) {
      if (!entry.filePath) continue;
      const page = path.resolve(root, entry.filePath);
      for (const file of quotedFilesOfEntry(entry)) {
        const quoting = index.get(file);
        if (quoting) quoting.push(page);
        else index.set(file, [page]);
      }
    }
    return index;
  };
  const watched = new Set<string>();
  /** Tells the watcher about the quoted files it does not know yet (pages rendered since quote more). */
  const watchNew = (index: ReadonlyMap<string, readonly string[]>) => {
    const fresh = [...index.keys()].filter((file) => !watched.has(file));
    for (const file of fresh) watched.add(file);
    if (fresh.length > 0) watcher.add(fresh);
  };
  // A page passed on is not passed on again (a page that includes another, which includes it back). The
  // change of a page passed on comes back here at once: it is answered from the same pass.
  const passing = new Set<string>();
  let current: Map<string, string[]> | undefined;
  const passOn = (file: string) => {
    if (passing.has(file)) return;
    const outermost = current === undefined;
    const index = current ?? quoting();
    if (outermost) {
      current = index;
      watchNew(index);
    }
    passing.add(file);
    try {
      for (const page of index.get(file) ?? []) if (!passing.has(page)) watcher.emit('change', page);
    } finally {
      passing.delete(file);
      if (outermost) current = undefined;
    }
  };
  watchNew(quoting());
  watcher.on('change', passOn);
  watcher.on('unlink', passOn);
}
