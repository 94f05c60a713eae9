import { describe, expect, it } from 'vitest';
import { type MarkdownComponent, mdxToMarkdown, parseAttributes } from './mdx-to-markdown';

/** Renderers for the tests, keyed by the component names the bodies use. */
const renderers: Record<string, MarkdownComponent> = {
  Example: ({ file }) => `\`\`\`tsx\n// ${file}\n\`\`\``,
  Api: async ({ name, headingLevel }) => `API of ${name} at level ${headingLevel}`,
  Skip: () => undefined,
  X: () => 'replaced',
  Badge: () => 'x',
};

describe('parseAttributes', () => {
  it('reads strings, expressions and bare names', () => {
    expect(parseAttributes(` file="alert/type" label='x y' headingLevel={4} qualified`)).toEqual({
      file: 'alert/type',
      label: 'x y',
      headingLevel: '4',
      qualified: 'true',
    });
    expect(parseAttributes('')).toEqual({});
  });
});

describe('mdxToMarkdown', () => {
  it('drops imports and exports, one line or several', async () => {
    const body = [
      "import Example from '../../components/Example.astro';",
      'import {',
      '  A,',
      '  B,',
      "} from './things';",
      "import './side-effect.css';",
      'export const meta = { a: 1 };',
      '',
      'Text.',
    ].join('\n');
    expect(await mdxToMarkdown(body)).toBe('Text.\n');
  });

  it('replaces components on their own line by what their renderer gives', async () => {
    const body =
      'Intro.\n\n<Example file="alert/type" />\n\nMore.\n\n  <Api name="alert" headingLevel={4} />\n';
    const markdown = await mdxToMarkdown(body, renderers);
    expect(markdown).toBe('Intro.\n\n```tsx\n// alert/type\n```\n\nMore.\n\nAPI of alert at level 4\n');
  });

  it('drops components without a renderer, or whose renderer gives nothing', async () => {
    const body = 'A\n\n<Unknown />\n\n<Skip x="1" />\n\nB\n';
    expect(await mdxToMarkdown(body, renderers)).toBe('A\n\nB\n');
  });

  it('drops the tags of wrapping components and keeps what they wrap', async () => {
    const body = '<Cards cols={2}>\n\n<Card title="A">\n\nText of A.\n\n</Card>\n\n</Cards>\n';
    expect(await mdxToMarkdown(body)).toBe('Text of A.\n');
  });

  it("puts what a wrapping component's entry gives for its attributes before what it wraps", async () => {
    const body = '<Since version="1.2">\n\nSorting.\n\n</Since>\n';
    const sinceForm: MarkdownComponent = ({ version }) => `_New in ${version}_`;
    expect(await mdxToMarkdown(body, { Since: sinceForm })).toBe('_New in 1.2_\n\nSorting.\n');
  });

  it('keeps code blocks exactly as written, MDX inside them included', async () => {
    const body = [
      '````mdx',
      "import X from './X';",
      '```',
      '<X />',
      '```',
      '````',
      '~~~',
      'export const a = 1;',
      '~~~',
    ].join('\n');
    expect(await mdxToMarkdown(body, renderers)).toBe(`${body}\n`);
  });

  it('leaves lowercase tags alone', async () => {
    const body = '<div>html</div>\n\nUse <span>it</span> inline.\n';
    expect(await mdxToMarkdown(body, renderers)).toBe(body);
  });

  it.each([
    [
      'by what their renderer gives',
      'Use <Badge /> and <X a="1">text</X> inline.',
      'Use x and replaced inline.',
    ],
    ['given their content', 'A <Label tone="tip">New</Label> b', 'A [tip: New] b'],
    ['by their content, without a renderer', 'A <Unknown>kept</Unknown> b<Gone /> c', 'A kept b c'],
    [
      'except in code spans',
      'Write `<Badge />` or ``<X>y</X>``, then <Badge />',
      'Write `<Badge />` or ``<X>y</X>``, then x',
    ],
  ])('replaces components inside a line %s', async (_case, line, expected) => {
    const withLabel = {
      ...renderers,
      Label: ({ tone }, children) => `[${tone}: ${children}]`,
    } satisfies Record<string, MarkdownComponent>;
    expect(await mdxToMarkdown(`${line}\n`, withLabel)).toBe(`${expected}\n`);
  });

  it("drops Vue's <script setup> and <style scoped> blocks", async () => {
    const body = [
      'Text.',
      '',
      '<script setup>',
      "import { ref } from 'vue'",
      '</script>',
      '',
      '<style scoped>.a { color: red }</style>',
      '',
      '<script>let kept = 1;</script>',
      '',
      'More.',
    ].join('\n');
    expect(await mdxToMarkdown(body, {}, { format: 'md' })).toBe(
      'Text.\n\n<script>let kept = 1;</script>\n\nMore.\n',
    );
  });

  it('keeps the import lines of a .md page, which are text', async () => {
    const body = 'import the data first:\n\nexport it after.\n\n<Example file="a" />\n';
    expect(await mdxToMarkdown(body, renderers, { format: 'md' })).toBe(
      'import the data first:\n\nexport it after.\n\n```tsx\n// a\n```\n',
    );
  });
});
