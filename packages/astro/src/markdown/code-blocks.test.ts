import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { type CompileOptions, type MarkdownToHtmlResult, markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { classesOf, codeBlockFigures, codeLineHighlights, isSearchableCode } from './code-blocks.js';
import { markdownDirectives } from './directives.js';
import { markdownTranslator } from './labels.js';

const mdastPlugins = [markdownDirectives({ t: markdownTranslator() }), codeBlockFigures];

/** Renders without a highlighter; the plugins' visitors are synchronous, so is the result. */
function html(source: string, options: CompileOptions): string {
  return (markdownToHtml(source, options) as MarkdownToHtmlResult).html.trim();
}

/** The figures only. */
function figures(source: string): string {
  return html(source, { mdastPlugins, features: { directive: true } });
}

/** With Astro's Shiki highlighter, as on a site. */
async function highlighted(source: string): Promise<string> {
  const processor = await createSatteriMarkdownProcessor({
    syntaxHighlight: 'shiki',
    mdastPlugins,
    hastPlugins: [codeLineHighlights],
    features: { directive: true },
  });
  return (await processor.render(source, { frontmatter: {} })).code;
}

describe('codeBlockFigures', () => {
  it('puts a code block in a figure, keeping its language and meta for the highlighter', () => {
    expect(figures('```ts\nconst a = 1;\n```')).toBe(
      '<figure class="lectern-code" style="--lectern-code-lines: 1" data-pagefind-ignore="all"><pre><code class="language-ts">const a = 1;\n</code></pre></figure>',
    );
  });

  it('captions it with its title and keeps the lines to highlight', () => {
    expect(figures('```ts {2,4-5} title="astro.config.ts"\nx\n```')).toBe(
      '<figure class="lectern-code" data-highlight-lines="2,4,5" style="--lectern-code-lines: 1" data-pagefind-ignore="all">' +
        '<figcaption class="lectern-code-title">astro.config.ts</figcaption>' +
        '<pre><code class="language-ts">x\n</code></pre></figure>',
    );
  });

  it('gives a block its number of lines, and a numbered block its first number instead', () => {
    const style = (source: string) =>
      figures(source)
        .match(/<figure[^>]*>/)?.[0]
        .match(/ style="([^"]*)"/)?.[1];
    expect(style('```ts\na\nb\n\nc\n```')).toBe('--lectern-code-lines: 4');
    expect(style('```\n```')).toBe('--lectern-code-lines: 1');
    expect(style('```ts showLineNumbers=5\na\nb\n```')).toBe('counter-reset: lectern-line 4');
    expect(style('```ts showLineNumbers\na\nb\n```')).toBeUndefined();
  });

  it('names untitled blocks of a code group by their language, so every tab has a name', () => {
    const html = figures(':::code-group\n```sh title="npm"\nnpm i\n```\n```sh\nx\n```\n```\ny\n```\n:::');
    expect(html.match(/<figcaption class="lectern-code-title">[^<]*<\/figcaption>/g)).toEqual([
      '<figcaption class="lectern-code-title">npm</figcaption>',
      '<figcaption class="lectern-code-title">sh</figcaption>',
      '<figcaption class="lectern-code-title">text</figcaption>',
    ]);
  });

  it('leaves untitled blocks outside a group uncaptioned, in callouts too', () => {
    expect(figures(':::tip\n```sh\nx\n```\n:::')).not.toContain('figcaption');
  });
});

describe('isSearchableCode', () => {
  it.each<[string | null | undefined, boolean]>([
    ['sh', true],
    ['bash', true],
    ['Shell', true],
    ['console', true],
    ['text', true],
    ['txt', true],
    ['plaintext', true],
    [null, true],
    [undefined, true],
    ['', true],
    ['tsx', false],
    ['ts', false],
    ['js', false],
    ['json', false],
    ['css', false],
    ['yaml', false],
    ['md', false],
    ['astro', false],
  ])('%j: %s', (lang, searchable) => {
    expect(isSearchableCode(lang)).toBe(searchable);
  });

  it('leaves source code out of search, and keeps commands and their output searchable', () => {
    expect(figures('```sh\nnpm i\n```\n\n```\nerror: x\n```')).not.toContain('data-pagefind-ignore');
  });
});

describe('codeLineHighlights', () => {
  it('marks the highlighted lines once Shiki has split the block into lines', async () => {
    const html = await highlighted('```js {2,4-9}\none();\ntwo();\nthree();\nfour();\n```');
    const lines = html.match(/<span class="line[^"]*">/g);
    expect(lines).toEqual([
      '<span class="line">',
      '<span class="line highlighted">',
      '<span class="line">',
      '<span class="line highlighted">',
    ]);
    expect(html).not.toContain('data-highlight-lines');
  });

  it('leaves blocks without lines to highlight, or without highlighting, as they are', async () => {
    expect(await highlighted('```js\none();\n```')).not.toContain('highlighted');
    const plain = html('```js {1}\none();\n```', { mdastPlugins, hastPlugins: [codeLineHighlights] });
    expect(plain).toContain('<pre><code class="language-js">one();\n</code></pre>');
    expect(plain).not.toContain('data-highlight-lines');
  });

  it('ignores figures that are not code blocks', () => {
    const rendered = html('<figure data-highlight-lines="1"><pre><code>x</code></pre></figure>', {
      hastPlugins: [codeLineHighlights],
      features: { rawHtml: true },
    });
    expect(rendered).toContain('data-highlight-lines="1"');
  });
});

describe('classesOf', () => {
  it.each([
    [{ className: ['a', 'b'] }, ['a', 'b']],
    [{ className: 'a  b' }, ['a', 'b']],
    [{ class: 'line highlighted' }, ['line', 'highlighted']],
    [{}, []],
  ])('reads the classes of %j', (properties, classes) => {
    expect(classesOf({ type: 'element', tagName: 'span', properties, children: [] } as never)).toEqual(
      classes,
    );
  });
});
