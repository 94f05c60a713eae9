// Test helper: git in a throwaway repository, as an author the tests name, its own output kept quiet.
import { execFileSync } from 'node:child_process';

/** Runs git in `root` (a test's repository). */
export function git(root: string, ...args: string[]): void {
  execFileSync('git', args, {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  });
}
