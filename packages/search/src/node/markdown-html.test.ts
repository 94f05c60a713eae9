import { describe, expect, it } from 'vitest';
import { markdownHtml } from './markdown-html';

describe('markdownHtml', () => {
  it('takes the level-1 heading the page starts with as its title, and leaves it out of the HTML', () => {
    expect(markdownHtml('\n# Guide\n\n## Install\n\nRun it.')).toEqual({
      title: 'Guide',
      html: '<h2 id="install">Install</h2>\n<p>Run it.</p>\n',
    });
  });

  it.each([
    ['text before the heading', 'Intro.\n\n# Guide', undefined],
    ['a level-2 heading first', '## Guide\n\nText.', undefined],
    ['an empty page', '', undefined],
    [
      'a title with Markdown and references',
      '# Use `pnpm` &amp; [the CLI](/cli) **now**',
      'Use pnpm & the CLI now',
    ],
  ])('gives the title of a page with %s', (_name, markdown, title) => {
    expect(markdownHtml(markdown).title).toBe(title);
  });

  it('gives every other heading an id as the outline makes them, unique on the page', () => {
    const { html } = markdownHtml(
      '# Page\n\n## Install `pnpm` [here](/x)\n\n### 安装 Lectern\n\n> ## Install pnpm here\n\n# Second title\n\n#### &lt;Alert&gt;',
    );
    expect([...html.matchAll(/<h(\d) id="([^"]*)">/g)].map((match) => `h${match[1]}#${match[2]}`)).toEqual([
      'h2#install-pnpm-here',
      'h3#安装-lectern',
      'h2#install-pnpm-here-1',
      'h1#second-title',
      'h4#alert',
    ]);
    expect(html).toContain('<h2 id="install-pnpm-here">Install <code>pnpm</code> <a href="/x">here</a></h2>');
  });

  it('keeps raw HTML and the text of components', () => {
    expect(markdownHtml('Be careful.\n\n<Alert type="info">Mind the gap.</Alert>').html).toBe(
      '<p>Be careful.</p>\n<p><Alert type="info">Mind the gap.</Alert></p>\n',
    );
  });
});
