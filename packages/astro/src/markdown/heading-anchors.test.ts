import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import { iconMarkup } from '../test/icons.js';
import { headingAnchors } from './heading-anchors.js';
import { markdownTranslator } from './labels.js';

async function render(source: string) {
  const processor = await createSatteriMarkdownProcessor({
    syntaxHighlight: false,
    hastPlugins: headingAnchors(markdownTranslator()),
  });
  const { code, metadata } = await processor.render(source, { frontmatter: {} });
  return { html: code.trim(), headings: metadata.headings };
}

describe('headingAnchors', () => {
  it('puts a self-link beside every h2–h6, named for assistive technology', async () => {
    const { html } = await render('## Install');
    expect(html).toBe(
      '<div class="lectern-heading lectern-heading-h2"><h2 id="install">Install</h2>' +
        '<a class="lectern-heading-anchor" href="#install" data-pagefind-ignore="all">' +
        iconMarkup('link') +
        '<span class="lectern-sr-only">Permalink to “Install”</span></a></div>',
    );
  });

  it.each([3, 4, 5, 6])('links h%i too', async (depth) => {
    const { html } = await render(`${'#'.repeat(depth)} Deep *one*`);
    expect(html).toContain(`<h${depth} id="deep-one">Deep <em>one</em></h${depth}>`);
    expect(html).toContain('href="#deep-one"');
    expect(html).toContain('Permalink to “Deep one”');
  });

  it('leaves the h1 alone', async () => {
    expect((await render('# Title')).html).toBe('<h1 id="title">Title</h1>');
  });

  it("keeps the headings' text and Astro's slugs for the outline", async () => {
    const { headings, html } = await render('## Setup\n\n## Setup\n\n### `code` & more');
    expect(headings).toEqual([
      { depth: 2, slug: 'setup', text: 'Setup' },
      { depth: 2, slug: 'setup-1', text: 'Setup' },
      { depth: 3, slug: 'code--more', text: 'code & more' },
    ]);
    expect(html).toContain('href="#setup-1"');
  });

  it('keeps an id written by the author', async () => {
    const processor = await createSatteriMarkdownProcessor({
      syntaxHighlight: false,
      hastPlugins: headingAnchors(markdownTranslator()),
      features: { headingAttributes: true },
    });
    const { code } = await processor.render('## Setup {#start}', { frontmatter: {} });
    expect(code).toContain(
      '<h2 id="start">Setup</h2><a class="lectern-heading-anchor" href="#start" data-pagefind-ignore="all">',
    );
  });
});
