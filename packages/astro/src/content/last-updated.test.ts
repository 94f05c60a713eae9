import { execFileSync } from 'node:child_process';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCommitTimes, readCommitTimes } from './last-updated.js';

/** A git repository in a temporary folder, committing at the date given. */
function repository(prefix: string) {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: root,
      env:
        date === undefined
          ? process.env
          : { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  git(['init', '-q']);
  git(['config', 'user.email', 'test@example.com']);
  git(['config', 'user.name', 'Test']);
  /** Writes a file and commits it at `date`. */
  const commit = (file: string, text: string, date: string) => {
    writeFileSync(path.join(root, file), text);
    git(['add', file], date);
    git(['commit', '-q', '-m', `Change ${file}`], date);
  };
  return { root, commit };
}

describe('createCommitTimes', () => {
  it("gives a committed file's last commit time, and a file git does not know its modification time", () => {
    const { root, commit } = repository('lectern-last-updated-');
    commit('page.md', '# Page\n', '2026-03-04T05:06:07Z');
    const draft = path.join(root, 'draft.md');
    writeFileSync(draft, '# Draft\n');
    utimesSync(draft, new Date('2026-05-06T07:08:09Z'), new Date('2026-05-06T07:08:09Z'));
    commit('page.zh.md', '# 页面\n', '2026-03-05T00:00:00Z');
    commit('page.md', '# Page one\n', '2026-03-06T00:00:00Z');
    commit('page.md', '# Page two\n', '2026-03-07T00:00:00Z');

    const times = createCommitTimes({ contentDir: root });
    expect(times.lastUpdatedOf(path.join(root, 'page.md'))).toBe(Date.parse('2026-03-07T00:00:00Z'));
    expect(times.lastUpdatedOf(draft)).toBe(Date.parse('2026-05-06T07:08:09Z'));
    expect(times.changesBehind(path.join(root, 'page.md'), path.join(root, 'page.zh.md'))).toBe(2);
    expect(times.changesBehind(path.join(root, 'page.zh.md'), path.join(root, 'page.md'))).toBe(0);
  });

  it('reads the files from the site’s root, as Astro gives their paths', () => {
    const { root, commit } = repository('lectern-last-updated-root-');
    commit('page.md', '# Page\n', '2026-03-04T05:06:07Z');
    const times = createCommitTimes({ contentDir: '.', root });
    expect(times.lastUpdatedOf('page.md')).toBe(Date.parse('2026-03-04T05:06:07Z'));
  });

  it('reads git once for all its pages, and one made after a commit sees it (the next build, or the dev server’s next listing)', () => {
    const { root, commit } = repository('lectern-last-updated-next-');
    commit('page.md', '# Page\n', '2026-03-04T00:00:00Z');
    let reads = 0;
    const read = (folder: string) => {
      reads += 1;
      return readCommitTimes(folder);
    };
    const first = createCommitTimes({ contentDir: root, read });
    expect(first.lastUpdatedOf(path.join(root, 'page.md'))).toBe(Date.parse('2026-03-04T00:00:00Z'));

    commit('page.md', '# Page, again\n', '2026-03-05T00:00:00Z');
    // One build sees one history: its pages agree with each other.
    expect(first.lastUpdatedOf(path.join(root, 'page.md'))).toBe(Date.parse('2026-03-04T00:00:00Z'));
    expect(reads).toBe(1);
    const next = createCommitTimes({ contentDir: root, read });
    expect(next.lastUpdatedOf(path.join(root, 'page.md'))).toBe(Date.parse('2026-03-05T00:00:00Z'));
    expect(reads).toBe(2);
  });

  it('gives each site its own history: two sites built in one process do not share one', () => {
    const one = repository('lectern-last-updated-one-');
    const two = repository('lectern-last-updated-two-');
    one.commit('page.md', '# One\n', '2026-01-01T00:00:00Z');
    two.commit('page.md', '# Two\n', '2026-02-02T00:00:00Z');
    expect(createCommitTimes({ contentDir: '.', root: one.root }).lastUpdatedOf('page.md')).toBe(
      Date.parse('2026-01-01T00:00:00Z'),
    );
    expect(createCommitTimes({ contentDir: '.', root: two.root }).lastUpdatedOf('page.md')).toBe(
      Date.parse('2026-02-02T00:00:00Z'),
    );
  });
});

describe('readCommitTimes', () => {
  it('knows no commit outside a git repository', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lectern-no-git-'));
    writeFileSync(path.join(root, 'page.md'), '# Page\n');
    expect(readCommitTimes(root).size).toBe(0);
  });
});
