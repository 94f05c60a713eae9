import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeNotations, markdownFeatures, shikiColors } from '../markdown-features.js';
import type { MarkdownWarning } from '../markdown-warnings.js';
import { WARNINGS_FIELD } from '../markdown-warnings.js';
import { QUOTED_FILES_FIELD, quotedFilesChanged, withSourceDialects } from './dialect-processor.js';
import { createLineMaps } from './line-maps.js';

let root: string;
const warnings: MarkdownWarning[] = [];

/** Renders a page file as a Lectern site does: the dialects, Lectern's Markdown features and Shiki. */
async function renderPage(relative: string, body: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `---\ntitle: Page\n---\n\n${body}`);
  // The rewritten pages' line maps, shared by the rewrite and the plugins' warnings as a site's are.
  const lineMaps = createLineMaps();
  const processor = withSourceDialects(
    satteri(markdownFeatures({ root, warn: (w) => warnings.push(w), lineMaps })),
    { root, warn: (w) => warnings.push(w), lineMaps },
  );
  const renderer = await processor.createRenderer({
    syntaxHighlight: 'shiki',
    shikiConfig: { ...shikiColors(undefined), transformers: codeNotations() },
  });
  const { code, metadata } = await renderer.render(body, { fileURL: pathToFileURL(file), frontmatter: {} });
  return { html: code, headings: metadata.headings, frontmatter: metadata.frontmatter };
}

async function renderMdx(relative: string, body: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
  const processor = withSourceDialects(satteri(markdownFeatures({ root })), { root });
  const renderer = await processor.createMdxRenderer?.(
    { syntaxHighlight: 'shiki', shikiConfig: { ...shikiColors(undefined), transformers: codeNotations() } },
    { optimize: false },
  );
  if (!renderer) throw new Error('no MDX renderer');
  return (await renderer.process(body, file, {})).code;
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lectern-dialects-'));
  mkdirSync(path.join(root, 'snippets'), { recursive: true });
  writeFileSync(
    path.join(root, 'snippets/config.ts'),
    "import { defineConfig } from 'astro/config';\n\n// #region config\nexport default defineConfig({\n  site: 'https://example.org',\n});\n// #endregion config\n",
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the Markdown of VitePress', () => {
  it('renders containers with or without a space, with their own titles, and details', async () => {
    const { html } = await renderPage(
      'src/content/docs/en/containers.md',
      '::: info\nAn info box.\n:::\n\n:::tip Read this first\nA tip.\n:::\n\n::: danger STOP\nDanger.\n:::\n\n::: details Show the output\nHidden.\n:::\n',
    );
    expect(html).toContain('<aside class="lectern-callout lectern-callout-info" role="note">');
    expect(html).toMatch(
      /lectern-callout-title"[^>]*><svg[^>]*>.*?<\/svg>Info<\/p>\s*<div class="lectern-callout-body">\s*<p>An info box.<\/p>/,
    );
    expect(html).toMatch(/lectern-callout-tip[\s\S]*<\/svg>Read this first<\/p>/);
    expect(html).toMatch(/lectern-callout-error[\s\S]*<\/svg>STOP<\/p>/);
    expect(html).toMatch(
      /<details class="lectern-details"><summary class="lectern-details-summary">Show the output<\/summary><div class="lectern-details-body">\s*<p>Hidden.<\/p>/,
    );
    expect(html).not.toContain(':::');
  });

  it('renders code groups with their tab labels, highlighted lines with and without a space, and line numbers', async () => {
    const { html } = await renderPage(
      'src/content/docs/en/code.md',
      '::: code-group\n```sh [npm]\nnpm install x\n```\n```sh [pnpm]\npnpm add x\n```\n:::\n\n```js{2}\nconst a = 1;\nconst b = 2;\n```\n\n```ts:line-numbers {1}\nlet c = 3;\n```\n',
    );
    expect(html).toContain('<div class="lectern-code-group">');
    expect(html).toContain('<figcaption class="lectern-code-title">npm</figcaption>');
    expect(html).toContain('<figcaption class="lectern-code-title">pnpm</figcaption>');
    expect(html).toMatch(
      /data-language="js"[\s\S]*?<span class="line">[\s\S]*?<span class="line highlighted">/,
    );
    expect(html).toContain('class="lectern-code lectern-code-numbered"');
    expect(html).toContain('data-language="ts"');
  });

  it('applies the [!code …] notations and takes them out of the code', async () => {
    const { html } = await renderPage(
      'src/content/docs/en/notations.md',
      '```ts\nconst a = 1; // [!code --]\nconst a = 2; // [!code ++]\nfocus(); // [!code focus]\nmark(); // [!code highlight]\nfail(); // [!code error]\nwarn(); // [!code warning]\n```\n',
    );
    expect(html).toContain('class="line diff remove"');
    expect(html).toContain('class="line diff add"');
    expect(html).toContain('class="line focused"');
    expect(html).toContain('class="line highlighted"');
    expect(html).toContain('class="line highlighted error"');
    expect(html).toContain('class="line highlighted warning"');
    expect(html).not.toContain('[!code');
  });

  it('gives headings their own anchors, writes [[toc]], emoji and inline footnotes', async () => {
    const { html, headings } = await renderPage(
      'src/content/docs/en/anchors.md',
      '[[toc]]\n\n## Getting started {#start}\n\n### Install it\n\n## Usage :tada:\n\nSee this^[An inline note.].\n',
    );
    expect(html).toContain('<h2 id="start">Getting started</h2>');
    expect(headings.map((h) => h.slug)).toEqual(['start', 'install-it', 'usage-', 'footnote-label']);
    expect(html).toContain('<nav class="lectern-toc" aria-label="Table of contents"');
    expect(html).toMatch(
      /<li><a href="#start">Getting started<\/a><ul><li><a href="#install-it">Install it<\/a><\/li><\/ul><\/li>/,
    );
    expect(html).toContain('Usage 🎉');
    expect(html).toContain('An inline note.');
    expect(html).toContain('data-footnote-ref');
    // The footnotes' own heading is not part of the page's contents.
    expect(html).not.toContain('<a href="#footnote-label">');
    expect(html).not.toContain('[[toc]]');
    expect(html).not.toContain('{#start}');
  });

  it('imports snippets by region and includes Markdown, and renders a page again when they change', async () => {
    const { html, frontmatter } = await renderPage(
      'src/content/docs/en/snippets.md',
      '<<< @/snippets/config.ts#config{2} [astro.config.ts]\n',
    );
    expect(html).toContain('<figcaption class="lectern-code-title">astro.config.ts</figcaption>');
    expect(html).toContain('defineConfig');
    expect(html).not.toContain('import');
    expect(html).not.toContain('#region');
    // The highlighted line is the one with the address (its tokens may split it at the dots).
    expect(html).toMatch(/<span class="line highlighted">[\s\S]*?example[\s\S]*?org/);
    expect(quotedFilesChanged(frontmatter)).toBe(false);
    expect(frontmatter[QUOTED_FILES_FIELD]).toHaveLength(1);
    writeFileSync(path.join(root, 'snippets/config.ts'), '// #region config\nchanged();\n// #endregion\n');
    expect(quotedFilesChanged(frontmatter)).toBe(true);
  });

  it('warns about a missing snippet with the file and the line in the file, and keeps the warning with the page', async () => {
    warnings.length = 0;
    const { frontmatter } = await renderPage(
      'src/content/docs/en/missing.md',
      'Intro\n\n<<< @/snippets/gone.ts\n',
    );
    // The file has four lines of frontmatter and a blank line before the body.
    expect(warnings).toEqual([
      {
        file: 'src/content/docs/en/missing.md',
        line: 7,
        message: 'cannot read snippets/gone.ts: there is no such file',
      },
    ]);
    expect(frontmatter[WARNINGS_FIELD]).toEqual(warnings);
  });

  it('names the line in the file for the warnings of the Markdown plugins after an include', async () => {
    warnings.length = 0;
    writeFileSync(path.join(root, 'part.md'), 'One\n\nTwo\n\nThree\n');
    await renderPage('src/content/docs/en/lines.md', '<!--@include: @/part.md-->\n\n::: nope\nx\n:::\n');
    expect(warnings).toEqual([
      expect.objectContaining({
        file: 'src/content/docs/en/lines.md',
        line: 7,
        message: expect.stringContaining('":::nope"'),
      }),
    ]);
  });
});

describe('the Markdown of GitHub and Docusaurus', () => {
  it('renders GitHub alerts as callouts, with their kinds', async () => {
    const { html } = await renderPage(
      'src/content/docs/en/alerts.md',
      '> [!NOTE]\n> Useful.\n\n> [!IMPORTANT]\n> Crucial **now**.\n\n> [!CAUTION]\n> Risky.\n\n> Just a quote.\n',
    );
    expect(html).toMatch(/lectern-callout-info[\s\S]*?<\/svg>Note<\/p>[\s\S]*?<p>Useful.<\/p>/);
    expect(html).toMatch(
      /lectern-callout-info[\s\S]*?<\/svg>Important<\/p>[\s\S]*?<p>Crucial <strong>now<\/strong>.<\/p>/,
    );
    expect(html).toMatch(/lectern-callout-warning[\s\S]*?<\/svg>Caution<\/p>/);
    expect(html).toContain('<blockquote>');
    expect(html).not.toContain('[!');
  });

  it('renders admonitions with a title in brackets or after the name, and fence titles, in MDX', async () => {
    const code = await renderMdx(
      'src/content/docs/en/docusaurus.mdx',
      ':::note[Bracket title]\nOne.\n:::\n\n:::tip Spaced title\nTwo.\n:::\n\n```jsx title="src/App.jsx" {2} showLineNumbers\nconst a = 1;\nconst b = 2;\n```\n\n## Custom {#custom-id}\n',
    );
    expect(code).toContain('Bracket title');
    expect(code).toContain('Spaced title');
    expect(code).toContain('"lectern-callout lectern-callout-tip"');
    expect(code).toContain('src/App.jsx');
    expect(code).toContain('lectern-code-numbered');
    expect(code).toContain('id: "custom-id"');
  });
});
