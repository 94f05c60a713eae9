import type { ComponentApi } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import { apiMarkdown, markdownTable } from './api-markdown.js';

const ALERT: ComponentApi = {
  name: 'Alert',
  description: 'A message.',
  props: [
    {
      name: 'type',
      type: "'info' | 'error'",
      default: "'info'",
      values: ['info', 'error'],
      required: false,
      description: 'Its colour\nand icon.',
    },
    { name: 'title', type: 'string', default: null, values: null, required: true, description: 'Its title.' },
  ],
  events: [{ name: 'close', payload: 'MouseEvent', description: 'Closed.' }],
  slots: [{ name: 'default', description: 'The message.' }],
};

describe('apiMarkdown', () => {
  it('writes a table per kind, under a heading of the level asked for', () => {
    expect(apiMarkdown(ALERT).split('\n\n')).toEqual([
      '### Props',
      [
        '| Prop | Type | Default | Description |',
        '| --- | --- | --- | --- |',
        "| `type` | `'info' \\| 'error'` | `'info'` | Its colour and icon. One of: `info`, `error`. |",
        '| `title` (required) | `string` |  | Its title. |',
      ].join('\n'),
      '### Events',
      '| Event | Payload | Description |\n| --- | --- | --- |\n| `close` | `MouseEvent` | Closed. |',
      '### Slots',
      '| Slot | Description |\n| --- | --- |\n| `default` | The message. |',
    ]);
  });

  it.each([
    [{ headingLevel: 4, qualified: true }, '#### Alert props'],
    [{ headingLevel: 2 }, '## Props'],
    [{ headingLevel: 9 }, '###### Props'],
    [{ headingLevel: Number.NaN }, '### Props'],
  ])('heads the tables as %j asks', (options, heading) => {
    expect(apiMarkdown(ALERT, options).split('\n')[0]).toBe(heading);
  });

  it("writes a prop's attribute and range, and a custom element's exposed members, parts and properties", () => {
    const badge: ComponentApi = {
      ...ALERT,
      name: 'lectern-badge',
      props: [
        {
          name: 'max',
          type: 'number',
          default: '99',
          values: null,
          required: false,
          description: 'The largest count shown.',
          attribute: 'max',
          range: { minimum: 1 },
        },
      ],
      events: [],
      slots: [],
      exposed: [{ name: 'reset', type: '() => void', description: 'Resets the count.' }],
      cssParts: [{ name: 'count', description: 'The number.' }],
      cssProperties: [{ name: '--badge-color', default: null, description: 'Its colour.' }],
    };
    expect(apiMarkdown(badge).split('\n\n')).toEqual([
      '### Props',
      [
        '| Prop | Type | Default | Description |',
        '| --- | --- | --- | --- |',
        '| `max` | `number` | `99` | The largest count shown. Attribute: `max`. At least 1. |',
      ].join('\n'),
      '### Exposed',
      '| Member | Type | Description |\n| --- | --- | --- |\n| `reset` | `() => void` | Resets the count. |',
      '### CSS parts',
      '| Part | Description |\n| --- | --- |\n| `::part(count)` | The number. |',
      '### CSS custom properties',
      '| Property | Default | Description |\n| --- | --- | --- |\n| `--badge-color` |  | Its colour. |',
    ]);
  });

  it('leaves out the kinds the component has none of', () => {
    expect(apiMarkdown({ ...ALERT, props: [], slots: [] })).toBe(
      '### Events\n\n| Event | Payload | Description |\n| --- | --- | --- |\n| `close` | `MouseEvent` | Closed. |',
    );
    expect(apiMarkdown({ ...ALERT, props: [], events: [], slots: [] })).toBe('');
  });
});

describe('markdownTable', () => {
  it('keeps each cell on one line, its pipes escaped', () => {
    expect(markdownTable(['A'], [['x | y\n z']])).toBe('| A |\n| --- |\n| x \\| y z |');
  });
});
