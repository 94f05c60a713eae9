import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import { markdownTranslator } from './labels.js';
import { scrollingTables } from './scrolling-tables.js';

async function render(source: string) {
  const processor = await createSatteriMarkdownProcessor({
    syntaxHighlight: false,
    hastPlugins: [scrollingTables(markdownTranslator())],
  });
  return (await processor.render(source, { frontmatter: {} })).code.trim();
}

const table = '| Package manager | Command |\n| --- | --- |\n| npm | `npm create lectern` |';

describe('scrollingTables', () => {
  it('puts a table in a box the keyboard reaches, named after its column headings', async () => {
    const html = await render(table);
    expect(html).toMatch(
      /^<div class="lectern-table-scroll" role="group" aria-label="Table: Package manager, Command" tabindex="0"><table>/,
    );
    expect(html).toMatch(/<\/table><\/div>$/);
  });

  it('leaves the rest of the page alone', async () => {
    expect(await render('Text with | a pipe.')).toBe('<p>Text with | a pipe.</p>');
  });
});
