import { describe, expect, it } from 'vitest';
import { compositionFile, examplesDirOf, examplesModule, findExample } from './examples.js';

describe('examplesDirOf', () => {
  it.each([
    [undefined, { dir: 'src/examples' }],
    ['src/demos', { dir: 'src/demos' }],
    ['./src/demos/', { dir: 'src/demos' }],
    ['demos\\live', { dir: 'demos/live' }],
    [
      '/abs/demos',
      {
        problem:
          'expected a folder inside the site, relative to its root, e.g. "src/examples" (got "/abs/demos")',
      },
    ],
    [
      '.',
      { problem: 'expected a folder inside the site, relative to its root, e.g. "src/examples" (got ".")' },
    ],
    [
      '../shared/examples',
      { problem: 'expected a folder inside the site, not above its root (got "../shared/examples")' },
    ],
    ['src/**/examples', { problem: 'expected a folder\'s path, without wildcards (got "src/**/examples")' }],
  ])('reads %j', (written, expected) => {
    expect(examplesDirOf(written)).toEqual(expected);
  });
});

describe('examplesModule', () => {
  it("globs the folder's examples, loaded when asked for, as modules or as text", () => {
    expect(examplesModule('src/demos').split('\n')).toEqual([
      'export const examplesDir = "src/demos";',
      'export const exampleModules = import.meta.glob("/src/demos/**/*.{tsx,jsx}");',
    ]);
    expect(examplesModule('src/demos', { raw: true })).toBe(
      `export const exampleSources = import.meta.glob("/src/demos/**/*.{tsx,jsx}", { query: '?raw', import: 'default' });`,
    );
  });

  it("lists a package's examples, imported through its exports, as modules or as text", () => {
    const files = ['alert/type.tsx', 'alert/type.composition.tsx'];
    expect(examplesModule('@acme/ui/examples', { files }).split('\n')).toEqual([
      'export const examplesDir = "@acme/ui/examples";',
      'export const exampleModules = {',
      '  "/@acme/ui/examples/alert/type.tsx": () => import("@acme/ui/examples/alert/type.tsx"),',
      '  "/@acme/ui/examples/alert/type.composition.tsx": () => import("@acme/ui/examples/alert/type.composition.tsx"),',
      '};',
    ]);
    expect(examplesModule('@acme/ui/examples', { files: ['alert/type.tsx'], raw: true }).split('\n')).toEqual(
      [
        'export const exampleSources = {',
        '  "/@acme/ui/examples/alert/type.tsx": () => import("@acme/ui/examples/alert/type.tsx?raw").then((module) => module.default),',
        '};',
      ],
    );
    // The keys are those findExample looks up.
    const modules = { '/@acme/ui/examples/alert/type.tsx': 'found' };
    expect(findExample(modules, '@acme/ui/examples', 'alert/type')?.value).toBe('found');
  });
});

describe('findExample', () => {
  const modules = {
    '/src/examples/button/basic.tsx': 'tsx',
    '/src/examples/button/basic.composition.tsx': 'composition',
    '/src/examples/plain/js.jsx': 'jsx',
  };
  it.each([
    ['button/basic', { path: 'button/basic.tsx', language: 'tsx', value: 'tsx' }],
    [
      compositionFile('button/basic'),
      { path: 'button/basic.composition.tsx', language: 'tsx', value: 'composition' },
    ],
    ['plain/js', { path: 'plain/js.jsx', language: 'jsx', value: 'jsx' }],
    ['button/missing', undefined],
    ['../src/examples/button/basic', undefined],
    ['toString', undefined],
  ])('finds %j', (file, found) => {
    expect(findExample(modules, 'src/examples', file)).toEqual(found);
  });
});
