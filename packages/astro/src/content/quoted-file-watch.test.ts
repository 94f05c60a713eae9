import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { QUOTED_FILES_FIELD } from '../markdown/dialects/dialect-processor.js';
import { type QuotingEntry, watchQuotedFiles } from './quoted-file-watch.js';

/** A watcher like Vite's: it records what it is told to watch, and passes events on to its listeners. */
class FakeWatcher extends EventEmitter {
  watched = new Set<string>();
  emitted: string[] = [];
  add(files: string | readonly string[]) {
    for (const file of typeof files === 'string' ? [files] : files) this.watched.add(file);
  }
  override emit(event: string, file: string): boolean {
    if (event === 'change') this.emitted.push(file);
    return super.emit(event, file);
  }
}

const page = (filePath: string, ...quoted: string[]): QuotingEntry => ({
  filePath,
  rendered: {
    metadata: { frontmatter: { [QUOTED_FILES_FIELD]: quoted.map((file) => ({ file, digest: 'x' })) } },
  },
});

describe('watchQuotedFiles', () => {
  it('watches every quoted file, and passes a change of one on to each page that quotes it', () => {
    const watcher = new FakeWatcher();
    const entries = [
      page('src/content/docs/en/a.md', '/site/snippets/setup.ts'),
      page('src/content/docs/en/b.md', '/site/snippets/setup.ts', '/site/parts/note.md'),
      page('src/content/docs/en/c.md'),
    ];
    watchQuotedFiles(watcher, () => entries, '/site');
    expect([...watcher.watched].sort()).toEqual(['/site/parts/note.md', '/site/snippets/setup.ts']);

    watcher.emit('change', '/site/snippets/setup.ts');
    expect(watcher.emitted.slice(1)).toEqual([
      '/site/src/content/docs/en/a.md',
      '/site/src/content/docs/en/b.md',
    ]);

    watcher.emitted = [];
    watcher.emit('unlink' as 'change', '/site/parts/note.md');
    expect(watcher.emitted).toEqual(['/site/src/content/docs/en/b.md']);
  });

  it('reads the stored pages once per change, and watches the files pages rendered since quote', () => {
    const watcher = new FakeWatcher();
    const entries = [page('src/content/docs/en/a.md', '/site/snippets/one.ts')];
    let reads = 0;
    watchQuotedFiles(
      watcher,
      () => {
        reads += 1;
        return entries;
      },
      '/site',
    );
    reads = 0;
    entries.push(page('src/content/docs/en/b.md', '/site/snippets/two.ts', '/site/src/content/docs/en/a.md'));
    watcher.emit('change', '/site/snippets/one.ts');
    // one.ts → a.md → b.md (which includes a.md): three changes passed on, one read of the pages.
    expect(watcher.emitted).toEqual([
      '/site/snippets/one.ts',
      '/site/src/content/docs/en/a.md',
      '/site/src/content/docs/en/b.md',
    ]);
    expect(reads).toBe(1);
    expect(watcher.watched.has('/site/snippets/two.ts')).toBe(true);
  });

  it('passes a change on once when two pages include each other', () => {
    const watcher = new FakeWatcher();
    const entries = [
      page('src/content/docs/en/a.md', '/site/src/content/docs/en/b.md'),
      page('src/content/docs/en/b.md', '/site/src/content/docs/en/a.md'),
    ];
    watchQuotedFiles(watcher, () => entries, '/site');
    watcher.emit('change', '/site/src/content/docs/en/a.md');
    expect(watcher.emitted).toEqual(['/site/src/content/docs/en/a.md', '/site/src/content/docs/en/b.md']);
  });
});
