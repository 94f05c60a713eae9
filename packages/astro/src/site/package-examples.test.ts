import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exampleFilesIn, examplesSourceOf } from './package-examples.js';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A file with its folders. */
function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * A repository with a site (`site/`) and a library package `@acme/ui` (`ui/`, linked into the site's
 * node_modules as a workspace links it) whose `exports` are given.
 */
function workspace(exports: Record<string, unknown>) {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'lectern-package-examples-')));
  folders.push(root);
  const site = path.join(root, 'site');
  const library = path.join(root, 'ui');
  write(path.join(site, 'package.json'), '{}');
  write(path.join(library, 'package.json'), JSON.stringify({ name: '@acme/ui', exports }));
  write(path.join(library, 'examples/alert/type.tsx'), 'export default () => null;\n');
  write(path.join(library, 'examples/alert/type.composition.tsx'), 'export default () => null;\n');
  write(path.join(library, 'examples/alert/notes.md'), 'Not an example.\n');
  write(path.join(library, 'examples/plain.jsx'), 'export default () => null;\n');
  mkdirSync(path.join(site, 'node_modules', '@acme'), { recursive: true });
  symlinkSync(library, path.join(site, 'node_modules', '@acme', 'ui'), 'dir');
  return { site, library };
}

describe('examplesSourceOf', () => {
  it("finds a package's exported folder of examples, on disk", () => {
    const { site, library } = workspace({ '.': './index.ts', './examples/*': './examples/*' });
    expect(examplesSourceOf('@acme/ui/examples', site)).toEqual({
      dir: '@acme/ui/examples',
      packageFolder: path.join(library, 'examples'),
    });
    // The export may lead elsewhere in the package, with conditions.
    const built = workspace({ './demos/*': { import: './dist/examples/*' } });
    mkdirSync(path.join(built.library, 'dist/examples'), { recursive: true });
    expect(examplesSourceOf('@acme/ui/demos/', built.site)).toEqual({
      dir: '@acme/ui/demos',
      packageFolder: path.join(built.library, 'dist/examples'),
    });
  });

  it('finds an unscoped package by its name, unless the site has a folder of that name', () => {
    const { site, library } = workspace({ './examples/*': './examples/*' });
    symlinkSync(library, path.join(site, 'node_modules', 'ui-kit'), 'dir');
    expect(examplesSourceOf('ui-kit/examples', site)).toEqual({
      dir: 'ui-kit/examples',
      packageFolder: path.join(library, 'examples'),
    });
    mkdirSync(path.join(site, 'ui-kit', 'examples'), { recursive: true });
    expect(examplesSourceOf('ui-kit/examples', site)).toEqual({ dir: 'ui-kit/examples' });
  });

  it('takes a folder of the site as before, when no package of that name is installed', () => {
    const { site } = workspace({});
    expect(examplesSourceOf(undefined, site)).toEqual({ dir: 'src/examples' });
    expect(examplesSourceOf('./demos/', site)).toEqual({ dir: 'demos' });
  });

  it.each([
    [
      '@acme/ui/examples',
      {},
      '@acme/ui does not export its examples: add "./examples/*": "./examples/*" to its package.json\'s exports',
    ],
    [
      '@acme/ui',
      { './examples/*': './examples/*' },
      'expected a folder of the package, like "@acme/ui/examples" (got "@acme/ui")',
    ],
    ['@acme/other/examples', {}, '@acme/other is not installed in the site (got "@acme/other/examples")'],
    [
      '@acme/ui/missing',
      { './missing/*': './missing/*' },
      '@acme/ui exports ./missing/* from ./missing/*, which is no folder of the package',
    ],
  ])('says what is wrong with %j', (written, exports, problem) => {
    const { site } = workspace(exports);
    expect(examplesSourceOf(written, site)).toEqual({ problem });
  });
});

describe('exampleFilesIn', () => {
  it("lists a folder's examples, from it, sorted", () => {
    const { library } = workspace({});
    expect(exampleFilesIn(path.join(library, 'examples'))).toEqual([
      'alert/type.composition.tsx',
      'alert/type.tsx',
      'plain.jsx',
    ]);
  });
});
