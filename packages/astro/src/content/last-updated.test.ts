import { execFileSync } from 'node:child_process';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changesBehind, lastUpdatedOf, readCommitTimes } from './last-updated.js';

describe('lastUpdatedOf', () => {
  it("gives a committed file's last commit time, and a file git does not know its modification time", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lectern-last-updated-'));
    let date = '2026-03-04T05:06:07Z';
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: root,
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      });
    git('init', '-q');
    git('config', 'user.email', 'test@example.com');
    git('config', 'user.name', 'Test');
    writeFileSync(path.join(root, 'page.md'), '# Page\n');
    git('add', 'page.md');
    git('commit', '-q', '-m', 'Add a page');
    const draft = path.join(root, 'draft.md');
    writeFileSync(draft, '# Draft\n');
    utimesSync(draft, new Date('2026-05-06T07:08:09Z'), new Date('2026-05-06T07:08:09Z'));

    writeFileSync(path.join(root, 'page.zh.md'), '# 页面\n');
    date = '2026-03-05T00:00:00Z';
    git('add', 'page.zh.md');
    git('commit', '-q', '-m', 'Translate the page');
    for (const [day, text] of [
      ['06', 'one'],
      ['07', 'two'],
    ]) {
      date = `2026-03-${day}T00:00:00Z`;
      writeFileSync(path.join(root, 'page.md'), `# Page ${text}\n`);
      git('commit', '-q', '-am', `Change ${text}`);
    }

    expect(lastUpdatedOf(path.join(root, 'page.md'), root)).toBe(Date.parse('2026-03-07T00:00:00Z'));
    expect(lastUpdatedOf(draft, root)).toBe(Date.parse('2026-05-06T07:08:09Z'));
    expect(changesBehind(path.join(root, 'page.md'), path.join(root, 'page.zh.md'), root)).toBe(2);
    expect(changesBehind(path.join(root, 'page.zh.md'), path.join(root, 'page.md'), root)).toBe(0);
  });
});

describe('readCommitTimes', () => {
  it('knows no commit outside a git repository', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lectern-no-git-'));
    writeFileSync(path.join(root, 'page.md'), '# Page\n');
    expect(readCommitTimes(root).size).toBe(0);
  });
});
