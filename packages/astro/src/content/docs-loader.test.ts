import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { WARNINGS_FIELD } from '../markdown/markdown-warnings.js';

const files = vi.hoisted(() => ({
  entries: [] as { id: string; filePath: string; data: Record<string, unknown>; cached?: boolean }[],
  /** The options each glob loader was made with. */
  globs: [] as { deferRender?: boolean }[],
}));

vi.mock('astro/loaders', () => ({
  glob: (options: { deferRender?: boolean }) => {
    files.globs.push(options);
    return {
      name: 'glob',
      async load(context: {
        parseData: (props: {
          id: string;
          filePath: string;
          data: Record<string, unknown>;
        }) => Promise<unknown>;
        store: { set: (entry: unknown) => void };
      }) {
        // Like Astro's glob loader, it stores each page's path relative to the site's root.
        for (const entry of files.entries) {
          // A page unchanged since the last build stays in the store as it was: not parsed, not stored.
          if (entry.cached) continue;
          const filePath = entry.filePath.slice(process.cwd().length + 1);
          context.store.set({ id: entry.id, filePath, data: await context.parseData(entry) });
        }
      },
    };
  },
}));

const { cachedPageWarnings, docsLoader, FrontmatterError, frontmatterProblemLines, unknownLayoutLines } =
  await import('./docs-loader.js');
const { customLayoutsPlugin } = await import('../site/custom-layouts.js');

interface StoredEntry {
  id: string;
  data: Record<string, unknown>;
  filePath?: string;
}

/** Loads the pages; `layouts` are the names the integration registered (none: no integration). */
async function load(entries: typeof files.entries, layouts?: Record<string, string>) {
  files.entries = entries;
  const stored: StoredEntry[] = [];
  const context = {
    store: { set: (entry: StoredEntry) => stored.push(entry), values: () => stored },
    config: layouts && {
      root: pathToFileURL(`${process.cwd()}/`),
      vite: { plugins: [customLayoutsPlugin(layouts)] },
    },
  };
  await docsLoader().load(context as never);
  return stored;
}

describe('docsLoader', () => {
  it('keeps the pages whose frontmatter is valid, with the values the schema gives', async () => {
    const stored = await load([
      {
        id: 'en/index',
        filePath: `${process.cwd()}/docs/en/index.md`,
        data: { title: 'Home', layout: 'home' },
      },
    ]);
    expect(stored).toEqual([
      { id: 'en/index', filePath: 'docs/en/index.md', data: { title: 'Home', layout: 'home' } },
    ]);
  });

  it('fails once with every problem of every page, one line each, naming the file and the field', async () => {
    const error = await load([
      { id: 'en/a', filePath: `${process.cwd()}/docs/en/a.md`, data: { title: 5 } },
      { id: 'en/b', filePath: `${process.cwd()}/docs/en/b.md`, data: { layout: 3, outline: 'all' } },
    ]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FrontmatterError);
    const lines = (error as InstanceType<typeof FrontmatterError>).lines;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('docs/en/a.md: title: expected a string (got 5)');
    expect(lines[1]).toMatch(/^docs\/en\/b\.md: layout: expected .* \(got 3\)$/);
    expect(lines[2]).toMatch(/^docs\/en\/b\.md: outline: /);
    expect((error as Error).message.split('\n')[0]).toBe('Pages have invalid frontmatter:');
    expect((error as Error).stack).toBe('');
  });
});

describe('docsLoader, version marks', () => {
  it('keeps versions in quotes and refuses a number, with a word on the quotes, or a text that is no version', async () => {
    const stored = await load([
      {
        id: 'en/a',
        filePath: `${process.cwd()}/docs/en/a.md`,
        data: { title: 'A', since: '1.10', deprecated: 'v2' },
      },
    ]);
    expect(stored[0]?.data).toEqual({ title: 'A', since: '1.10', deprecated: 'v2' });
    const error = await load([
      {
        id: 'en/b',
        filePath: `${process.cwd()}/docs/en/b.md`,
        data: { title: 'B', since: 1.1, changed: 'soon' },
      },
    ]).catch((caught: unknown) => caught);
    expect((error as InstanceType<typeof FrontmatterError>).lines).toEqual([
      'docs/en/b.md: since: expected a version in quotes ("1.2"): unquoted, YAML reads it as a number, and 1.10 as 1.1 (got 1.1)',
      expect.stringMatching(/^docs\/en\/b\.md: changed: expected a version: numbers with dots/),
    ]);
  });
});

describe('docsLoader, titling pages', () => {
  it('titles a page without a title after its first # heading, or else after its file name', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lectern-titles-'));
    const pages: Record<string, string> = {
      'en/guide/intro.md': '---\norder: 1\n---\n\nIntro text.\n\n# Getting *started*\n\n# Later',
      'en/guide/setup-steps.mdx': "import X from './X.astro';\n\n## Steps\n\n<X />",
      'en/guide/titled.md': '---\ntitle: Own title\n---\n\n# Another',
      'en/guide/index.md': '',
    };
    for (const [file, text] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(root, 'src/content/docs', file)), { recursive: true });
      writeFileSync(path.join(root, 'src/content/docs', file), text);
    }
    files.entries = Object.keys(pages).map((file) => ({
      id: file.replace(/\.mdx?$/, ''),
      filePath: path.join(root, 'src/content/docs', file),
      data: file.includes('titled') ? { title: 'Own title' } : {},
    }));
    const stored: StoredEntry[] = [];
    await docsLoader().load({
      config: { root: pathToFileURL(`${root}/`) },
      store: { set: (entry: StoredEntry) => stored.push(entry), values: () => stored },
    } as never);
    expect(stored.map((entry) => entry.data.title)).toEqual([
      'Getting started',
      'Setup steps',
      'Own title',
      'Guide',
    ]);
  });
});

describe('docsLoader, saying the warnings of cached pages again', () => {
  const warning = {
    file: 'src/content/docs/en/a.md',
    line: 3,
    column: 1,
    message: 'unknown container directive',
  };
  const cached = {
    id: 'en/a',
    filePath: 'src/content/docs/en/a.md',
    data: { title: 'A' },
    rendered: { html: '', metadata: { frontmatter: { title: 'A', [WARNINGS_FIELD]: [warning] } } },
  };

  it('says each warning of a page taken from the cache, once, with its file and line', async () => {
    files.entries = [
      {
        id: 'en/a',
        filePath: `${process.cwd()}/src/content/docs/en/a.md`,
        data: { title: 'A' },
        cached: true,
      },
    ];
    const warned: string[] = [];
    await docsLoader().load({
      store: { set: () => true, values: () => [cached] },
      logger: { warn: (message: string) => warned.push(message) },
    } as never);
    expect(warned).toEqual(['src/content/docs/en/a.md:3:1: unknown container directive']);
  });

  it('says nothing again of a page rendered now, whose warnings were said as it was rendered', () => {
    expect(cachedPageWarnings([cached], new Set(['en/a']))).toEqual([]);
    expect(cachedPageWarnings([cached, { id: 'en/b' }], new Set())).toEqual([
      'src/content/docs/en/a.md:3:1: unknown container directive',
    ]);
  });
});

describe('docsLoader, with the layouts the site registered', () => {
  const page = (id: string, layout: unknown) => ({
    id,
    filePath: `${process.cwd()}/src/content/docs/${id}.mdx`,
    data: { layout },
  });

  it('keeps pages whose layout is built in or registered', async () => {
    const stored = await load(
      [page('en/a', 'doc'), page('en/b', 'page'), page('en/c', false), page('en/d', 'releases')],
      { releases: './src/layouts/Releases.astro' },
    );
    expect(stored).toHaveLength(4);
  });

  it('fails on a layout the site did not register, naming the file, the field and the registered names', async () => {
    const error = await load([page('en/x', 'foo'), page('en/y', 'releases')], {
      changelog: './src/layouts/Changelog.astro',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FrontmatterError);
    expect((error as Error).message).toBe(
      [
        'Pages have invalid frontmatter:',
        'src/content/docs/en/x.mdx: layout: unknown layout "foo" (expected doc, home, page, false or one of: changelog)',
        'src/content/docs/en/y.mdx: layout: unknown layout "releases" (expected doc, home, page, false or one of: changelog)',
      ].join('\n'),
    );
  });

  it('accepts any layout name when the integration is not there to say which exist', async () => {
    await expect(load([page('en/x', 'foo')])).resolves.toHaveLength(1);
  });
});

describe('unknownLayoutLines', () => {
  it('checks pages kept from an earlier build too, by their stored path from the site root', () => {
    const config = {
      root: pathToFileURL(`${process.cwd()}/site/`),
      vite: { plugins: [customLayoutsPlugin({})] },
    };
    const entries = [
      { id: 'en/x', filePath: 'src/content/docs/en/x.md', data: { layout: 'foo' } },
      { id: 'en/no-file', data: { layout: 'bar' } },
    ];
    const lines = unknownLayoutLines({ config, store: { values: () => entries } } as never);
    expect(lines).toEqual([
      `site/src/content/docs/en/x.md: layout: unknown layout "foo" (expected doc, home, page or false; register a layout of your own with the integration's layouts option)`,
      `en/no-file: layout: unknown layout "bar" (expected doc, home, page or false; register a layout of your own with the integration's layouts option)`,
    ]);
  });
});

describe('frontmatterProblemLines', () => {
  it('names the frontmatter itself when the problem has no field', () => {
    expect(frontmatterProblemLines('a.md', [{ path: '', message: 'unknown field "x"' }])).toEqual([
      'a.md: (frontmatter): unknown field "x"',
    ]);
    expect(new FrontmatterError(['a.md: x: y']).message).toBe('A page has invalid frontmatter:\na.md: x: y');
  });
});

describe('rendering Markdown pages when each page is built', () => {
  it('renders them during the content sync unless the site asks for each to be rendered when built', () => {
    files.globs.length = 0;
    docsLoader();
    docsLoader({ deferRender: true });
    docsLoader({ deferRender: false });
    expect(files.globs.map((options) => options.deferRender)).toEqual([false, true, false]);
  });
});
