import type { ComponentApi } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import type { FoundExample } from '../site/examples.js';
import { builtInMarkdownComponents, exampleMarkdown } from './built-in-markdown.js';

const example = (path: string, value: string): FoundExample<string> => ({ path, language: 'tsx', value });

const BUTTON: ComponentApi = {
  name: 'Button',
  description: 'A button.',
  props: [
    {
      name: 'size',
      type: "'s' | 'l'",
      default: "'s'",
      values: null,
      required: false,
      description: 'Its size.',
    },
  ],
  events: [],
  slots: [],
};

const components = builtInMarkdownComponents({
  example: async (file) =>
    ({
      'button/basic': example('button/basic.tsx', 'export default () => <Button />;\n'),
      'button/basic.composition': example(
        'button/basic.composition.tsx',
        'export default () => <Button.Root />;',
      ),
      'alert/one': example('alert/one.tsx', 'export default () => null;'),
    })[file],
  api: async (id) => (id === 'button' ? BUTTON : undefined),
});

describe('exampleMarkdown', () => {
  it('gives the code in a block titled with its file, with a fence longer than any inside it', () => {
    expect(exampleMarkdown('a', example('a.tsx', 'x\n```\ny'), undefined)).toBe(
      '````tsx title="a.tsx"\nx\n```\ny\n````',
    );
  });
});

describe('builtInMarkdownComponents', () => {
  it.each([
    [
      'an example with two forms, the props form first',
      'Example',
      { file: 'button/basic' },
      undefined,
      '```tsx title="button/basic.tsx"\nexport default () => <Button />;\n```\n\n```tsx title="button/basic.composition.tsx"\nexport default () => <Button.Root />;\n```',
    ],
    [
      'an example with one form',
      'Example',
      { file: 'alert/one' },
      undefined,
      '```tsx title="alert/one.tsx"\nexport default () => null;\n```',
    ],
    [
      'an example that is not there',
      'Example',
      { file: 'alert/none' },
      undefined,
      'Could not load example `alert/none`',
    ],
    ['an example without a name', 'Example', {}, undefined, undefined],
    [
      'API tables, qualified, at a heading level',
      'ApiTable',
      { of: 'button', headingLevel: '4', qualified: 'true' },
      undefined,
      "#### Button props\n\n| Prop | Type | Default | Description |\n| --- | --- | --- | --- |\n| `size` | `'s' \\| 'l'` | `'s'` | Its size. |",
    ],
    ['API tables that are not there', 'ApiTable', { of: 'nope' }, undefined, undefined],
    ['a badge', 'Badge', { type: 'tip' }, ' New ', 'New'],
    ['a badge without text', 'Badge', {}, undefined, undefined],
    ['a version badge', 'Since', { version: '1.2' }, undefined, '_New in 1.2_'],
    [
      'version badges around a passage',
      'Since',
      { version: '1.2', removed: '2.0' },
      'Old text.',
      '_New in 1.2 · Removed in 2.0_\n\nOld text.',
    ],
    ['a version mark that is not a version', 'Since', { version: 'soon' }, undefined, undefined],
  ] as const)('writes %s', async (_case, name, attributes, children, markdown) => {
    expect(await components[name]?.({ ...attributes }, children)).toBe(markdown);
  });
});
