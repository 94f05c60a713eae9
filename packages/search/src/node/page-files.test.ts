import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPageUrl, readSearchPages, withoutMdxSyntax } from './page-files';
import { SearchIndexError } from './search-index-error';

let root: string;

const sources: Record<string, string> = {
  'src/pages/index.mdx': [
    "import { Alert } from '../Alert';",
    'export const meta = {',
    '  draft: false,',
    '};',
    '',
    '# Welcome',
    '',
    'Lectern documents **components**.',
    '',
    '<Alert type="info">Mind the carousel.</Alert>',
    '',
    '{/* nobody reads this */}',
    '',
    '```js',
    "import { hidden } from 'not-esm-in-a-fence';",
    '```',
  ].join('\n'),
  'src/pages/guide/install.md':
    '---\ntitle: Installing\ndescription: Add the theme to a project with pnpm.\n---\n\n# Install\n\n## With pnpm\n\nRun `pnpm add lectern`.\n',
  'src/pages/guide/index.md': 'No heading here.',
  'src/pages/_draft.md': '# Draft',
  'src/pages/legal.html':
    '<!doctype html><html lang="de"><head><title>Impressum &amp; Datenschutz</title><meta content="Wer die Seite betreibt &amp; was sie speichert." name="description"></head><body><h1>Ignored</h1><p>Text.</p></body></html>',
  'src/pages/fragment.htm': '<h1>A <em>fragment</em></h1><p>Only a part.</p>',
  'src/other.md': '# Not a page',
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lectern-page-files-'));
  for (const [file, text] of Object.entries(sources)) {
    await mkdir(join(root, dirname(file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('readSearchPages', () => {
  it('reads Markdown, MDX and HTML sources as pages at the addresses of their paths', async () => {
    const pages = await readSearchPages(
      { include: ['src/pages/**/*.{md,mdx}', 'src/pages/*.{html,htm}'], exclude: ['**/_*'] },
      root,
    );
    expect(pages.map(({ url, title, language, source }) => ({ url, title, language, source }))).toEqual([
      { url: '/fragment', title: 'A fragment', language: undefined, source: 'src/pages/fragment.htm' },
      { url: '/guide', title: 'index', language: undefined, source: 'src/pages/guide/index.md' },
      {
        url: '/guide/install',
        title: 'Installing',
        language: undefined,
        source: 'src/pages/guide/install.md',
      },
      { url: '/', title: 'Welcome', language: undefined, source: 'src/pages/index.mdx' },
      { url: '/legal', title: 'Impressum & Datenschutz', language: 'de', source: 'src/pages/legal.html' },
    ]);
  });

  it('leaves the ESM and comments of MDX out, and keeps the text of its components and code', async () => {
    const [home] = await readSearchPages({ include: 'src/pages/index.mdx' }, root);
    expect(home?.html).toBe(
      '<p>Lectern documents <strong>components</strong>.</p>\n<p><Alert type="info">Mind the carousel.</Alert></p>\n' +
        '<pre><code class="language-js">import { hidden } from &#39;not-esm-in-a-fence&#39;;\n</code></pre>\n',
    );
  });

  it('takes the frontmatter title over the heading, and gives headings ids', async () => {
    const [install] = await readSearchPages({ include: 'src/pages/guide/install.md' }, root);
    expect(install?.html).toBe(
      '<h2 id="with-pnpm">With pnpm</h2>\n<p>Run <code>pnpm add lectern</code>.</p>\n',
    );
  });

  it('keeps the body of an HTML file, or the whole of a fragment', async () => {
    const pages = await readSearchPages({ include: 'src/pages/*.{html,htm}' }, root);
    expect(pages.map((page) => page.html)).toEqual([
      '<h1>A <em>fragment</em></h1><p>Only a part.</p>',
      '<h1>Ignored</h1><p>Text.</p>',
    ]);
  });

  it('asks url and language for each file when given', async () => {
    const pages = await readSearchPages(
      {
        include: 'src/**/*.md',
        exclude: ['src/pages/_draft.md'],
        url: (file) => `/docs/${file}`,
        language: (file) => (file.includes('guide') ? 'zh-CN' : undefined),
      },
      root,
    );
    expect(pages.map((page) => [page.url, page.language])).toEqual([
      ['/docs/src/other.md', undefined],
      ['/docs/src/pages/guide/index.md', 'zh-CN'],
      ['/docs/src/pages/guide/install.md', 'zh-CN'],
    ]);
  });

  it("takes a page's description from its frontmatter or its HTML meta tag, for search", async () => {
    const pages = await readSearchPages({ include: ['src/pages/**/*.md', 'src/pages/*.html'] }, root);
    expect(pages.map((page) => [page.url, page.description])).toEqual([
      ['/_draft', undefined],
      ['/guide', undefined],
      ['/guide/install', 'Add the theme to a project with pnpm.'],
      ['/legal', 'Wer die Seite betreibt & was sie speichert.'],
    ]);
  });

  it('names the file whose frontmatter description is not a sentence', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'lectern-page-files-'));
    await writeFile(join(folder, 'list.md'), '---\ndescription:\n  - one\n  - two\n---\n\nText');
    const error = await readSearchPages({ include: '*.md' }, folder).catch((caught: unknown) => caught);
    expect((error as SearchIndexError).problems).toEqual([
      'list.md: frontmatter description: expected a sentence (got a list)',
    ]);
    await rm(folder, { recursive: true, force: true });
  });

  it('finds nothing for a glob that matches nothing', async () => {
    expect(await readSearchPages({ include: 'content/**/*.md' }, root)).toEqual([]);
  });

  it('names each file it cannot read as a page, with the first line of the reason', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'lectern-page-files-'));
    await writeFile(join(broken, 'bad.md'), '---\ntitle: [unclosed\n---\n\nText');
    await writeFile(join(broken, 'url.md'), 'Text');
    const error = await readSearchPages(
      {
        include: '*.md',
        url: (file) => {
          if (file === 'url.md') throw new Error('no route for this file\nmore detail');
          return '/';
        },
      },
      broken,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SearchIndexError);
    expect((error as SearchIndexError).problems).toEqual([
      expect.stringMatching(/^bad\.md: .+/),
      'url.md: no route for this file',
    ]);
    await rm(broken, { recursive: true, force: true });
  });
});

describe('defaultPageUrl', () => {
  it.each([
    ['src/pages/guide/install.mdx', ['src/pages/**/*.mdx'], '/guide/install'],
    ['src/pages/index.mdx', ['src/pages/**/*.mdx'], '/'],
    ['src/pages/guide/index.md', ['src/pages/**/*.md'], '/guide'],
    ['src/pages/a.b.md', ['./src/pages/*.md'], '/a.b'],
    ['docs/guide/install.md', ['**/*.md'], '/docs/guide/install'],
    ['src/docs/guide.md', ['src/{pages,docs}/**/*.md'], '/docs/guide'],
    ['content/en/guide.md', ['src/pages/**/*.md', 'content/**/*.md'], '/en/guide'],
    ['src/pages/api/index.md', ['src/**/*.md', 'src/pages/api/*.md'], '/'],
    ['README.md', ['README.md'], '/README'],
  ])('gives %s (from %j) the address %s', (file, include, url) => {
    expect(defaultPageUrl(file, include)).toBe(url);
  });
});

describe('withoutMdxSyntax', () => {
  it('leaves out ESM blocks, and keeps lines that only look like ESM inside a paragraph or a fence', () => {
    const mdx =
      'Text that says\nimport is a word.\n\n~~~\nexport x\n~~~\n\nexport default X\nstill export\n\nAfter.';
    expect(withoutMdxSyntax(mdx)).toBe(
      'Text that says\nimport is a word.\n\n~~~\nexport x\n~~~\n\n\n\n\nAfter.',
    );
  });
});
