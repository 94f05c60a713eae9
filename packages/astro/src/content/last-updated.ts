import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

let commitTimes: Map<string, number[]> | undefined;

/**
 * Runs git in a folder and gives its output. Git's own messages (`fatal: not a git repository…` outside
 * one) are not the build's: they stay out of its log.
 */
function git(folder: string, args: readonly string[]): string {
  return execFileSync('git', args, {
    cwd: folder,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/**
 * Every file's commit times under a folder, newest first, from one `git log` over the whole history (not
 * one git call per page). Empty when the folder is not in a git repository, or git is not installed.
 */
export function readCommitTimes(folder: string): Map<string, number[]> {
  const times = new Map<string, number[]>();
  let output: string;
  try {
    const root = git(folder, ['rev-parse', '--show-toplevel']).trim();
    output = git(folder, ['log', '--format=@%ct', '--name-only', '--', '.']);
    let time = 0;
    for (const line of output.split('\n')) {
      if (line.startsWith('@')) time = Number(line.slice(1)) * 1000;
      else if (line !== '') {
        const file = path.resolve(root, line);
        const list = times.get(file) ?? [];
        list.push(time);
        times.set(file, list);
      }
    }
  } catch {
    // Not a git checkout (or no git): the files' modification times are used instead.
  }
  return times;
}

/**
 * When a source file last changed: its last commit's time, or, for a file git does not know (outside a
 * repository, or not committed yet), its modification time. The file and the content folder are read
 * from the site's root (`root`, by default the working folder), as Astro gives their paths.
 */
export function lastUpdatedOf(file: string, contentRoot: string, root = process.cwd()): number {
  commitTimes ??= readCommitTimes(path.resolve(root, contentRoot));
  const absolute = path.resolve(root, file);
  return commitTimes.get(absolute)?.[0] ?? statSync(absolute).mtimeMs;
}

/**
 * How many changes a translation is behind its original: the original's commits after the translation's
 * last change. 0 when the translation is as new as the original, or when git knows neither.
 */
export function changesBehind(
  original: string,
  translation: string,
  contentRoot: string,
  root = process.cwd(),
): number {
  commitTimes ??= readCommitTimes(path.resolve(root, contentRoot));
  const translated = lastUpdatedOf(translation, contentRoot, root);
  return (commitTimes.get(path.resolve(root, original)) ?? []).filter((time) => time > translated).length;
}
