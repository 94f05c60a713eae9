import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { containerLine, emojiShortcodes, rewriteSourceDialects } from './source-dialects.js';

const ROOT = path.resolve('/site');
const PAGE = path.join(ROOT, 'src/content/docs/en/guide/page.md');

/** A file system of a few files, for the imports and includes. */
function files(entries: Record<string, string>) {
  return (file: string) => {
    const relative = path.relative(ROOT, file).split(path.sep).join('/');
    const text = entries[relative];
    if (text === undefined) throw Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
    return text;
  };
}

function rewrite(source: string, entries: Record<string, string> = {}) {
  return rewriteSourceDialects(source, { file: PAGE, root: ROOT, readFile: files(entries) });
}

describe('containerLine', () => {
  it.each([
    ['::: info', ':::info'],
    [':::tip', ':::tip'],
    ['::: tip Read this first', ':::tip[Read this first]'],
    [':::note Docusaurus title', ':::note[Docusaurus title]'],
    [':::note[Already Lectern]', ':::note[Already Lectern]'],
    ['::: details Click [me]', ':::details[Click \\[me\\]]'],
    ['::: details Open {open}', ':::details[Open]{open}'],
    ['::: code-group', ':::code-group'],
    ['  ::: WARNING', '  :::warning'],
    [':::: tip Outer', '::::tip[Outer]'],
    [':::', ':::'],
    ['Text ::: tip', 'Text ::: tip'],
  ])('%j → %j', (line, expected) => {
    expect(containerLine(line)).toBe(expected);
  });
});

describe('emojiShortcodes', () => {
  it.each([
    ['Done :tada:', 'Done 🎉'],
    [':rocket: launch', '🚀 launch'],
    ['at 10:30:00', 'at 10:30:00'],
    [':not_an_emoji_name:', ':not_an_emoji_name:'],
    ['https://example.com/:smile:', 'https://example.com/:smile:'],
    ['a::smile::b', 'a::smile::b'],
  ])('%j → %j', (text, expected) => {
    expect(emojiShortcodes(text)).toBe(expected);
  });
});

describe('rewriteSourceDialects', () => {
  it('leaves code blocks and inline code as they are', () => {
    const source = '````md\n::: tip Title\n<<< @/x.ts\n:tada:\n```js\n```\n````\n\nSay `:tada:` and `^[no]`.';
    const result = rewrite(source);
    expect(result.text).toBe(source);
    expect(result.warnings).toEqual([]);
  });

  it('writes inline footnotes as footnotes at the end of the page', () => {
    const result = rewrite('One^[First [with link](/x)] and two^[Second].\n\nEnd.');
    expect(result.text).toBe(
      'One[^lectern-inline-1] and two[^lectern-inline-2].\n\nEnd.\n\n[^lectern-inline-1]: First [with link](/x)\n\n[^lectern-inline-2]: Second',
    );
    expect(result.lines).toEqual([1, 2, 3, 3, 3, 3, 3]);
  });

  it('imports a snippet with its region, highlighted lines, language, line numbers and label', () => {
    const result = rewrite(
      'Intro\n\n<<< @/snippets/setup.ts#install{2 js:line-numbers} [install.js]\n\nAfter',
      {
        'snippets/setup.ts': 'x\n// #region install\nconst a = 1;\nconst b = 2;\n// #endregion install\n',
      },
    );
    expect(result.text).toBe(
      'Intro\n\n```js {2} title="install.js" showLineNumbers\nconst a = 1;\nconst b = 2;\n```\n\nAfter',
    );
    expect(result.lines).toEqual([1, 2, 3, 3, 3, 3, 4, 5]);
    expect(result.files).toEqual([path.join(ROOT, 'snippets/setup.ts')]);
  });

  it('imports a whole file relative to the page, its language from its extension, its fence longer than its backticks', () => {
    const result = rewrite('<<< ./example.md', {
      'src/content/docs/en/guide/example.md': '```sh\nls\n```\n',
    });
    expect(result.text).toBe('````md title="example.md"\n```sh\nls\n```\n````');
  });

  it('includes Markdown, whole, by region or by lines, rewriting what it includes', () => {
    const result = rewrite(
      '# Page\n\n<!--@include: ./parts/intro.md-->\n\n<!-- @include: @/shared/notes.md#second -->\n\n<!--@include: ./parts/intro.md{4,}-->',
      {
        'src/content/docs/en/guide/parts/intro.md':
          '---\ntitle: Part\n---\n::: tip Shared\nText :tada:\n:::\n',
        'shared/notes.md':
          '<!-- #region first -->\nOne\n<!-- #endregion -->\n<!-- #region second -->\nTwo\n<!-- #endregion -->',
      },
    );
    // Line numbers count the included file's lines as its author sees them, frontmatter included.
    expect(result.text).toBe('# Page\n\n:::tip[Shared]\nText 🎉\n:::\n\nTwo\n\n:::tip[Shared]\nText 🎉\n:::');
    expect(result.lines).toEqual([1, 2, 3, 3, 3, 4, 5, 6, 7, 7, 7]);
  });

  it('says what it could not import or include, at the line, and keeps the line', () => {
    const result = rewrite(
      '<<< @/missing.ts\n<<< @/snippets/a.ts#nope\n<!--@include: ./loop.md-->\n<!--@include: ./gone.md-->',
      {
        'snippets/a.ts': 'const a = 1;',
        'src/content/docs/en/guide/loop.md': 'Loop\n<!--@include: ./loop.md-->',
      },
    );
    expect(result.warnings).toEqual([
      { line: 1, message: 'cannot read missing.ts: there is no such file' },
      { line: 2, message: '@/snippets/a.ts has no region "nope" (// #region nope … // #endregion)' },
      { line: 3, message: './loop.md includes itself (loop.md → loop.md) (in loop.md, line 2)' },
      { line: 4, message: 'cannot read src/content/docs/en/guide/gone.md: there is no such file' },
    ]);
    expect(result.text).toContain('<<< @/missing.ts');
    expect(result.text).toContain('Loop\n<!--@include: ./loop.md-->');
  });
});

describe('imports of other tools’ components in MDX', () => {
  const mdx = (source: string) =>
    rewriteSourceDialects(source, { file: PAGE, root: ROOT, format: 'mdx', readFile: files({}) });

  it('takes out the imports of the components Lectern has built in, keeping the line numbers', () => {
    const result = mdx(
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport { Tabs as T, TabItem } from '@astrojs/starlight/components';\n\n<Tabs>\n",
    );
    expect(result.text).toBe('\n\n\n\n<Tabs>\n');
    expect(result.warnings).toEqual([]);
  });

  it('takes out the others with a warning naming the components', () => {
    const result = mdx(
      "import { Card, Tabs } from '@astrojs/starlight/components';\nimport Playground from '@theme/Playground';",
    );
    expect(result.warnings).toEqual([
      {
        line: 1,
        message: expect.stringMatching(
          /^<Card> from "@astrojs\/starlight\/components" has no Lectern equivalent/,
        ),
      },
      {
        line: 2,
        message: expect.stringMatching(/^<Playground> from "@theme\/Playground" has no Lectern equivalent/),
      },
    ]);
  });

  it('leaves imports in Markdown pages and imports of the site’s own modules alone', () => {
    expect(rewrite("import Tabs from '@theme/Tabs';").text).toBe("import Tabs from '@theme/Tabs';");
    expect(mdx("import Chart from '../components/Chart.astro';").text).toBe(
      "import Chart from '../components/Chart.astro';",
    );
  });
});

describe('Docusaurus <CodeBlock> elements in MDX', () => {
  const mdx = (source: string, sources: Record<string, string> = {}) =>
    rewriteSourceDialects(source, { file: PAGE, root: ROOT, format: 'mdx', readFile: files(sources) });

  it('become fenced code blocks: language, title, line numbers and highlighted lines, on the element’s line', () => {
    const result = mdx(
      [
        "import CodeBlock from '@theme/CodeBlock';",
        '',
        '<CodeBlock language="jsx" title="/src/hello.js" showLineNumbers={3} metastring="{2}">',
        '  {`function Hello() {',
        '  return <p>Hello, \\`you\\`</p>;',
        '}`}',
        '</CodeBlock>',
        'After.',
      ].join('\n'),
    );
    expect(result.warnings).toEqual([]);
    expect(result.text).toBe(
      [
        '',
        '',
        '```jsx {2} title="/src/hello.js" showLineNumbers=3',
        'function Hello() {',
        '  return <p>Hello, `you`</p>;',
        '}',
        '```',
        'After.',
      ].join('\n'),
    );
    expect(result.lines).toEqual([1, 2, 3, 3, 3, 3, 3, 8]);
  });

  it('show the file a !!raw-loader! import names, a string or plain text; keep their indentation', () => {
    const result = mdx(
      [
        "import Demo from '!!raw-loader!./demo/button.tsx';",
        "import Shared from '!!raw-loader!@site/src/shared';",
        '<TabItem value="a">',
        '  <CodeBlock className="language-tsx">{Demo}</CodeBlock>',
        '</TabItem>',
        "<CodeBlock language='sh' showLineNumbers>{'npm install\\nnpm run build'}</CodeBlock>",
        '<CodeBlock>{Shared}</CodeBlock>',
        '<CodeBlock language="txt">',
        '  plain text',
        '    indented',
        '</CodeBlock>',
      ].join('\n'),
      {
        'src/content/docs/en/guide/demo/button.tsx': 'export const Button = () => <button />;\n',
        'src/shared.ts': 'export const shared = 1;\n',
      },
    );
    expect(result.warnings).toEqual([]);
    expect(result.files).toEqual([
      path.join(path.dirname(PAGE), 'demo/button.tsx'),
      path.join(ROOT, 'src/shared.ts'),
    ]);
    expect(result.text.split('\n')).toEqual([
      '',
      '',
      '<TabItem value="a">',
      '  ```tsx',
      '  export const Button = () => <button />;',
      '  ```',
      '</TabItem>',
      '```sh showLineNumbers',
      'npm install',
      'npm run build',
      '```',
      '```text',
      'export const shared = 1;',
      '```',
      '```txt',
      'plain text',
      '  indented',
      '```',
    ]);
  });

  it('says, at the element’s line, what it could not read, and shows the element as written', () => {
    const result = mdx(
      [
        "import Missing from '!!raw-loader!./missing.ts';",
        "import Nowhere from '!!raw-loader!./nowhere';",
        '<CodeBlock language="ts">{Missing}</CodeBlock>',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the page's text holds a placeholder
        '<CodeBlock language="ts">{`${greeting}`}</CodeBlock>',
        '<CodeBlock language={lang}>{`x`}</CodeBlock>',
        '<CodeBlock language="ts">',
      ].join('\n'),
    );
    expect(result.warnings).toEqual([
      { line: 1, message: 'cannot read src/content/docs/en/guide/missing.ts: there is no such file' },
      {
        line: 2,
        message:
          'cannot read src/content/docs/en/guide/nowhere: there is no such file, with or without an ending (.js, .jsx, .ts, .tsx, .mjs, .cjs, .json), nor an index file in such a folder',
      },
      {
        line: 3,
        message:
          'a <CodeBlock> element Lectern cannot read (it shows {Missing}, which no !!raw-loader! import of the page gives): shown as written',
      },
      {
        line: 4,
        message: expect.stringMatching(
          /^a <CodeBlock> element Lectern cannot read \(its code is an expression \(\{`\$\{greeting\}`\}\), not a text\): shown as written$/,
        ),
      },
      {
        line: 5,
        message:
          'a <CodeBlock> element Lectern cannot read (its language is an expression ({lang}), not a value): shown as written',
      },
      { line: 6, message: 'a <CodeBlock> element that never ends (no </CodeBlock>): shown as written' },
    ]);
    expect(result.text.split('\n').slice(2, 5)).toEqual([
      '````jsx',
      '<CodeBlock language="ts">{Missing}</CodeBlock>',
      '````',
    ]);
  });
});

describe('what only Vue would run', () => {
  it('warns about interpolations in Markdown, outside code (script blocks are reported elsewhere)', () => {
    const result = rewrite(
      'Title: {{ $frontmatter.title }}\n\n`{{ code }}`\n\n```vue\n{{ fenced }}\n```\n\n<script setup>\nimport X from "./x.vue";\n</script>\n',
    );
    expect(result.warnings.map((warning) => warning.line)).toEqual([1]);
    expect(result.warnings[0]?.message).toMatch(/Vue interpolation/);
    expect(result.text).toContain('Title: {{ $frontmatter.title }}');
  });
});

describe('Docusaurus highlight comments', () => {
  it('take the comments out and highlight the lines they mark, keeping the page’s line numbers', () => {
    const source = [
      '```js title="a.js"',
      'const a = 1;',
      '// highlight-next-line',
      'const b = 2;',
      '  # highlight-start',
      'const c = 3;',
      'const d = 4;',
      '{/* highlight-end */}',
      'const e = 5;',
      '```',
    ].join('\n');
    const result = rewrite(source);
    expect(result.text).toBe(
      '```js title="a.js" {2,3,4}\nconst a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;\n```',
    );
    expect(result.lines).toEqual([1, 2, 4, 6, 7, 9, 10]);
  });

  it('join the lines a fence lists already, and give a fence without a language one', () => {
    expect(rewrite('```ts {1}\na\n<!-- highlight-next-line -->\nb\n```').text).toBe('```ts {1,2}\na\nb\n```');
    expect(rewrite('```\n-- highlight-next-line\nselect 1\n```').text).toBe('```text {1}\nselect 1\n```');
  });

  it('leave a fence without them, and one the page never closes, as written', () => {
    expect(rewrite('```js\n// highlight is a word\n```').text).toBe('```js\n// highlight is a word\n```');
    expect(rewrite('Text\n```js\nconst a = 1;').text).toBe('Text\n```js\nconst a = 1;');
  });
});

describe('badges whose text is a prop', () => {
  it('are written with their text as content, VitePress’s type and Starlight’s variant as the tone', () => {
    expect(rewrite('## Title <Badge type="tip" text="New" />').text).toBe(
      '## Title <Badge type="tip">New</Badge>',
    );
    expect(
      rewrite('<Badge text=\'Beta\' variant="default" size="small"/> and <Badge text="Plain" />').text,
    ).toBe('<Badge type="info">Beta</Badge> and <Badge>Plain</Badge>');
    expect(rewrite('<Badge text={"Soon"} variant="caution" />').text).toBe(
      '<Badge type="caution">Soon</Badge>',
    );
  });

  it('leave Lectern’s own badges and code as they are', () => {
    const source = '<Badge type="tip">New</Badge> and `<Badge text="x" />`';
    expect(rewrite(source).text).toBe(source);
  });

  it('say which tone Lectern does not have, on the badge’s line', () => {
    const result = rewrite('Intro\n\n<Badge text="Odd" type="purple" />');
    expect(result.text).toBe('Intro\n\n<Badge>Odd</Badge>');
    expect(result.warnings).toEqual([
      {
        line: 3,
        message: expect.stringContaining(
          'the badge "Odd" has the tone "purple", which Lectern does not have',
        ),
      },
    ]);
  });
});
