import { execFileSync } from 'node:child_process';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastUpdatedOf } from './last-updated.js';

describe('lastUpdatedOf', () => {
  it("gives a committed file's last commit time, and a file git does not know its modification time", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lectern-last-updated-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: root,
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: '2026-03-04T05:06:07Z',
          GIT_COMMITTER_DATE: '2026-03-04T05:06:07Z',
        },
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

    expect(lastUpdatedOf(path.join(root, 'page.md'), root)).toBe(Date.parse('2026-03-04T05:06:07Z'));
    expect(lastUpdatedOf(draft, root)).toBe(Date.parse('2026-05-06T07:08:09Z'));
  });
});
