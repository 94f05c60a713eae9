import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  customLayoutsModule,
  customLayoutsPlugin,
  LAYOUTS_MODULE_ID,
  registeredLayoutsOf,
  resolveCustomLayouts,
  unknownLayoutProblem,
} from './custom-layouts.js';

const root = path.resolve('/site');
const existing = new Set([path.resolve(root, 'src/layouts/Releases.astro')]);
const resolveAt = (layouts: unknown) =>
  resolveCustomLayouts(layouts, { root, exists: (file) => existing.has(file) });

describe('resolveCustomLayouts', () => {
  it('resolves each layout file against the site root', () => {
    expect(resolveAt({ releases: './src/layouts/Releases.astro' })).toEqual({
      files: { releases: path.resolve(root, 'src/layouts/Releases.astro') },
      problems: [],
    });
  });

  it('has no layouts when the option is left out or empty', () => {
    expect(resolveAt(undefined)).toEqual({ files: {}, problems: [] });
    expect(resolveAt({})).toEqual({ files: {}, problems: [] });
  });

  it.each([
    [
      'a built-in name',
      { page: './src/layouts/Releases.astro' },
      'layouts.page: "page" is a built-in layout; give yours another name',
    ],
    [
      'the name false',
      { false: './src/layouts/Releases.astro' },
      'layouts.false: "false" is a built-in layout; give yours another name',
    ],
    [
      'a path that is not a string',
      { releases: 42 },
      `layouts.releases: expected the path of a component, relative to the site's root (got 42)`,
    ],
    [
      'an empty path',
      { releases: '' },
      `layouts.releases: expected the path of a component, relative to the site's root (got "")`,
    ],
    [
      'a missing file',
      { releases: './src/layouts/Missing.astro' },
      `layouts.releases: no file at ./src/layouts/Missing.astro (looked for ${path.resolve(root, 'src/layouts/Missing.astro')})`,
    ],
  ])('names the field and the problem for %s', (_case, layouts, problem) => {
    expect(resolveAt(layouts)).toEqual({ files: {}, problems: [problem] });
  });

  it.each([
    ['a list', ['./a.astro']],
    ['a string', './a.astro'],
    ['null', null],
  ])('expects an object, not %s', (_case, layouts) => {
    expect(resolveAt(layouts).problems).toEqual([
      'layouts: expected an object of layout names and component files, e.g. { releases: "./src/layouts/Releases.astro" }',
    ]);
  });
});

describe('unknownLayoutProblem', () => {
  it.each([undefined, false, 'doc', 'home', 'page', 'releases', 3])('accepts %j', (layout) => {
    expect(unknownLayoutProblem(layout, ['releases'])).toBeUndefined();
  });

  it('names the layout and every name it could have been', () => {
    expect(unknownLayoutProblem('foo', ['changelog'])).toBe(
      'unknown layout "foo" (expected doc, home, page, false or one of: changelog)',
    );
    expect(unknownLayoutProblem('Doc', ['releases', 'changelog'])).toBe(
      'unknown layout "Doc" (expected doc, home, page, false or one of: releases, changelog)',
    );
  });

  it('says how to register a layout when the site has none', () => {
    expect(unknownLayoutProblem('releases', [])).toBe(
      `unknown layout "releases" (expected doc, home, page or false; register a layout of your own with the integration's layouts option)`,
    );
  });
});

describe('customLayoutsModule', () => {
  it('imports each layout and exports them by name', () => {
    expect(
      customLayoutsModule({ releases: '/site/src/Releases.astro', 'cheat-sheet': '/site/src/Cheat.astro' }),
    ).toBe(
      [
        'import Layout0 from "/site/src/Releases.astro";',
        'import Layout1 from "/site/src/Cheat.astro";',
        'export default { "releases": Layout0, "cheat-sheet": Layout1 };',
      ].join('\n'),
    );
    expect(customLayoutsModule({})).toBe('export default {};');
  });
});

describe('customLayoutsPlugin and registeredLayoutsOf', () => {
  const plugin = customLayoutsPlugin({ releases: '/site/src/Releases.astro' });

  it('serves the virtual module and nothing else', () => {
    const id = plugin.resolveId(LAYOUTS_MODULE_ID);
    expect(id).toBe(`\0${LAYOUTS_MODULE_ID}`);
    expect(plugin.resolveId('virtual:lectern/config')).toBeUndefined();
    expect(plugin.load(String(id))).toContain('"releases": Layout0');
    expect(plugin.load('/site/src/other.ts')).toBeUndefined();
  });

  it('tells the registered names to whoever reads the Astro config, wherever the plugin sits', () => {
    expect(registeredLayoutsOf({ vite: { plugins: [{ name: 'other' }, plugin] } })).toEqual(['releases']);
    expect(registeredLayoutsOf({ vite: { plugins: [null, [[plugin]]] } })).toEqual(['releases']);
    expect(registeredLayoutsOf({ vite: { plugins: [customLayoutsPlugin({})] } })).toEqual([]);
  });

  it('knows nothing when the integration is not in the config', () => {
    expect(registeredLayoutsOf(undefined)).toBeUndefined();
    expect(registeredLayoutsOf({})).toBeUndefined();
    expect(registeredLayoutsOf({ vite: { plugins: [{ name: 'other' }] } })).toBeUndefined();
  });
});
