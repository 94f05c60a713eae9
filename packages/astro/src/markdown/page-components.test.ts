import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { mdxToJs } from 'satteri';
import { describe, expect, it, vi } from 'vitest';
import { formatMarkdownWarning, type MarkdownWarning, markdownReporter } from './markdown-warnings.js';
import { pageComponents, positionIn, vueBlockOf } from './page-components.js';

const CONTENT = '/site/src/content/docs';
const NAMES = ['Example', 'ApiTable', 'Badge', 'Card'];

function plugin(warnings: string[]) {
  const report = markdownReporter({
    root: '/site',
    warn: (warning: MarkdownWarning) => warnings.push(formatMarkdownWarning(warning)),
  });
  return pageComponents({ contentDir: CONTENT, names: NAMES, report });
}

/** Renders a `.md` page as the site does; gives its HTML and the warnings. */
async function renderMarkdown(source: string, file = `${CONTENT}/en/x.md`) {
  const warnings: string[] = [];
  const processor = await createSatteriMarkdownProcessor({
    syntaxHighlight: false,
    mdastPlugins: [plugin(warnings)],
  });
  const { code } = await processor.render(source, { frontmatter: {}, fileURL: new URL(`file://${file}`) });
  return { html: code.trim(), warnings };
}

/** Compiles an `.mdx` page as the site does; gives its code and the warnings. */
async function compileMdx(source: string) {
  const warnings: string[] = [];
  const { code } = await mdxToJs(source, {
    mdastPlugins: [plugin(warnings)],
    fileURL: new URL(`file://${CONTENT}/en/x.mdx`),
  });
  return { code, warnings };
}

const placeholder = (name: string, props: object = {}) =>
  `<lectern-component data-name="${name}" data-props="${JSON.stringify(props).replaceAll('"', '&quot;')}">`;
const unknown = (name: string, at: string) =>
  `src/content/docs/en/x.md:${at}: unknown component <${name}> (not a built-in, not in lectern({ components })); its tags are left out, its content kept`;

describe('pageComponents in a .md page', () => {
  it.each([
    [
      'a component on a line of its own',
      '<Example file="button/basic" />',
      `${placeholder('Example', { file: 'button/basic' })}</lectern-component>`,
      [],
    ],
    [
      'a component inside a sentence',
      'A <Badge type="tip">New</Badge> thing',
      `<p>A ${placeholder('Badge', { type: 'tip' })}New</lectern-component> thing</p>`,
      [],
    ],
    [
      'a component around Markdown',
      '<Card title="x">\n\nSome **bold** text.\n\n</Card>',
      `${placeholder('Card', { title: 'x' })}\n<p>Some <strong>bold</strong> text.</p>\n</lectern-component>`,
      [],
    ],
    [
      'an unknown component, its content kept',
      'Intro.\n\n<Vanish>\n\nKept **text**.\n\n</Vanish>',
      '<p>Intro.</p>\n<p>Kept <strong>text</strong>.</p>',
      [unknown('Vanish', '3:1')],
    ],
    [
      'an unknown component inside raw HTML, at its own line and column',
      '<div>\n  <Vanish /> x\n</div>',
      '<div>\n   x\n</div>',
      [unknown('Vanish', '2:3')],
    ],
    [
      'a Vue <script setup> block',
      "Text\n\n<script setup>\nimport { ref } from 'vue'\n</script>\n\nMore",
      '<p>Text</p>\n<p>More</p>',
      [
        'src/content/docs/en/x.md:3:1: a Vue <script setup> block: Lectern does not run Vue, so the block is left out',
      ],
    ],
    [
      'a Vue <style scoped> block',
      '<style scoped>\n.a { color: red }\n</style>',
      '',
      [
        'src/content/docs/en/x.md:1:1: a Vue <style scoped> block: Lectern does not run Vue, so the block is left out',
      ],
    ],
    [
      'a tag Markdown shows as text',
      'See <ApiTable of="x" headingLevel={ 4 } /> here',
      expect.stringContaining('<p>See &lt;ApiTable'),
      [
        'src/content/docs/en/x.md:1:5: <ApiTable …> is shown as text: Markdown did not read it as a tag (a prop in braces is read only as JSON without spaces or quotes, e.g. headingLevel={4}); write it so, or write the page in .mdx',
      ],
    ],
    ['a tag written as text on purpose', 'Write &lt;Card> or \\<Card> in a page.', expect.any(String), []],
    [
      'other HTML',
      '<div class="x">\n<script>let a = 1;</script>\n</div>',
      expect.stringContaining('<script>let a'),
      [],
    ],
  ])('renders %s', async (_case, source, html, warnings) => {
    const result = await renderMarkdown(source);
    expect(result.html).toEqual(html);
    expect(result.warnings).toEqual(warnings);
  });

  it('leaves the pages outside the docs folder alone', async () => {
    const result = await renderMarkdown('<Vanish />\n\n<script setup>\n</script>', '/site/src/pages/x.md');
    expect(result.html).toContain('<Vanish />');
    expect(result.warnings).toEqual([]);
  });
});

describe('pageComponents in an .mdx page', () => {
  it('leaves out a component that is neither imported, built in nor the site’s, keeping its content', async () => {
    const { code, warnings } = await compileMdx(
      'import Local from \'./Local.astro\';\n\n<Local />\n\n<Example file="a" />\n\n<Vanish>\n  Kept **text** and <Gone>inner <Badge>New</Badge></Gone>.\n</Vanish>\n',
    );
    expect(warnings).toEqual([
      'src/content/docs/en/x.mdx:7:1: unknown component <Vanish> (not imported, not a built-in, not in lectern({ components }))',
      'src/content/docs/en/x.mdx:8:21: unknown component <Gone> (not imported, not a built-in, not in lectern({ components }))',
    ]);
    expect(code).not.toMatch(/Vanish|Gone/);
    expect(code).toContain('"Kept "');
    expect(code).toContain('"inner "');
    expect(code).toContain('_missingMdxReference("Example"');
    expect(code).toContain('_missingMdxReference("Badge"');
  });

  it('knows namespaced components by their import', async () => {
    const { warnings } = await compileMdx("import * as UI from './ui';\n\n<UI.Tabs />\n\n<Other.Tabs />\n");
    expect(warnings).toEqual([
      'src/content/docs/en/x.mdx:5:1: unknown component <Other.Tabs> (not imported, not a built-in, not in lectern({ components }))',
    ]);
  });

  it('leaves out Vue blocks', async () => {
    const { code, warnings } = await compileMdx('Text\n\n<script setup>\nconst count = 1\n</script>\n');
    expect(code).not.toContain('count');
    expect(warnings).toEqual([
      'src/content/docs/en/x.mdx:3:1: a Vue <script setup> block: Lectern does not run Vue, so the block is left out',
    ]);
  });

  it('leaves out a client: directive on a component the page does not import', async () => {
    const { code, warnings } = await compileMdx(
      'import Counter from \'./Counter.tsx\';\n\n<Counter client:load />\n\n<Card client:visible title="x" />\n',
    );
    expect(code).toContain('"client:load": true');
    expect(code).not.toContain('client:visible');
    expect(code).toContain('title: "x"');
    expect(warnings).toEqual([
      'src/content/docs/en/x.mdx:5:1: <Card client:visible>: client:visible is left out: a component the page does not import is drawn on the server; import it to hydrate it, or put its interactive part in an island of its own',
    ]);
  });

  it('changes the elements inside an element changed, whatever the content', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { code, warnings } = await compileMdx(
      [
        '<Card client:load>',
        '  <Vanish>',
        '    | a | b |',
        '    | - | - |',
        '    | 1 | 2 |',
        '',
        '    ```js',
        '    let x = <Gone />;',
        '    ```',
        '  </Vanish>',
        '  <Badge client:idle>New</Badge>',
        '</Card>',
        '',
      ].join('\n'),
    );
    expect(warnings.map((warning) => warning.split(': ')[1])).toEqual([
      '<Card client:load>',
      'unknown component <Vanish> (not imported, not a built-in, not in lectern({ components }))',
      '<Badge client:idle>',
    ]);
    expect(code).not.toMatch(/client:|Vanish/);
    expect(code).toContain('_components.table');
    expect(code).toContain('let x = <Gone />;');
    // Satteri warns of changes it had to drop: none here.
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it("says that the page's own components map is not used", async () => {
    const { warnings } = await compileMdx(
      "import H from './H.astro';\nexport const components = { h1: H };\n\n# Hi\n",
    );
    expect(warnings).toEqual([
      'src/content/docs/en/x.mdx:1:1: the page\'s own "export const components" is not used: Lectern gives the page its components (the built-ins and lectern({ components })); import the components the page needs instead',
    ]);
  });
});

describe('vueBlockOf', () => {
  it.each([
    ['<script setup>', 'script setup'],
    ['<script setup lang="ts">\nx\n</script>', 'script setup'],
    ['<style scoped>', 'style scoped'],
    ['<STYLE lang="scss" scoped>', 'style scoped'],
    ['<script>', undefined],
    ['<script type="module" data-setup>', undefined],
    ['<style>', undefined],
    ['<div setup>', undefined],
  ])('reads %s', (html, kind) => {
    expect(vueBlockOf(html)).toBe(kind);
  });
});

describe('positionIn', () => {
  it.each([
    [0, { line: 3, column: 5 }],
    [4, { line: 3, column: 9 }],
    [8, { line: 4, column: 3 }],
  ])('places offset %i of a node at line 3, column 5', (offset, start) => {
    const node = { position: { start: { line: 3, column: 5 } } };
    expect(positionIn(node, '<div>\n  <Card>', offset)).toEqual({ position: { start } });
  });

  it('has no place for a node without one', () => {
    expect(positionIn({}, 'x', 0)).toEqual({});
  });
});
