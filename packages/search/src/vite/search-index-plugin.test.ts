import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, createLogger, createServer, type InlineConfig, type ViteDevServer } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSearchClient } from '../client/search-client';
import { SearchIndexError } from '../node/search-index-error';
import { importBuiltPagefind } from '../test/node-pagefind';
import { searchIndexPlugin } from './search-index-plugin';
import type { SearchIndexPluginOptions } from './search-index-plugin-options';

// A single-page app as Vite builds it: one nearly empty index.html, and its pages as MDX and as data.
const appFiles: Record<string, string> = {
  'index.html':
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Zanzibar</title></head><body><noscript>Zanzibar needs JavaScript.</noscript><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  'main.js': "document.getElementById('root').textContent = 'app';",
  'src/pages/index.mdx': "import { Hero } from '../Hero';\n\n# Welcome\n\nA theme for component libraries.",
  'src/pages/guide/install.mdx': '# Install\n\n## With pnpm\n\nRun the zebra command.',
  'src/releases.json': JSON.stringify([{ tag: 'v1', notes: 'First release with a carousel.' }]),
};

const options: SearchIndexPluginOptions = {
  files: { include: 'src/pages/**/*.mdx' },
  pages: () => [{ url: '/components/button', title: 'Button', content: 'A button you can press.' }],
};

let root: string;

async function writeApp(folder: string) {
  for (const [file, text] of Object.entries(appFiles)) {
    await mkdir(dirname(join(folder, file)), { recursive: true });
    await writeFile(join(folder, file), text);
  }
}

/** Vite's settings for the app, with nothing read from a config file and nothing printed. */
function appConfig(folder: string, config: InlineConfig = {}): InlineConfig {
  return { root: folder, configFile: false, logLevel: 'silent', ...config };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lectern-vite-app-'));
  await writeApp(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('searchIndexPlugin at vite build', () => {
  // importBuiltPagefind stubs fetch with reading files.
  afterEach(() => vi.unstubAllGlobals());

  it('writes the index of the app’s pages into {outDir}/pagefind/, leading to routes below the base', async () => {
    await build(appConfig(root, { base: '/docs/', plugins: [searchIndexPlugin(options)] }));
    const outputDir = join(root, 'dist/pagefind');
    expect(await readdir(outputDir)).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json']));

    const pagefind = await importBuiltPagefind(outputDir, 'en');
    // As SearchDialog loads it with basePath={import.meta.env.BASE_URL}.
    await pagefind.options({ baseUrl: '/docs/' });
    const client = createSearchClient(pagefind);
    const zebra = await client.query('zebra');
    expect(zebra.map((group) => group.page)).toEqual([{ url: '/docs/guide/install', title: 'Install' }]);
    expect(zebra[0]?.hits.map((hit) => hit.anchorUrl)).toEqual(['/docs/guide/install#with-pnpm']);
    expect((await client.query('press')).map((group) => group.page.url)).toEqual(['/docs/components/button']);
    // The app's own index.html has no content and is no result.
    expect(await client.query('zanzibar')).toEqual([]);
    expect((await client.query('theme')).map((group) => group.page.url)).toEqual(['/docs/']);
  }, 60_000);

  it('writes into the outDir it is given, and tells what it indexed', async () => {
    const info = vi.fn();
    const logger = { ...createLogger('silent'), info };
    await build(
      appConfig(root, {
        customLogger: logger,
        build: { outDir: 'out/site' },
        plugins: [searchIndexPlugin({ ...options, locales: ['en'] })],
      }),
    );
    expect(await readdir(join(root, 'out/site/pagefind'))).toContain('pagefind.js');
    expect(info).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[lectern:search-index\] 3 pages indexed into out\/site\/pagefind\/ \(\d+ kB\)$/,
      ),
    );
  }, 60_000);

  it('builds no index in a server-side build', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'lectern-vite-app-'));
    await writeApp(folder);
    await build(appConfig(folder, { build: { ssr: 'main.js' }, plugins: [searchIndexPlugin(options)] }));
    expect(await readdir(join(folder, 'dist'))).not.toContain('pagefind');
    await rm(folder, { recursive: true, force: true });
  }, 60_000);

  it.each<[string, SearchIndexPluginOptions, string[]]>([
    [
      'bad options',
      { files: { include: '/abs/*.md' }, locale: ['en'] } as never,
      [
        'locale: unknown option (did you mean "locales"?)',
        'files.include: expected a glob or a list of globs from the root, e.g. "src/pages/**/*.mdx" (got "/abs/*.md")',
      ],
    ],
    [
      'a bad page, before bundling',
      { pages: async () => [{ url: 'button', title: 'Button', content: '' }] },
      ['pages()[0].url: expected an address starting with "/" (got "button")'],
    ],
  ])('fails on %s with one line per problem and no stack trace', async (_name, given, problems) => {
    const error = await build(appConfig(root, { plugins: [searchIndexPlugin(given)] })).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SearchIndexError);
    expect((error as SearchIndexError).problems).toEqual(problems);
    expect((error as Error).stack).toBe(
      `SearchIndexError: Could not build the search index:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    expect(Object.keys(error as object)).not.toContain('problems');
  });

  it('warns that a relative base needs an absolute basePath', async () => {
    const warn = vi.fn();
    await build(
      appConfig(root, {
        base: './',
        customLogger: { ...createLogger('silent'), warn },
        build: { outDir: 'relative' },
        plugins: [searchIndexPlugin(options)],
      }),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('base is relative ("./")'));
  }, 60_000);
});

describe('searchIndexPlugin in vite dev', () => {
  let vite: ViteDevServer;
  let http: Server;
  let origin: string;
  let folder: string;
  const errors = vi.fn();
  const infos = vi.fn();

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lectern-vite-dev-'));
    await writeApp(folder);
    vite = await createServer(
      appConfig(folder, {
        base: '/docs/',
        server: { middlewareMode: true, watch: { usePolling: true, interval: 50 } },
        customLogger: { ...createLogger('silent'), error: errors, info: infos },
        plugins: [
          searchIndexPlugin({
            files: { include: 'src/pages/**/*.mdx' },
            pages: async () => {
              const { readFile } = await import('node:fs/promises');
              const releases = JSON.parse(await readFile(join(folder, 'src/releases.json'), 'utf8'));
              return releases.map((release: { tag: string; notes: string }) => ({
                url: `/releases/${release.tag}`,
                title: release.tag,
                content: release.notes,
              }));
            },
            watch: 'src/releases.json',
          }),
        ],
      }),
    );
    http = createHttpServer(vite.middlewares);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }, 60_000);

  afterEach(() => errors.mockClear());

  afterAll(async () => {
    http.close();
    await vite.close();
    await rm(folder, { recursive: true, force: true });
  });

  const pageCount = async () => {
    const response = await fetch(`${origin}/docs/pagefind/pagefind-entry.json`);
    const entry = (await response.json()) as { languages: { en: { page_count: number } } };
    return entry.languages.en.page_count;
  };

  it('serves the index under {base}pagefind/', async () => {
    const script = await fetch(`${origin}/docs/pagefind/pagefind.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await pageCount()).toBe(3);
    expect(infos).toHaveBeenCalledWith(
      '[lectern:search-index] 3 pages indexed, served under /docs/pagefind/',
      {
        timestamp: true,
      },
    );
  }, 60_000);

  it('rebuilds it when a page file is added or removed, or a watched file changes', async () => {
    await writeFile(join(folder, 'src/pages/guide/theming.mdx'), '# Theming\n\nColours.');
    await vi.waitFor(async () => expect(await pageCount()).toBe(4), { timeout: 20_000, interval: 200 });
    expect(infos).toHaveBeenCalledWith('[lectern:search-index] 4 pages indexed, rebuilt', {
      timestamp: true,
    });
    const releases = [
      { tag: 'v1', notes: 'First.' },
      { tag: 'v2', notes: 'Second.' },
    ];
    await writeFile(join(folder, 'src/releases.json'), JSON.stringify(releases));
    await vi.waitFor(async () => expect(await pageCount()).toBe(5), { timeout: 20_000, interval: 200 });
    await rm(join(folder, 'src/pages/guide/theming.mdx'));
    await vi.waitFor(async () => expect(await pageCount()).toBe(4), { timeout: 20_000, interval: 200 });
  }, 60_000);

  it('keeps serving the last index and logs the problem when a page goes wrong', async () => {
    await writeFile(join(folder, 'src/releases.json'), '[{ "tag": "v3" }]');
    await vi.waitFor(() => expect(errors).toHaveBeenCalled(), { timeout: 20_000, interval: 100 });
    expect(errors).toHaveBeenCalledWith(
      '[lectern:search-index] Could not build the search index:\n  - pages()[0]: expected its text as content (Markdown) or as html (got neither)',
      { timestamp: true },
    );
    expect(await pageCount()).toBe(4);
  }, 60_000);
});
