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

/** A tool's settings file at a project's top (`.postcssrc.json`, `vite.config.ts`, `.eslintrc`…). */
const TOOL_SETTINGS = /^\.|\.config\.[cm]?[jt]s$|\.config\.json$|rc(\.[a-z]+)?$/;

/**
 * Whether a folder or file of the source is left out of the migration: dependencies, builds, caches,
 * and the project's own files and tools' settings at its top (the new site has its own, and a tool's
 * settings there — PostCSS's, say — would apply to its build).
 */
export function skipSourceEntry(relative: string): boolean {
  const name = path.posix.basename(relative);
  const atTop = !relative.includes('/');
  return (
    SKIPPED_FOLDERS.has(name) ||
    (atTop && (PROJECT_FILES.has(name) || (TOOL_SETTINGS.test(name) && name !== 'public')))
  );
}

/** Whether a path matches one of the globs (`**`, `*`). */
export function matchesAny(file: string, globs: readonly string[]): boolean {
  return globs.some((glob) => path.posix.matchesGlob(file, glob.replace(/^\.\//, '')));
}
