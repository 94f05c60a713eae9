import path from 'node:path';

/** Files of a docs folder that belong to its project, not its pages: never copied into the new site. */
const PROJECT_FILES = new Set([
  'package.json',
  'package-lock.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'yarn.lock',
  'bun.lockb',
  'tsconfig.json',
  '.gitignore',
  '.DS_Store',
]);
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'build', '.cache', '.astro', '.docusaurus']);

/** Whether a folder or file of the source is left out of the migration (dependencies, builds, caches). */
export function skipSourceEntry(relative: string): boolean {
  const name = path.posix.basename(relative);
  return SKIPPED_FOLDERS.has(name) || (!relative.includes('/') && PROJECT_FILES.has(name));
}

/** Whether a path matches one of the globs (`**`, `*`). */
export function matchesAny(file: string, globs: readonly string[]): boolean {
  return globs.some((glob) => path.posix.matchesGlob(file, glob.replace(/^\.\//, '')));
}
