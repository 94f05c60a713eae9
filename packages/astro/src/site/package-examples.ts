// The live examples' folder when a package holds it: `examplesDir: '@acme/ui/examples'` names a folder of
// a package the site installs, which exports it (`"./examples/*": "./examples/*"`). The examples are then
// imported as the site imports the package, through its exports; their files are listed from its folder.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { installedFolder, installedFor, packageNameOf } from '../vite/own-dependencies.js';
import { examplesDirOf, isExampleFile } from './examples.js';

/** Where the examples are: a folder of the site, or a package's, with the folder on disk. */
export type ExamplesSource =
  | { readonly dir: string; readonly packageFolder?: undefined }
  | { readonly dir: string; readonly packageFolder: string };

/** The target a package's `exports` gives a subpath pattern (`./examples/*`), if it gives one. */
function exportTarget(manifest: { exports?: unknown }, key: string): string | undefined {
  const exports = manifest.exports;
  if (typeof exports !== 'object' || exports === null || Array.isArray(exports)) return undefined;
  const target = (exports as Record<string, unknown>)[key];
  if (typeof target === 'string') return target;
  if (typeof target === 'object' && target !== null) {
    const conditions = target as Record<string, unknown>;
    const chosen = conditions.import ?? conditions.default;
    return typeof chosen === 'string' ? chosen : undefined;
  }
  return undefined;
}

/**
 * Whether `examplesDir` names a package's folder: it starts with a scope (`@acme/ui/examples`), or its
 * first part is a package the site installs and not a folder of the site.
 */
function namesPackage(written: string, root: string): boolean {
  if (written.startsWith('@')) return true;
  const first = written.split('/')[0] ?? '';
  return !/^\.|\\/.test(written) && !existsSync(path.join(root, first)) && installedFor(root, first);
}

/**
 * The examples' source `examplesDir` names for the site at `root`, or what is wrong with it (the
 * package is not installed, names no folder, or does not export it).
 */
export function examplesSourceOf(
  written: string | undefined,
  root: string,
): ExamplesSource | { problem: string } {
  if (written === undefined || !namesPackage(written, root)) return examplesDirOf(written);
  const dir = written.replace(/\/+$/, '');
  const name = packageNameOf(dir);
  const subpath = dir.slice(name.length + 1);
  if (subpath === '') {
    return {
      problem: `expected a folder of the package, like "${name}/examples" (got ${JSON.stringify(written)})`,
    };
  }
  const folder = installedFolder(root, name);
  if (folder === undefined) {
    return { problem: `${name} is not installed in the site (got ${JSON.stringify(written)})` };
  }
  const key = `./${subpath}/*`;
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    exports?: unknown;
  };
  const target = exportTarget(manifest, key);
  if (target === undefined || !target.endsWith('/*')) {
    return {
      problem: `${name} does not export its examples: add "${key}": "./${subpath}/*" to its package.json's exports`,
    };
  }
  const packageFolder = path.join(folder, target.slice(0, -2));
  if (!existsSync(packageFolder) || !statSync(packageFolder).isDirectory()) {
    return { problem: `${name} exports ${key} from ${target}, which is no folder of the package` };
  }
  return { dir, packageFolder };
}

/** The example files of a package's folder, from it, with `/`, sorted. */
export function exampleFilesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => isExampleFile(file) && !file.split('/').includes('node_modules'))
    .sort();
}
