import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { mdxToJs } from 'satteri';
import { describe, expect, it, vi } from 'vitest';
import { formatMarkdownWarning, type MarkdownWarning, markdownReporter } from './markdown-warnings.js';
import { keepLayoutFieldForTheTheme } from './page-layout-field.js';
import { pageTitleHeading } from './page-title-heading.js';

const CONTENT = '/site/src/content/docs';

/** Renders a page as the site does, with the page's frontmatter; gives its HTML and the warnings. */
async function render(
  source: string,
  frontmatter: Record<string, unknown>,
  file = `${CONTENT}/en/guide/intro.md`,
) {
  const warnings: string[] = [];
  const report = markdownReporter({
    root: '/site',
    warn: (warning: MarkdownWarning) => warnings.push(formatMarkdownWarning(warning)),
  });
  const processor = await createSatteriMarkdownProcessor({
    syntaxHighlight: false,
    mdastPlugins: [pageTitleHeading({ contentDir: CONTENT, report }), keepLayoutFieldForTheTheme],
  });
  const { code } = await processor.render(source, {
    frontmatter: { ...frontmatter },
    fileURL: new URL(`file://${file}`),
  });
  return { html: code.trim(), warnings };
}

describe('pageTitleHeading', () => {
  it.each([
    [
      'leaves out the first h1 of a doc page without a title, which the layout shows',
      '# Getting started\n\nText',
      {},
      '<p>Text</p>',
      [],
    ],
    ['does the same for layout: doc', '# Getting started\n\nText', { layout: 'doc' }, '<p>Text</p>', []],
    [
      'keeps the h1 of a page whose layout does not show the title',
      '# Brand\n\nText',
      { layout: 'page' },
      '<h1 id="brand">Brand</h1>\n<p>Text</p>',
      [],
    ],
    ['keeps the h1 of a page without a layout', '# Bare', { layout: false }, '<h1 id="bare">Bare</h1>', []],
    [
      'reports an h1 beside a title, with its line',
      'Text\n\n# Again',
      { title: 'Intro' },
      '<p>Text</p>\n<h1 id="again">Again</h1>',
      [
        'src/content/docs/en/guide/intro.md:3:1: a second h1: the doc layout shows the page\'s "title" as its h1; make this heading "##", or leave "title" out to take the title from it',
      ],
    ],
    [
      'reports a second h1 of a page titled by its first',
      '# One\n\n# Two',
      {},
      '<h1 id="two">Two</h1>',
      [
        'src/content/docs/en/guide/intro.md:3:1: a second h1: the page\'s first "#" heading is its title, which the doc layout shows as its h1; make this heading "##"',
      ],
    ],
    [
      'reports a page with neither a title nor a heading, naming the title it gets',
      '## Part\n\nText',
      { title: '  ' },
      '<h2 id="part">Part</h2>\n<p>Text</p>',
      [
        'src/content/docs/en/guide/intro.md: no "title" in the frontmatter and no "#" heading: the page is titled "Intro" after its file name; give it a title',
      ],
    ],
  ])('%s', async (_name, source, frontmatter, html, warnings) => {
    expect(await render(source, frontmatter)).toEqual({ html, warnings });
  });

  it('leaves alone Markdown outside the docs folder', async () => {
    expect(await render('# Title', {}, '/site/src/pages/about.md')).toEqual({
      html: '<h1 id="title">Title</h1>',
      warnings: [],
    });
  });

  it('works in MDX too', async () => {
    const report = vi.fn();
    const { code } = await mdxToJs('---\nlayout: doc\n---\n# Title\n\nText', {
      mdastPlugins: [pageTitleHeading({ contentDir: CONTENT, report }), keepLayoutFieldForTheTheme],
      fileURL: new URL(`file://${CONTENT}/en/page.mdx`),
      data: {
        astro: {
          frontmatter: { layout: 'doc' },
          headings: [],
          localImagePaths: new Set(),
          remoteImagePaths: new Set(),
        },
      },
    });
    expect(code).not.toContain('Title');
    expect(code).toContain('Text');
    expect(report).not.toHaveBeenCalled();
  });
});
