import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchIndexError } from './search-index-error';

// Pagefind itself reporting errors: the builder must name the folder or record each one is about.
const pagefind = vi.hoisted(() => ({
  createIndex: vi.fn(),
  close: vi.fn(async () => null),
}));
vi.mock('pagefind', () => pagefind);

const { buildSearchIndex } = await import('./build-search-index');
const { searchIndexFiles } = await import('./search-index-files');

const api = {
  name: 'Alert',
  description: 'A message.',
  props: [],
  events: [],
  slots: [{ name: 'default', description: 'x' }],
};
let siteDir: string;

function fakeIndex(overrides: Record<string, unknown> = {}) {
  return {
    addDirectory: vi.fn(async () => ({ errors: [], page_count: 0 })),
    addCustomRecord: vi.fn(async () => ({ errors: [] })),
    addHTMLFile: vi.fn(async () => ({ errors: [] })),
    getFiles: vi.fn(async () => ({ errors: [], files: [] })),
    writeFiles: vi.fn(async () => ({ errors: [], outputPath: '' })),
    ...overrides,
  };
}

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'lectern-search-'));
  await cp(join(import.meta.dirname, 'fixtures/site/zh-CN'), siteDir, { recursive: true });
});

afterAll(() => rm(siteDir, { recursive: true, force: true }));

beforeEach(() => {
  pagefind.createIndex.mockReset();
  pagefind.close.mockClear();
});

describe('buildSearchIndex, when Pagefind reports errors', () => {
  it('names Pagefind when it cannot start', async () => {
    pagefind.createIndex.mockResolvedValue({ errors: ['bad config'] });
    await expect(buildSearchIndex({ siteDir, locales: ['zh-CN'] })).rejects.toThrow(
      '  - Pagefind: bad config',
    );
    expect(pagefind.close).toHaveBeenCalled();
  });

  it('names the site folder or the API record behind each error, and writes nothing', async () => {
    const index = fakeIndex({
      addDirectory: vi.fn(async () => ({ errors: ['guide/index.html: unreadable HTML'], page_count: 1 })),
      addCustomRecord: vi.fn(async () => ({ errors: ['empty content'] })),
    });
    pagefind.createIndex.mockResolvedValue({ errors: [], index });
    const error = await buildSearchIndex({
      siteDir,
      locales: ['zh-CN'],
      apiData: [{ api, url: '/{locale}/alert/' }],
    }).then(
      () => undefined,
      (caught: unknown) => caught as SearchIndexError,
    );
    expect(error?.problems).toEqual([
      `${siteDir}: guide/index.html: unreadable HTML`,
      'API record "alert › slot › default" (zh-cn): empty content',
    ]);
    expect(index.writeFiles).not.toHaveBeenCalled();
    expect(pagefind.close).toHaveBeenCalled();
  });

  it('names the output folder when the index cannot be written', async () => {
    pagefind.createIndex.mockResolvedValue({
      errors: [],
      index: fakeIndex({ writeFiles: vi.fn(async () => ({ errors: ['disk full'], outputPath: '' })) }),
    });
    await expect(buildSearchIndex({ siteDir, locales: ['zh-CN'] })).rejects.toThrow(
      `${join(siteDir, 'pagefind')}: disk full`,
    );
  });

  it('links API records to the page itself without anchors, and warns about pages without a language', async () => {
    const index = fakeIndex({
      writeFiles: vi.fn(async ({ outputPath }: { outputPath: string }) => {
        await mkdir(outputPath, { recursive: true });
        const languages = { 'zh-cn': { page_count: 2 }, unknown: { page_count: 1 } };
        await writeFile(join(outputPath, 'pagefind-entry.json'), JSON.stringify({ languages }));
        return { errors: [], outputPath };
      }),
    });
    pagefind.createIndex.mockResolvedValue({ errors: [], index });
    const noLang = await mkdtemp(join(tmpdir(), 'lectern-search-'));
    await cp(join(import.meta.dirname, 'fixtures/site/zh-CN/guide'), noLang, { recursive: true });
    await writeFile(join(noLang, 'plain.html'), '<main data-pagefind-body><h1>No language</h1></main>');
    const stats = await buildSearchIndex({
      siteDir: noLang,
      locales: ['zh-CN'],
      apiData: [{ api, url: '/{locale}/alert/' }],
      apiAnchor: false,
    });
    expect(stats).toMatchObject({
      pages: 2,
      records: 1,
      languages: { 'zh-cn': { pages: 1, records: 1 }, unknown: { pages: 1, records: 0 } },
      warnings: ['plain.html: no <html lang>, so Pagefind guesses its language'],
    });
    expect(stats.bytes).toBeGreaterThan(0);
    expect(index.addCustomRecord).toHaveBeenCalledWith(expect.objectContaining({ url: '/zh-CN/alert/' }));
    // Pagefind reads the pages from the folder itself.
    expect(index.addDirectory).toHaveBeenCalledWith({ path: noLang });
    await rm(noLang, { recursive: true, force: true });
  });

  it('names the page, by its file or its address, behind each error', async () => {
    const index = fakeIndex({
      addHTMLFile: vi.fn(async ({ url }: { url: string }) => ({ errors: [`cannot read ${url}`] })),
    });
    pagefind.createIndex.mockResolvedValue({ errors: [], index });
    const error = await buildSearchIndex({
      siteDir,
      locales: ['zh-CN'],
      indexHtmlFiles: false,
      pages: [
        { url: '/a', title: 'A', content: 'a', source: 'src/pages/a.md' },
        { url: '/b', title: 'B', html: '<p>b</p>' },
      ],
    }).then(
      () => undefined,
      (caught: unknown) => caught as SearchIndexError,
    );
    expect(error?.problems).toEqual(['src/pages/a.md: cannot read /a', 'page /b: cannot read /b']);
    expect(index.addDirectory).not.toHaveBeenCalled();
    expect(index.writeFiles).not.toHaveBeenCalled();
  });

  it('names Pagefind when it cannot give the files of an index kept in memory', async () => {
    pagefind.createIndex.mockResolvedValue({
      errors: [],
      index: fakeIndex({ getFiles: vi.fn(async () => ({ errors: ['out of memory'], files: [] })) }),
    });
    await expect(searchIndexFiles({ locales: ['en'], pages: [] })).rejects.toThrow(
      '  - Pagefind: out of memory',
    );
    expect(pagefind.close).toHaveBeenCalled();
  });

  it('counts no languages when Pagefind gives no entry file', async () => {
    pagefind.createIndex.mockResolvedValue({ errors: [], index: fakeIndex() });
    expect(await searchIndexFiles({ locales: ['en'], pages: [] })).toMatchObject({
      pages: 0,
      languages: {},
      warnings: ['en: no page is in this language'],
    });
  });
});
