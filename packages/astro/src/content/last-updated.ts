import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

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

/** When the files of a site's content last changed, from git (see {@link createCommitTimes}). */
export interface CommitTimes {
  /**
   * When a source file last changed: its last commit's time, or, for a file git does not know (outside a
   * repository, or not committed yet), its modification time. The file is read from the site's root, as
   * Astro gives its path.
   */
  lastUpdatedOf(file: string): number;
  /**
   * How many changes a translation is behind its original: the original's commits after the
   * translation's last change. 0 when the translation is as new as the original, or when git knows neither.
   */
  changesBehind(original: string, translation: string): number;
}

/**
 * The commit times of a site's content (`contentDir`, from the site's `root`, by default the working
 * folder), read with one `git log` on the first question and kept by the object returned. Git's history
 * changes while a process runs (`astro dev`, or two builds in one process): make one per build, and one
 * made later sees the commits made since (see `docPageList`, which makes one per listing of the pages).
 *
 * @example
 * const times = createCommitTimes({ contentDir: 'src/content/docs', root: site.root });
 * times.lastUpdatedOf('src/content/docs/en/guide.md') // 1767225600000
 */
export function createCommitTimes({
  contentDir,
  root = process.cwd(),
  read = readCommitTimes,
}: {
  contentDir: string;
  root?: string | undefined;
  /** Reads the commit times of a folder. Default: {@link readCommitTimes}. */
  read?: ((folder: string) => Map<string, number[]>) | undefined;
}): CommitTimes {
  let commitTimes: Map<string, number[]> | undefined;
  const timesOf = (file: string) => {
    commitTimes ??= read(path.resolve(root, contentDir));
    return commitTimes.get(path.resolve(root, file));
  };
  const lastUpdatedOf = (file: string) => timesOf(file)?.[0] ?? statSync(path.resolve(root, file)).mtimeMs;
  return {
    lastUpdatedOf,
    changesBehind(original, translation) {
      const translated = lastUpdatedOf(translation);
      return (timesOf(original) ?? []).filter((time) => time > translated).length;
    },
  };
}
