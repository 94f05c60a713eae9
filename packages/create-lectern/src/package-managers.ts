/** The package managers a site can be installed with. */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export function isPackageManager(name: string): name is PackageManager {
  return (PACKAGE_MANAGERS as readonly string[]).includes(name);
}

/**
 * The package manager that started create-lectern, from the user agent it gives its scripts
 * (`npm_config_user_agent`: `pnpm/12.21.0 npm/? node/v24.21.0 linux x64`); npm when there is none.
 *
 * @example detectPackageManager('pnpm/12.21.0 npm/? node/v24.21.0 linux x64') // 'pnpm'
 */
export function detectPackageManager(userAgent: string | undefined): PackageManager {
  const name = userAgent?.split('/')[0];
  return name !== undefined && isPackageManager(name) ? name : 'npm';
}

/**
 * How a script of the site is run with a package manager, as the README and the last words say it.
 *
 * @example runCommand('npm', 'dev') // 'npm run dev'
 * @example runCommand('pnpm', 'dev') // 'pnpm dev'
 */
export function runCommand(manager: PackageManager, script: string): string {
  return manager === 'npm' ? `npm run ${script}` : `${manager} ${script}`;
}

/**
 * The command that installs a site's dependencies, as a person types it.
 *
 * @example installCommand('yarn') // 'yarn'
 */
export function installCommand(manager: PackageManager): string {
  return manager === 'npm' ? 'npm install' : manager === 'pnpm' ? 'pnpm install' : 'yarn';
}

/**
 * The command that installs a new site's dependencies, as its arguments. The site has no lockfile yet:
 * pnpm is told to write one even in CI, where it would otherwise refuse to (`--frozen-lockfile`).
 */
export function installArguments(manager: PackageManager): string[] {
  if (manager === 'pnpm') return ['install', '--no-frozen-lockfile'];
  return manager === 'yarn' ? [] : ['install'];
}

/**
 * The packages whose install scripts the site allows: esbuild's, which Astro builds with. npm (11.16 and
 * later) and pnpm (10 and later) ask for this to be said, and pnpm stops the install when it is not.
 */
export const ALLOWED_BUILDS = ['esbuild'] as const;
