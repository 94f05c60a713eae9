import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The packages that come with `@lectern/astro` and that Astro or Vite look up by name from the site's
 * root: React, React DOM, Astro's React renderer, and the theme's packages whose islands Astro bundles
 * by name. A site lists only `astro` and `@lectern/astro`; under a strict package manager (pnpm) these
 * are then not reachable from the site's root, only from here.
 */
export const OWN_DEPENDENCIES = [
  'react',
  'react-dom',
  '@astrojs/react',
  '@lectern/theme-react',
  '@lectern/theme-core',
  '@lectern/search',
] as const;

/** A file of this package, to resolve from as if this package imported the module. */
const HERE = fileURLToPath(import.meta.url);

/** The name of the package a specifier imports: `react-dom/client` → `react-dom`, `@a/b/c` → `@a/b`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** The `node_modules` entry of a package for code in `root`, as Node looks it up, unresolved. */
function installedEntry(root: string, name: string): string | undefined {
  let folder = path.resolve(root);
  for (;;) {
    const candidate = path.join(folder, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
}

/**
 * The folder a package is installed in for code in `root` (a `node_modules` folder of `root` or of one of
 * its parents, as Node looks it up), its links followed; `undefined` when it is not installed.
 */
export function installedFolder(root: string, name: string): string | undefined {
  const entry = installedEntry(root, name);
  return entry === undefined ? undefined : realpathSync(entry);
}

/** Whether a package is installed where code in `root` finds it (see {@link installedFolder}). */
export function installedFor(root: string, name: string): boolean {
  return installedEntry(root, name) !== undefined;
}

/** Whether a specifier names one of {@link OWN_DEPENDENCIES} that the site does not install itself. */
function onlyOurs(root: string, specifier: string): boolean {
  const name = packageNameOf(specifier);
  return (OWN_DEPENDENCIES as readonly string[]).includes(name) && !installedFor(root, name);
}

/** What a Vite plugin's `resolveId` hook can call. */
export interface ResolveContext {
  resolve(id: string, importer: string, options: object): Promise<unknown>;
}

/** The parts of a Vite environment's settings that {@link ownDependenciesPlugin} changes. */
interface EnvironmentConfig {
  consumer?: 'client' | 'server' | undefined;
  optimizeDeps?: { include?: string[] | undefined } | undefined;
  resolve?:
    | { dedupe?: string[] | undefined; noExternal?: string | RegExp | (string | RegExp)[] | true | undefined }
    | undefined;
}

/** The theme's packages, which import React: bundled on the server with the React they find. */
const THEME_PACKAGES = OWN_DEPENDENCIES.filter((name) => name.startsWith('@lectern/'));

/**
 * A Vite plugin for the packages the site gets through `@lectern/astro` only: a module of theirs that
 * Vite cannot find from where it is imported (an island's entry, the renderer's entry points) is looked
 * up from this package; those Vite would pre-bundle (`optimizeDeps.include`) are named through this
 * package (`@lectern/astro > react`); and they are not looked up from the site's root to be deduplicated
 * (a strict install has one copy of each anyway). Without it, such a site warns that it cannot find
 * React and fails to build.
 *
 * React found through this package is bundled into the server's build; a theme package the site installs
 * itself (`@lectern/theme-react`, to read its API data or use its components) would be left to Node, with
 * Node's React: two Reacts, and every hook fails. So on the server, while the site does not install React,
 * the theme's packages are bundled too, with the one React.
 */
export function ownDependenciesPlugin(root: () => string) {
  return {
    name: 'lectern:own-dependencies',
    enforce: 'post' as const,
    resolveId(this: ResolveContext, id: string, _importer: string | undefined, options: object) {
      if (!onlyOurs(root(), id)) return null;
      return this.resolve(id, HERE, { ...options, skipSelf: true });
    },
    configEnvironment(name: string, config: EnvironmentConfig) {
      const server = config.consumer === 'server' || (config.consumer === undefined && name !== 'client');
      if (server && onlyOurs(root(), 'react')) {
        const installed = THEME_PACKAGES.filter((name) => installedFor(root(), name));
        const noExternal = config.resolve?.noExternal;
        if (installed.length > 0 && noExternal !== true) {
          const before =
            noExternal === undefined ? [] : Array.isArray(noExternal) ? noExternal : [noExternal];
          config.resolve = { ...config.resolve, noExternal: [...before, ...installed] };
        }
      }
      const include = config.optimizeDeps?.include;
      if (include) {
        config.optimizeDeps = {
          ...config.optimizeDeps,
          include: include.map((entry) => (onlyOurs(root(), entry) ? `@lectern/astro > ${entry}` : entry)),
        };
      }
      const dedupe = config.resolve?.dedupe;
      if (dedupe) {
        config.resolve = { ...config.resolve, dedupe: dedupe.filter((name) => !onlyOurs(root(), name)) };
      }
    },
  };
}
