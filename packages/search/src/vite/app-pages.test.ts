import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchIndexError } from '../node/search-index-error';
import { loadAppPages } from './app-pages';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lectern-app-pages-'));
  await mkdir(join(root, 'src/pages'), { recursive: true });
  await writeFile(join(root, 'src/pages/install.md'), '# Install\n\nRun it.');
});

afterAll(() => rm(root, { recursive: true, force: true }));

async function problemsOf(promise: Promise<unknown>): Promise<readonly string[]> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SearchIndexError);
  return (error as SearchIndexError).problems;
}

describe('loadAppPages', () => {
  it('gives the listed pages, then those of the files', async () => {
    const pages = await loadAppPages(
      { pages: [{ url: '/', title: 'Home', content: 'Hi' }], files: { include: 'src/pages/*.md' } },
      root,
      ['en'],
    );
    expect(pages.map((page) => [page.url, page.title, page.source])).toEqual([
      ['/', 'Home', undefined],
      ['/install', 'Install', 'src/pages/install.md'],
    ]);
  });

  it('calls a pages function each time, and awaits it', async () => {
    let calls = 0;
    const pages = async () => {
      calls += 1;
      return [{ url: `/v${calls}`, title: 'Version', content: '' }];
    };
    expect((await loadAppPages({ pages }, root, ['en']))[0]?.url).toBe('/v1');
    expect((await loadAppPages({ pages }, root, ['en']))[0]?.url).toBe('/v2');
  });

  it.each<[string, Parameters<typeof loadAppPages>[0], string[]]>([
    [
      'a page of the function',
      { pages: () => [{ url: 'x', title: 'X', content: '' }] },
      ['pages()[0].url: expected an address starting with "/" (got "x")'],
    ],
    [
      'a function that fails',
      {
        pages: () => {
          throw new Error('releases.json is missing');
        },
      },
      ['pages(): the function failed: releases.json is missing'],
    ],
    [
      'a function that gives no list',
      { pages: (() => null) as never },
      ['pages(): expected a list of { url, title, content } (got null)'],
    ],
    [
      'a file at the address of a listed page',
      { pages: [{ url: '/install', title: 'Install', content: '' }], files: { include: 'src/pages/*.md' } },
      ['src/pages/install.md: url: "/install" is also the address of pages[0]'],
    ],
    [
      'a file whose language is not a locale',
      { files: { include: 'src/pages/*.md', language: () => 'fr' } },
      ['src/pages/install.md: language: expected one of the locales "en" (got "fr")'],
    ],
  ])('names %s', async (_name, options, problems) => {
    expect(await problemsOf(loadAppPages(options, root, ['en']))).toEqual(problems);
  });
});
