import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { componentApiSchema } from '@lectern/theme-core/config';
import { API_LIBRARIES } from '@lectern/tooling/api-libraries';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaderContext, writeMonorepo } from '../test/monorepo.js';
import { apiCollectionVersions, forgetApiCollections, hasApiCollection } from './api-collections.js';
import { ApiDataError, apiLoader, readApiFile } from './api-loader.js';

const BUTTON = { name: 'Button', description: 'A button.', props: [], events: [], slots: [] };

let remove = () => {};
afterEach(() => remove());

/** A site with `files`, and a loader context over it. */
function site(files: Record<string, string>) {
  const written = writeMonorepo(files);
  remove = written.remove;
  return { root: written.root, ...loaderContext(written.root, (data) => componentApiSchema.parse(data)) };
}

describe('readApiFile', () => {
  it.each([
    ['valid data', JSON.stringify(BUTTON), { data: BUTTON }],
    [
      'a syntax error, at its line and column',
      '{\n  "name": "Button",\n}',
      { problems: ['src/content/api/button.json:3:1: invalid JSON: Expected double-quoted property name'] },
    ],
    [
      'a syntax error without a place, without the text again',
      '{"name": tru}',
      { problems: ["src/content/api/button.json: invalid JSON: Unexpected token '}'"] },
    ],
    [
      'fields the schema rejects, one line each',
      JSON.stringify({ ...BUTTON, name: 42, props: [{ name: 'size' }], colour: 'red' }),
      {
        problems: expect.arrayContaining([
          expect.stringMatching(/^src\/content\/api\/button\.json: name: expected a string/),
          expect.stringMatching(/^src\/content\/api\/button\.json: props\[0\]\.type: /),
          expect.stringMatching(/^src\/content\/api\/button\.json: .*"colour"/),
        ]),
      },
    ],
  ])('reads %s', (_case, text, expected) => {
    expect(readApiFile(text, 'src/content/api/button.json')).toEqual(expected);
  });
});

describe('apiLoader', () => {
  it('notes the collection it filled, for the API pages', async () => {
    const { context, root } = site({ 'src/content/api/button.json': JSON.stringify(BUTTON) });
    const cacheDir = path.join(root, 'node_modules/.astro');
    await apiLoader().load({ ...context, collection: 'noted-api' });
    expect(hasApiCollection(cacheDir, 'noted-api')).toBe(true);
    expect(hasApiCollection(cacheDir, 'other-api')).toBe(false);
    // Another site's cache folder knows nothing of it.
    expect(hasApiCollection(path.join(root, 'elsewhere'), 'noted-api')).toBe(false);
    forgetApiCollections(cacheDir);
    expect(hasApiCollection(cacheDir, 'noted-api')).toBe(false);
  });

  it('notes the versions the API data marks with @since, for the version lens', async () => {
    const { context, root } = site({
      'src/content/api/button.json': JSON.stringify({
        ...BUTTON,
        since: '1.0',
        props: [
          {
            name: 'size',
            type: 'number',
            default: null,
            values: null,
            required: false,
            description: 'Size.',
            since: '1.2',
          },
        ],
      }),
      'src/content/api/badge.json': JSON.stringify({ ...BUTTON, name: 'Badge', since: '1.2' }),
    });
    const cacheDir = path.join(root, 'node_modules/.astro');
    await apiLoader().load({ ...context, collection: 'marked-api' });
    expect(apiCollectionVersions(cacheDir, ['marked-api']).sort()).toEqual(['1.0', '1.2']);
    expect(apiCollectionVersions(cacheDir, ['other-api'])).toEqual([]);
    forgetApiCollections(cacheDir);
  });

  it('stores one entry per JSON file of src/content/api, named after the file', async () => {
    const { context, entries } = site({
      'src/content/api/button.json': JSON.stringify(BUTTON),
      'src/content/api/data-table.json': JSON.stringify({ ...BUTTON, name: 'DataTable' }),
      'src/content/api/notes.txt': 'not data',
    });
    await apiLoader().load(context);
    expect([...entries.keys()]).toEqual(['button', 'data-table']);
    expect(entries.get('button')).toMatchObject({ data: BUTTON, filePath: 'src/content/api/button.json' });
  });

  it('fails once, listing every problem of every file', async () => {
    const { context } = site({
      'src/content/api/a.json': '{',
      'src/content/api/b.json': JSON.stringify({ ...BUTTON, description: '' }),
    });
    const error = await apiLoader()
      .load(context)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiDataError);
    expect((error as ApiDataError).lines).toEqual([
      "src/content/api/a.json:1:2: invalid JSON: Expected property name or '}'",
      expect.stringMatching(/^src\/content\/api\/b\.json: description: /),
    ]);
    expect((error as Error).message.split('\n')[0]).toBe('API data files are invalid:');
    expect((error as Error).stack).toBe('');
  });

  it('names the folder when there is none', async () => {
    const { context } = site({ 'package.json': '{}' });
    await expect(apiLoader({ base: './data/api' }).load(context)).rejects.toThrow(
      'data/api: no such folder: apiLoader() reads one JSON file per component from it (button.json for <ApiTable of="button" />)',
    );
  });

  it('in the dev server, reads the folder again when one of its files changes', async () => {
    const { root, context, entries, logged } = site({
      'src/content/api/button.json': JSON.stringify(BUTTON),
    });
    const listeners: ((event: string, file: string) => void)[] = [];
    const watcher = {
      add: vi.fn(),
      on: vi.fn((_name: string, listener: (typeof listeners)[number]) => listeners.push(listener)),
    };
    await apiLoader().load({ ...context, watcher } as never);
    const dir = path.join(root, 'src/content/api');
    expect(watcher.add).toHaveBeenCalledWith(dir);

    writeFileSync(path.join(dir, 'alert.json'), JSON.stringify({ ...BUTTON, name: 'Alert' }));
    for (const listener of listeners) listener('add', path.join(root, 'src/content/other.json'));
    await vi.waitFor(() => expect(entries.size).toBe(1));
    for (const listener of listeners) listener('add', path.join(dir, 'alert.json'));
    await vi.waitFor(() => expect([...entries.keys()]).toEqual(['alert', 'button']));

    writeFileSync(path.join(dir, 'alert.json'), '{');
    for (const listener of listeners) listener('change', path.join(dir, 'alert.json'));
    await vi.waitFor(() => expect(logged.at(-1)).toContain('src/content/api/alert.json:1:2: invalid JSON'));
  });
});

// Each read of the library builds a TypeScript program: seconds on a loaded machine.
describe('apiLoader with a React library', { timeout: 120_000 }, () => {
  const library = path.join(API_LIBRARIES, 'react-library');
  const badge = path.join(library, 'Badge.tsx');

  it('adds the components read from the code to the JSON files’, each with its file', async () => {
    const { root, context, entries } = site({ 'src/content/api/button.json': JSON.stringify(BUTTON) });
    await apiLoader({ react: { entry: path.relative(root, path.join(library, 'index.ts')) } }).load(context);
    expect([...entries.keys()]).toEqual(['badge', 'panel', 'picker', 'button']);
    expect(entries.get('badge')?.data).toMatchObject({
      name: 'Badge',
      since: '1.2.0',
      source: path.relative(root, badge).split(path.sep).join('/'),
    });
  });

  it('needs no JSON folder, and reads the code again only when one of its files changed', async () => {
    const { root, context, entries, logged } = site({});
    // A copy of the library, changed below (the tests of other packages read the original).
    const copy = path.join(root, 'ui');
    cpSync(library, copy, { recursive: true });
    const loader = apiLoader({ base: false, react: [{ entry: 'ui/index.ts' }] });
    const reads = () => logged.filter((line) => /the API of \d+ components read in/.test(line));
    await loader.load(context);
    await loader.load(context);
    expect(reads()).toEqual([expect.stringMatching(/ \(react\)$/)]);
    expect([...entries.keys()]).toEqual(['badge', 'panel', 'picker']);
    const badgeCopy = path.join(copy, 'Badge.tsx');
    const text = readFileSync(badgeCopy, 'utf8');
    writeFileSync(badgeCopy, text.replace('A short status next to a title.', 'A short status.'));
    await loader.load(context);
    expect(reads()).toHaveLength(2);
    expect(entries.get('badge')?.data).toMatchObject({ description: 'A short status.' });
  });

  it('fails naming both places when a component is documented twice', async () => {
    const { root, context } = site({
      'src/content/api/badge.json': JSON.stringify({ ...BUTTON, name: 'Badge' }),
    });
    const entry = path.relative(root, path.join(library, 'index.ts'));
    await expect(apiLoader({ react: { entry } }).load(context)).rejects.toThrow(
      `src/content/api/badge.json: the component "badge" is documented already by ${entry} (Badge): keep one`,
    );
  });

  it('reads React, Vue and Web Components libraries side by side', async () => {
    const { root, context, entries } = site({});
    const from = (file: string) => path.relative(root, path.join(API_LIBRARIES, file));
    await apiLoader({
      base: false,
      react: { entry: from('react-library/index.ts') },
      vue: { entry: from('vue-library/index.ts'), tsconfig: from('vue-library/tsconfig.json') },
      customElements: [{ manifest: from('web-components/custom-elements.json') }],
    }).load(context);
    expect([...entries.keys()]).toEqual([
      'badge',
      'panel',
      'picker',
      'v-counter',
      'counter-badge',
      'old-badge',
    ]);
    expect(entries.get('v-counter')?.data).toMatchObject({ name: 'VCounter', exposed: [{ name: 'reset' }] });
    expect(entries.get('counter-badge')?.data).toMatchObject({
      tagName: 'counter-badge',
      cssParts: [{ name: 'count' }],
    });
  });

  it("reads the API data a package publishes, linking a workspace package's source", async () => {
    const published = {
      lecternApi: 1,
      components: [{ id: 'button', api: { ...BUTTON, source: 'src/Button.tsx' } }],
    };
    const { root, context, entries } = site({
      'package.json': JSON.stringify({ name: 'site', private: true }),
      'packages/ui/package.json': JSON.stringify({
        name: '@acme/ui',
        exports: { './api.json': './dist/api.json' },
      }),
      'packages/ui/dist/api.json': JSON.stringify(published),
    });
    mkdirSync(path.join(root, 'node_modules/@acme'), { recursive: true });
    symlinkSync(path.join(root, 'packages/ui'), path.join(root, 'node_modules/@acme/ui'), 'dir');
    await apiLoader({ base: false, published: { data: '@acme/ui/api.json' } }).load(context);
    expect(entries.get('button')?.data).toMatchObject({
      name: 'Button',
      source: 'packages/ui/src/Button.tsx',
    });
  });

  it('fails naming the option when the entry is missing, and without any source of data', async () => {
    const { context } = site({});
    await expect(apiLoader({ react: { entry: 'src/nope.ts' } }).load(context)).rejects.toThrow(
      'apiLoader({ react }).entry: src/nope.ts: no such file',
    );
    await expect(apiLoader({ base: false }).load(context)).rejects.toThrow(ApiDataError);
    await expect(apiLoader({ vue: [{ entry: 'src/nope.ts' }] }).load(context)).rejects.toThrow(
      'apiLoader({ vue })[0].entry: src/nope.ts: no such file',
    );
    await expect(apiLoader({ customElements: { manifest: 'nope.json' } }).load(context)).rejects.toThrow(
      'apiLoader({ customElements }).manifest: nope.json: no such file',
    );
    await expect(apiLoader({ published: { data: '@acme/nope/api.json' } }).load(context)).rejects.toThrow(
      'apiLoader({ published }).data: @acme/nope/api.json: not found from the site',
    );
  });
});
