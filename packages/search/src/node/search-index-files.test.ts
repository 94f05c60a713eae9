import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSearchClient } from '../client/search-client';
import { importBuiltPagefind } from '../test/node-pagefind';
import { SearchIndexError } from './search-index-error';
import { type SearchIndexFiles, searchIndexFiles } from './search-index-files';
import type { SearchPage } from './search-pages';

const pages: SearchPage[] = [
  {
    url: '/guide/install',
    title: 'Install',
    content:
      '# Install\n\nAdd the package.\n\n## With pnpm\n\nRun `pnpm add lectern`; the zebra command is optional.',
  },
  {
    url: '/components/carousel',
    title: 'Carousel',
    html: '<p>Slides that turn.</p><h2 id="api">API</h2><p>zebra</p>',
  },
  { url: '/', title: 'Welcome', content: 'A theme with a carousel and cards.' },
  { url: '/zh/', title: '首页', content: '主题管理器的说明。', language: 'zh-CN' },
];

let index: SearchIndexFiles;
let folder: string;

beforeAll(async () => {
  index = await searchIndexFiles({ locales: ['en', 'zh-CN', 'fr'], pages });
  // Pagefind's browser API reads the index over fetch: put the files where the test helper finds them.
  folder = await mkdtemp(join(tmpdir(), 'lectern-index-files-'));
  for (const [path, content] of index.files) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), content);
  }
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await rm(folder, { recursive: true, force: true });
});

describe('searchIndexFiles, with the real Pagefind', () => {
  it('keeps the whole index in memory, one index per language', () => {
    expect([...index.files.keys()]).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json']));
    expect([...index.files.keys()].some((path) => path.startsWith('index/en_'))).toBe(true);
    expect([...index.files.keys()].some((path) => path.startsWith('index/zh-cn_'))).toBe(true);
    expect(index).toMatchObject({
      pages: 4,
      records: 0,
      languages: { en: { pages: 3, records: 0 }, 'zh-cn': { pages: 1, records: 0 } },
      warnings: ['fr: no page is in this language'],
    });
    expect(index.bytes).toBe([...index.files.values()].reduce((sum, file) => sum + file.byteLength, 0));
  });

  it('finds a page by a word of its text, at its address, and leads to the heading above the word', async () => {
    const client = createSearchClient(await importBuiltPagefind(folder, 'en'));
    const groups = await client.query('zebra');
    expect(groups.map((group) => group.page)).toEqual([
      { url: '/components/carousel', title: 'Carousel' },
      { url: '/guide/install', title: 'Install' },
    ]);
    expect(groups[1]?.hits.map((hit) => hit.anchorUrl)).toEqual(['/guide/install#with-pnpm']);
  });

  it('ranks the page whose title matches above pages whose text does', async () => {
    const client = createSearchClient(await importBuiltPagefind(folder, 'en'));
    expect((await client.query('carousel')).map((group) => group.page.title)).toEqual([
      'Carousel',
      'Welcome',
    ]);
    // The title heading the Markdown started with is the page's h1, not a second heading.
    expect((await client.query('install'))[0]?.hits.map((hit) => hit.heading)).toEqual(['Install']);
  });

  it('puts each page in the index of its language', async () => {
    const chinese = createSearchClient(await importBuiltPagefind(folder, 'zh-CN'));
    expect((await chinese.query('管理器')).map((group) => group.page.url)).toEqual(['/zh/']);
  });

  it('names every bad option before starting Pagefind', async () => {
    const error = await searchIndexFiles({
      locales: [],
      pages: [{ url: 'x', title: 'X' }],
      apiData: {} as never,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SearchIndexError);
    expect((error as SearchIndexError).problems).toEqual([
      'locales: expected at least one language code, e.g. ["en"] (got an empty list)',
      'apiData: expected a list of components (got an object)',
      'pages[0].url: expected an address starting with "/" (got "x")',
      'pages[0]: expected its text as content (Markdown) or as html (got neither)',
    ]);
  });
});
