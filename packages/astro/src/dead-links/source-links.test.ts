import { describe, expect, it } from 'vitest';
import { linksInSource } from './source-links.js';

describe('linksInSource', () => {
  it.each([
    [
      'a Markdown link',
      'See [setup](./setup).',
      [{ url: './setup', line: 1, column: 5, written: '[setup](./setup)' }],
    ],
    [
      'a link below the frontmatter, counting its lines',
      '---\ntitle: Guide\n---\n\nSee [setup](./setup).',
      [{ url: './setup', line: 5, column: 5, written: '[setup](./setup)' }],
    ],
    [
      'a reference, at its definition',
      'See [setup][s].\n\n[s]: /en/setup/ "Setup"',
      [{ url: '/en/setup/', line: 3, column: 1, written: '[s]: /en/setup/' }],
    ],
    [
      'a link too long to quote',
      `[${'long '.repeat(20)}](/en/x/)`,
      [{ url: '/en/x/', line: 1, column: 1, written: '[…](/en/x/)' }],
    ],
    [
      'links in HTML, on their own lines',
      '<p>\n  <a class="x" href="/en/a/">a</a> <a href=\'/en/b/\'>b</a>\n</p>',
      [
        { url: '/en/a/', line: 2, column: 3, written: 'href="/en/a/"' },
        { url: '/en/b/', line: 2, column: 36, written: 'href="/en/b/"' },
      ],
    ],
    [
      'a link inside a callout',
      ':::tip\nRead [this](/en/tip/).\n:::',
      [{ url: '/en/tip/', line: 2, column: 6, written: '[this](/en/tip/)' }],
    ],
    ['no link in code', '```md\n[no](/no/)\n```\n\n`[nor](/nor/)`', []],
    ['a file without links', '# Title\n\nText.', []],
  ])('finds %s', (_name, source, links) => {
    expect(linksInSource(source, 'markdown')).toEqual(links);
  });

  it('finds the href and link attributes of JSX elements in MDX, at the element', () => {
    const source = [
      '---',
      'title: Cards',
      '---',
      "import Card from './Card.astro';",
      '',
      '<Card title="x" link="/en/card/" />',
      '',
      "Text <a href={'/en/inline/'}>inline</a> and <a href={path}>computed</a>.",
      '',
      '[plain](/en/plain/)',
    ].join('\n');
    expect(linksInSource(source, 'mdx')).toEqual([
      { url: '/en/card/', line: 6, column: 1, written: '<Card link="/en/card/">' },
      { url: '/en/inline/', line: 8, column: 6, written: '<a href="/en/inline/">' },
      { url: '/en/plain/', line: 10, column: 1, written: '[plain](/en/plain/)' },
    ]);
  });

  it('finds nothing in MDX that does not parse', () => {
    expect(linksInSource('<Card\n\n[a](/a/)', 'mdx')).toEqual([]);
  });
});
