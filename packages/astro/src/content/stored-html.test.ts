import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTED_FILES_FIELD, quotedFileDigest } from '../markdown/dialects/dialect-processor.js';
import { SiteError } from '../site/site-error.js';
import { rendersAgainWhenBehind, watchedStore } from './docs-loader.js';
import {
  removeUnusedHtml,
  STORED_HTML_FIELD,
  storedHtmlFolder,
  withHtmlFromFile,
  withHtmlInFile,
} from './stored-html.js';

type Entry = Parameters<LoaderContext['store']['set']>[0];

/** A store that, like Astro's, keeps an entry as it was when one with the same digest is set again. */
function astroLikeStore() {
  const entries = new Map<string, Entry>();
  return {
    entries,
    get: (id: string) => entries.get(id),
    set(entry: Entry) {
      if (entry.digest && entries.get(entry.id)?.digest === entry.digest) return false;
      entries.set(entry.id, entry);
      return true;
    },
    delete: (id: string) => void entries.delete(id),
    values: () => [...entries.values()],
  } as unknown as LoaderContext['store'] & { entries: Map<string, Entry> };
}

const page = (id: string, html: string): Entry => ({
  id,
  data: {},
  filePath: `src/content/docs/${id}.md`,
  digest: `digest of ${id}`,
  rendered: { html, metadata: { headings: [], frontmatter: { title: id } } },
});

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function cacheFolder() {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'lectern-stored-html-'));
  folders.push(cacheDir);
  return storedHtmlFolder(cacheDir, 'docs');
}

describe('the rendered HTML of Markdown pages, kept out of Astro’s data store', () => {
  it('is kept in a file named by its content, the store holding the name and the rest of the page', () => {
    const folder = cacheFolder();
    const store = astroLikeStore();
    watchedStore(store, new Set(), folder).set(page('en/guide', '<p>Guide</p>'));
    const stored = store.entries.get('en/guide');
    expect(stored?.rendered?.html).toBe('');
    expect(stored?.rendered?.metadata?.headings).toEqual([]);
    expect(stored?.rendered?.metadata?.frontmatter).toEqual({ title: 'en/guide' });
    expect(readdirSync(folder)).toEqual([stored?.rendered?.metadata?.[STORED_HTML_FIELD]]);
    // Read back for Astro's `render()`.
    expect(withHtmlFromFile(stored as Entry, folder).rendered?.html).toBe('<p>Guide</p>');
    // Two pages with the same HTML share a file.
    watchedStore(store, new Set(), folder).set(page('fr/guide', '<p>Guide</p>'));
    expect(readdirSync(folder)).toHaveLength(1);
  });

  it('is made again when its file is gone: the page counts as changed and replaces the one stored', () => {
    const folder = cacheFolder();
    const store = astroLikeStore();
    watchedStore(store, new Set(), folder).set(page('en/guide', '<p>Guide</p>'));
    const name = String(store.entries.get('en/guide')?.rendered?.metadata?.[STORED_HTML_FIELD]);
    // The next build, with the file removed by hand.
    rmSync(path.join(folder, name));
    const next = watchedStore(store, new Set(), folder);
    expect(next.get('en/guide')?.digest).not.toBe('digest of en/guide');
    // Rendered again, to different HTML than before (same digest): the new page is stored, and its file.
    next.set(page('en/guide', '<p>Guide, again</p>'));
    const stored = store.entries.get('en/guide') as Entry;
    expect(withHtmlFromFile(stored, folder).rendered?.html).toBe('<p>Guide, again</p>');
    expect(next.get('en/guide')?.digest).toBe('digest of en/guide');
  });

  it('leaves a page that holds its own HTML as it is (a loader without a cache folder)', () => {
    const store = astroLikeStore();
    watchedStore(store, new Set()).set(page('en/guide', '<p>Guide</p>'));
    expect(store.entries.get('en/guide')?.rendered?.html).toBe('<p>Guide</p>');
    expect(withHtmlFromFile(store.entries.get('en/guide') as Entry, cacheFolder())).toBe(
      store.entries.get('en/guide'),
    );
  });

  it('says which page lost its HTML when the file goes during the build', () => {
    const folder = cacheFolder();
    const stored = withHtmlInFile(page('en/guide', '<p>Guide</p>'), folder);
    rmSync(folder, { recursive: true });
    expect(() => withHtmlFromFile(stored, folder)).toThrow(SiteError);
    expect(() => withHtmlFromFile(stored, folder)).toThrow(
      /^src\/content\/docs\/en\/guide\.md: its rendered HTML \(.*\) was removed during the build; build again\.$/,
    );
  });

  it('keeps only the files the pages name', () => {
    const folder = cacheFolder();
    const old = withHtmlInFile(page('en/guide', '<p>Before</p>'), folder);
    const now = withHtmlInFile(page('en/guide', '<p>After</p>'), folder);
    expect(readdirSync(folder)).toHaveLength(2);
    removeUnusedHtml(folder, [now]);
    expect(readdirSync(folder)).toEqual([now.rendered?.metadata?.[STORED_HTML_FIELD]]);
    expect(existsSync(path.join(folder, String(old.rendered?.metadata?.[STORED_HTML_FIELD])))).toBe(false);
    // A folder not made yet is nothing to clear.
    removeUnusedHtml(path.join(folder, 'none'), []);
  });
});

describe('a page that quotes files, stored while one of them changed', () => {
  /** A page rendered with `file` as it read `text`. */
  const quoting = (file: string, text: string): Entry => {
    const entry = page('en/guide', `<p>${text}</p>`);
    const frontmatter = { title: 'Guide', [QUOTED_FILES_FIELD]: [{ file, digest: quotedFileDigest(text) }] };
    return { ...entry, rendered: { html: `<p>${text}</p>`, metadata: { headings: [], frontmatter } } };
  };

  it('is said to be behind the file when the file no longer holds what the page was rendered with', () => {
    const folder = cacheFolder();
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, 'part.md');
    writeFileSync(file, 'The second part.\n');
    const told: [string, boolean][] = [];
    const store = watchedStore(astroLikeStore(), new Set(), undefined, (entry, behind) =>
      told.push([entry.id, behind]),
    );
    store.set(quoting(file, 'The second part.\n'));
    store.set(quoting(file, 'The first part.\n'));
    store.set(page('en/other', '<p>No quotes</p>'));
    expect(told).toEqual([
      ['en/guide', false],
      ['en/guide', true],
    ]);
  });

  it('is rendered again a moment later, as when the file changes, a few times in a row at most', () => {
    vi.useFakeTimers();
    try {
      const emitted: string[] = [];
      const again = rendersAgainWhenBehind({ emit: (_event, file) => emitted.push(file) }, '/site');
      const entry = { filePath: 'src/content/docs/en/guide.md' };
      again(entry, true);
      expect(emitted).toEqual([]);
      vi.advanceTimersByTime(100);
      expect(emitted).toEqual(['/site/src/content/docs/en/guide.md']);
      again(entry, true);
      again(entry, true);
      again(entry, true);
      vi.runAllTimers();
      expect(emitted).toHaveLength(3);
      // Stored up to date, it may be rendered again for being behind later on.
      again(entry, false);
      again(entry, true);
      vi.runAllTimers();
      expect(emitted).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
