import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ComponentApi } from '@lectern/theme-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSearchClient } from '../client/search-client';
import { importBuiltPagefind } from '../test/node-pagefind';
import { buildSearchIndex, type SearchIndexStats } from './build-search-index';
import { SearchIndexError } from './search-index-error';

const alert: ComponentApi = {
  name: 'Alert',
  description: 'A message.',
  props: [
    {
      name: 'type',
      type: "'success' | 'info' | 'warning' | 'error'",
      default: "'info'",
      values: ["'success'", "'info'", "'warning'", "'error'"],
      required: false,
      description: 'The colour and icon of the alert.',
    },
    {
      name: 'heading',
      type: 'string',
      default: null,
      values: null,
      required: false,
      description: 'A short title shown in bold above the message.',
    },
  ],
  events: [{ name: 'close', payload: 'MouseEvent', description: 'When the close button is clicked.' }],
  slots: [{ name: 'default', description: 'The message.' }],
};

let siteDir: string;
let stats: SearchIndexStats;

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'lectern-search-'));
  await cp(join(import.meta.dirname, 'fixtures/site'), siteDir, { recursive: true });
  // A redirect page of the old address /en/old-setup.html: a folder named like a page.
  await mkdir(join(siteDir, 'en', 'old-setup.html'), { recursive: true });
  await writeFile(
    join(siteDir, 'en', 'old-setup.html', 'index.html'),
    '<!doctype html><html lang="en"><meta name="generator" content="lectern-redirects"></html>',
  );
  stats = await buildSearchIndex({
    siteDir,
    locales: ['en', 'zh-CN'],
    apiData: [{ api: alert, url: '/{locale}/components/alert/' }],
  });
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await rm(siteDir, { recursive: true, force: true });
});

describe('buildSearchIndex, with the real Pagefind', () => {
  it('writes one index per language into {siteDir}/pagefind', async () => {
    const files = await readdir(stats.outputDir, { recursive: true });
    expect(stats.outputDir).toBe(join(siteDir, 'pagefind'));
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json']));
    expect(files.some((file) => /^index[/\\]en_/.test(file))).toBe(true);
    expect(files.some((file) => /^index[/\\]zh-cn_/.test(file))).toBe(true);
    const entry = JSON.parse(await readFile(join(stats.outputDir, 'pagefind-entry.json'), 'utf8'));
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'zh-cn']);
  });

  it('replaces an earlier index in the output folder, and does not index it', async () => {
    const files = await readdir(stats.outputDir, { recursive: true });
    expect(files).not.toContain('stale-chunk.pf_fragment');
    expect(files.filter((file) => file.startsWith('playground'))).toEqual([]);
  });

  it('reports pages, records and bytes per language, leaving out pages without data-pagefind-body', async () => {
    // en: home, alert, carousel and cards (not the 404 page, nor the earlier index's playground page);
    // zh-CN: two.
    expect(stats.languages).toEqual({ en: { pages: 4, records: 4 }, 'zh-cn': { pages: 2, records: 4 } });
    expect(stats.pages).toBe(6);
    expect(stats.records).toBe(8);
    const sizes = await Promise.all(
      (await readdir(stats.outputDir, { recursive: true })).map(async (file) =>
        stat(join(stats.outputDir, file)),
      ),
    );
    expect(stats.bytes).toBe(sizes.filter((size) => size.isFile()).reduce((sum, size) => sum + size.size, 0));
    expect(stats.warnings).toEqual([]);
  });

  it('finds "alert › prop › type" as a typed API result, filtered by kind and component', async () => {
    const client = createSearchClient(await importBuiltPagefind(stats.outputDir, 'en'));
    const groups = await client.query('type', { kind: 'prop', component: 'alert' });
    expect(groups).toEqual([
      {
        page: { url: '/en/components/alert/', title: 'alert › prop' },
        kind: 'prop',
        component: 'alert',
        hits: [
          {
            heading: 'alert › prop › type',
            anchorUrl: '/en/components/alert/#api-alert-props-type',
            excerptHtml: expect.stringContaining('<mark>'),
          },
          {
            heading: 'alert › prop › heading',
            anchorUrl: '/en/components/alert/#api-alert-props-heading',
            excerptHtml: expect.stringContaining('<mark>'),
          },
        ],
      },
    ]);
    // Every prop is a record of its own, each at its own row of the table.
    const heading = await client.query('bold', { kind: 'prop', component: 'alert' });
    expect(heading[0]?.hits.map((hit) => hit.anchorUrl)).toEqual([
      '/en/components/alert/#api-alert-props-heading',
    ]);
    expect(await client.filterValues()).toEqual({
      kinds: { page: 4, prop: 2, event: 1, slot: 1 },
      components: ['alert'],
    });
    const pages = await client.query('alert', { kind: 'page' });
    expect(pages.map((group) => group.page.title)).toEqual(['Alert']);
    expect(pages[0]?.hits.map((hit) => hit.anchorUrl)).toEqual([
      '/en/components/alert/',
      '/en/components/alert/#usage',
    ]);
  });

  it('ranks a page whose title matches above one whose heading matches, above one whose text matches', async () => {
    const client = createSearchClient(await importBuiltPagefind(stats.outputDir, 'en'));
    const groups = await client.query('carousel');
    expect(groups.map((group) => group.page.title)).toEqual(['Carousel', 'Cards', 'Welcome']);
  });

  it('finds a Chinese word inside a longer sentence, in the Chinese index only', async () => {
    const chinese = createSearchClient(await importBuiltPagefind(stats.outputDir, 'zh-CN'));
    const groups = await chinese.query('管理器');
    expect(groups.map((group) => group.page.url)).toEqual(['/zh-CN/']);
    expect(groups[0]?.hits[0]?.excerptHtml).toContain('<mark>');
    expect((await chinese.query('侧边栏'))[0]?.hits[0]).toMatchObject({
      heading: '配置',
      anchorUrl: '/zh-CN/#config',
    });
    const english = createSearchClient(await importBuiltPagefind(stats.outputDir, 'en'));
    expect(await english.query('管理器')).toEqual([]);
  });

  it('adds the API records in every language', async () => {
    const chinese = createSearchClient(await importBuiltPagefind(stats.outputDir, 'zh-CN'));
    const groups = await chinese.query('close', { kind: 'event' });
    expect(groups[0]?.hits[0]).toMatchObject({
      heading: 'alert › event › close',
      anchorUrl: '/zh-CN/components/alert/#api-alert-events-close',
    });
  });
});

describe('buildSearchIndex, when something is wrong', () => {
  it('names every bad option field before running Pagefind', async () => {
    const error = await buildSearchIndex({
      siteDir: '',
      locales: ['en', 'zh_CN'],
      outputSubdir: '../outside',
      apiData: [{ api: { ...alert, props: [{ ...alert.props[0], type: 42 }] }, url: 'alert' } as never],
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SearchIndexError);
    expect((error as SearchIndexError).problems).toEqual([
      'siteDir: expected the folder of the built site, e.g. "dist" (got "")',
      'locales[1]: expected a language code like "en" or "zh-CN" (got "zh_CN")',
      'outputSubdir: expected a folder inside siteDir, e.g. "pagefind" (got "../outside")',
      'apiData[0].api.props[0].type: expected a string (got 42)',
      'apiData[0].url: expected an address starting with "/" (got "alert")',
    ]);
    expect((error as Error).message).toContain('Could not build the search index:\n  - siteDir:');
  });

  it('says so when the site has not been built', async () => {
    await expect(buildSearchIndex({ siteDir: join(siteDir, 'missing'), locales: ['en'] })).rejects.toThrow(
      /siteDir: no built site at .*missing \(run the site build first\)/,
    );
  });

  it('warns about a language no page is in', async () => {
    const other = await mkdtemp(join(tmpdir(), 'lectern-search-'));
    await cp(join(import.meta.dirname, 'fixtures/site/en/guide'), other, { recursive: true });
    const result = await buildSearchIndex({
      siteDir: other,
      locales: ['en', 'fr'],
      outputSubdir: 'search/index',
    });
    expect(result.outputDir).toBe(join(other, 'search/index'));
    expect(result.warnings).toEqual(['fr: no page has <html lang="fr">']);
    await rm(other, { recursive: true, force: true });
  }, 60_000);
});

describe('buildSearchIndex, with pages given as data', () => {
  it('indexes the pages beside the HTML files, or instead of them', async () => {
    const app = await mkdtemp(join(tmpdir(), 'lectern-search-'));
    await cp(join(import.meta.dirname, 'fixtures/site/en/guide'), app, { recursive: true });
    const pages = [{ url: '/router/route', title: 'Client route', content: 'Rendered by the router.' }];

    const both = await buildSearchIndex({ siteDir: app, locales: ['en'], pages });
    expect(both.languages).toEqual({ en: { pages: 3, records: 0 } });

    const only = await buildSearchIndex({
      siteDir: app,
      locales: ['en', 'fr'],
      pages,
      indexHtmlFiles: false,
    });
    expect(only).toMatchObject({ pages: 1, languages: { en: { pages: 1, records: 0 } } });
    expect(only.warnings).toEqual(['fr: no page has <html lang="fr">']);
    const client = createSearchClient(await importBuiltPagefind(only.outputDir, 'en'));
    expect((await client.query('router')).map((group) => group.page)).toEqual([
      { url: '/router/route', title: 'Client route' },
    ]);
    expect(await client.query('carousel')).toEqual([]);
    await rm(app, { recursive: true, force: true });
  }, 60_000);
});
