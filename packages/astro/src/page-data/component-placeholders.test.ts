import { describe, expect, it } from 'vitest';
import {
  contentParts,
  hasPlaceholders,
  PLACEHOLDER_CLOSING,
  placeholderOpening,
} from './component-placeholders.js';

describe('component placeholders', () => {
  it('carry a name and props that survive any text', () => {
    const props = { file: 'a/b', title: 'Say "hi" <now> & then', level: 4, on: true };
    const html = `${placeholderOpening('Card', props)}${PLACEHOLDER_CLOSING}`;
    expect(html).not.toMatch(/"hi"|<now>/);
    expect(contentParts(html)).toEqual([{ kind: 'component', name: 'Card', props, children: [] }]);
  });

  it('are found in rendered HTML', () => {
    expect(hasPlaceholders(`<p>${placeholderOpening('Badge', {})}</p>`)).toBe(true);
    expect(hasPlaceholders('<p>lectern-component</p>')).toBe(false);
  });
});

describe('contentParts', () => {
  const badge = placeholderOpening('Badge', { type: 'tip' });
  const card = placeholderOpening('Card', {});
  it.each([
    ['HTML without placeholders', '<p>Text</p>', [{ kind: 'html', html: '<p>Text</p>' }]],
    ['nothing', '', []],
    [
      'a component inside a paragraph',
      `<p>A ${badge}New${PLACEHOLDER_CLOSING} b</p>`,
      [
        { kind: 'html', html: '<p>A ' },
        {
          kind: 'component',
          name: 'Badge',
          props: { type: 'tip' },
          children: [{ kind: 'html', html: 'New' }],
        },
        { kind: 'html', html: ' b</p>' },
      ],
    ],
    [
      'components inside components',
      `${card}\n<p>x ${badge}y${PLACEHOLDER_CLOSING}</p>\n${PLACEHOLDER_CLOSING}`,
      [
        {
          kind: 'component',
          name: 'Card',
          props: {},
          children: [
            { kind: 'html', html: '\n<p>x ' },
            {
              kind: 'component',
              name: 'Badge',
              props: { type: 'tip' },
              children: [{ kind: 'html', html: 'y' }],
            },
            { kind: 'html', html: '</p>\n' },
          ],
        },
      ],
    ],
    [
      'a placeholder left open, ending with the page',
      `${card}<p>x</p>`,
      [{ kind: 'component', name: 'Card', props: {}, children: [{ kind: 'html', html: '<p>x</p>' }] }],
    ],
    [
      'a closing tag that closes nothing, dropped',
      `a${PLACEHOLDER_CLOSING}b`,
      [
        { kind: 'html', html: 'a' },
        { kind: 'html', html: 'b' },
      ],
    ],
    [
      'props that are not an object, as none',
      '<lectern-component data-name="X" data-props="[1]"></lectern-component><lectern-component data-name="Y" data-props="{"></lectern-component>',
      [
        { kind: 'component', name: 'X', props: {}, children: [] },
        { kind: 'component', name: 'Y', props: {}, children: [] },
      ],
    ],
  ])('splits %s', (_case, html, parts) => {
    expect(contentParts(html)).toEqual(parts);
  });
});
