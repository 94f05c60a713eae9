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

  it('leaves lowercase tags and inline components in text alone', async () => {
    const body = '<div>html</div>\n\nUse <Badge /> inline.\n';
    expect(await mdxToMarkdown(body, renderers)).toBe(body);
  });
});
