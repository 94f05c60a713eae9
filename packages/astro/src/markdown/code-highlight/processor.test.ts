import type { AstroMarkdownOptions } from '@astrojs/internal-helpers/markdown';
import { satteri } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import { codeNotations, markdownFeatures, shikiColors } from '../markdown-features.js';
import type { CodeCache } from './code-cache.js';
import { withCodeHighlighting } from './processor.js';

const shared: AstroMarkdownOptions = {
  syntaxHighlight: { type: 'shiki', excludeLangs: ['mermaid'] },
  shikiConfig: { ...shikiColors(undefined), transformers: codeNotations() },
};

const page = [
  '# Code',
  '',
  '```ts title="a.ts" {2}',
  'const a = 1;',
  'const b = a + 1; // [!code ++]',
  '```',
  '',
  '```diff',
  '-old',
  '+new',
  '```',
  '',
  '```mermaid',
  'graph TD; A-->B',
  '```',
  '',
  '```math',
  'x^2',
  '```',
].join('\n');

function memoryCache() {
  const blocks = new Map<string, string>();
  const cache: CodeCache & { blocks: Map<string, string> } = {
    blocks,
    get: async (key) => blocks.get(key),
    set: async (key, value) => void blocks.set(key, value),
  };
  return cache;
}

const root = process.cwd();

/**
 * What `astro` gives, asked again (twice at most) while it is not `ours`: Astro's highlighter gives up on
 * a line after 500 ms, which a busy machine reaches.
 */
async function askedAgainUntil<T>(ours: T, astro: () => Promise<T>): Promise<T> {
  let theirs = await astro();
  for (let again = 0; again < 2 && theirs !== ours; again += 1) theirs = await astro();
  return theirs;
}

describe('withCodeHighlighting', () => {
  it('renders Markdown and MDX pages as Astro’s highlighter does, keeping each block', async () => {
    const cache = memoryCache();
    const ours = withCodeHighlighting(satteri(markdownFeatures({ root })), { cache });
    const astro = satteri(markdownFeatures({ root }));
    const rendered = await (await ours.createRenderer(shared)).render(page, { frontmatter: {} });
    const astroRenderer = await astro.createRenderer(shared);
    const expected = await askedAgainUntil(
      rendered.code,
      async () => (await astroRenderer.render(page, { frontmatter: {} })).code,
    );
    expect(rendered.code).toBe(expected);
    expect(rendered.code).toContain('astro-code');
    // The two highlighted blocks; the excluded languages are left as they are.
    expect(cache.blocks.size).toBe(2);
    expect(rendered.code).toContain('graph TD; A--&gt;B');

    const mdx = await ours.createMdxRenderer?.(shared, { optimize: false });
    const astroMdx = await astro.createMdxRenderer?.(shared, { optimize: false });
    const file = `${root}/page.mdx`;
    const mdxCode = (await mdx?.process(page, file, {}))?.code;
    expect(mdxCode).toBe(
      await askedAgainUntil(mdxCode, async () => (await astroMdx?.process(page, file, {}))?.code),
    );
    expect(cache.blocks.size).toBe(2);
  });

  it('leaves highlighting to Astro with Prism, or for a renderer given other settings', async () => {
    const cache = memoryCache();
    const ours = withCodeHighlighting(satteri(markdownFeatures({ root })), { cache });
    const prism = await (await ours.createRenderer({ ...shared, syntaxHighlight: 'prism' })).render(page, {
      frontmatter: {},
    });
    expect(prism.code).toContain('class="language-ts"');
    expect(cache.blocks.size).toBe(0);

    await (await ours.createRenderer(shared)).render('```ts\nlet a;\n```', { frontmatter: {} });
    expect(cache.blocks.size).toBe(1);
    const other = await ours.createMdxRenderer?.(
      { ...shared, shikiConfig: { theme: 'nord' } },
      { optimize: false },
    );
    const code = (await other?.process('```ts\nlet b;\n```', `${root}/other.mdx`, {}))?.code ?? '';
    expect(code).toContain('nord');
    expect(cache.blocks.size).toBe(1);
  });
});
