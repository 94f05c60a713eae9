import { mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_LIBRARIES } from '@lectern/tooling/api-libraries';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPublishedApi, writePublishedApi } from './published-api.js';
import { type ReadComponent, readReactApi } from './react-api.js';

/** A folder of its own for one test. */
const folder = (name: string) => realpathSync(mkdtempSync(path.join(tmpdir(), `lectern-published-${name}-`)));

/** A package `@acme/ui` in `dir` that exports `./api.json` (its dist/api.json). */
function writePackage(dir: string): void {
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: '@acme/ui',
      type: 'module',
      exports: { '.': './dist/index.js', './api.json': './dist/api.json' },
    }),
  );
}

/** A site in `dir` with `@acme/ui` in its node_modules: linked to `library` (a workspace) or copied. */
function writeSite(dir: string, library: string, how: 'linked' | 'copied'): void {
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'site', private: true }));
  const installed = path.join(dir, 'node_modules', '@acme', 'ui');
  mkdirSync(path.dirname(installed), { recursive: true });
  if (how === 'linked') {
    symlinkSync(library, installed, 'dir');
    return;
  }
  writePackage(installed);
  writeFileSync(
    path.join(installed, 'dist', 'api.json'),
    readFileSync(path.join(library, 'dist', 'api.json')),
  );
}

describe('writePublishedApi and readPublishedApi', { timeout: 120_000 }, () => {
  let read: readonly ReadComponent[];
  const repository = folder('repo');
  const library = path.join(repository, 'packages', 'ui');
  beforeAll(async () => {
    // The library's build: its API read from its code, from the package's folder, written into dist.
    read = (await readReactApi({ entry: 'react-library/index.ts' }, API_LIBRARIES)).components;
    writePackage(library);
    writePublishedApi(path.join(library, 'dist', 'api.json'), read);
  }, 120_000);

  it('gives a site the components the library read, through the package export', () => {
    const site = path.join(repository, 'apps', 'docs');
    mkdirSync(site, { recursive: true });
    writeSite(site, library, 'linked');
    const { components, files } = readPublishedApi({ data: '@acme/ui/api.json' }, site);
    expect(components.map((component) => component.id)).toEqual(['badge', 'panel', 'picker']);
    expect(components.map(({ api }) => ({ ...api, source: undefined }))).toEqual(
      read.map(({ api }) => ({ ...api, source: undefined })),
    );
    // The file itself (through the link), for the cache's digest and `astro dev`'s watcher.
    expect(files).toEqual([path.join(library, 'dist', 'api.json')]);
  });

  it("links a workspace package's source files from the site's root", () => {
    const site = path.join(repository, 'apps', 'docs');
    const { components } = readPublishedApi({ data: '@acme/ui/api.json' }, site);
    // Written from the package's folder (`react-library/Badge.tsx`), shown from the site's.
    expect(components[0]?.api.source).toBe('../../packages/ui/react-library/Badge.tsx');
  });

  it('leaves out the source of a package installed from a registry', () => {
    const site = folder('site');
    writeSite(site, library, 'copied');
    const { components } = readPublishedApi({ data: '@acme/ui/api.json' }, site);
    expect(components).toHaveLength(3);
    expect(components.every((component) => component.api.source === undefined)).toBe(true);
  });

  it('reads a data file by its path from the site', () => {
    const { components } = readPublishedApi({ data: './packages/ui/dist/api.json' }, repository);
    expect(components[0]?.api.source).toBe('packages/ui/react-library/Badge.tsx');
  });
});

describe('readPublishedApi of a wrong file', () => {
  const site = folder('wrong');
  const file = (name: string, text: string) => {
    writeFileSync(path.join(site, name), text);
    return `./${name}`;
  };

  it.each([
    [
      { data: '@acme/nope/api.json' },
      'published.data: @acme/nope/api.json: not found from the site (is the package installed, and does it export that file?)',
    ],
    [{ data: './none.json' }, 'published.data: ./none.json: no such file'],
    [{ data: file('broken.json', '{') }, './broken.json: invalid JSON'],
    [
      { data: file('other.json', JSON.stringify({ modules: [] })) },
      './other.json is not API data the loader can read (written by writePublishedApi):\n  lecternApi:',
    ],
    [
      {
        data: file(
          'bad-id.json',
          JSON.stringify({
            lecternApi: 1,
            components: [{ id: 'NavBar', api: { name: 'NavBar', description: 'A bar.', props: [] } }],
          }),
        ),
      },
      '  components[0].id: an entry id in kebab case, like nav-bar',
    ],
  ])('fails naming the option or the field: %j', (source, message) => {
    writeFileSync(path.join(site, 'package.json'), '{}');
    expect(() => readPublishedApi(source, site)).toThrow(message);
  });
});
