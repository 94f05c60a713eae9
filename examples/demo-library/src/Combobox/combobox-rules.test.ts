import { describe, expect, it } from 'vitest';
import {
  addChip,
  assertHighlightSupported,
  COMBOBOX_MENU_MAX_HEIGHT,
  type ComboboxHighlight,
  filterItems,
  highlightSegments,
  nextActiveIndex,
  toggleChip,
} from './combobox-rules';

const fruits = ['Apple', 'Banana', 'Pineapple', 'Cherry'];

describe('COMBOBOX_MENU_MAX_HEIGHT', () => {
  it('is 310 px', () => {
    expect(COMBOBOX_MENU_MAX_HEIGHT).toBe(310);
  });
});

describe('filterItems', () => {
  it.each([
    ['no text', '', fruits],
    ['only spaces', '   ', fruits],
    ['a part of a word', 'app', ['Apple', 'Pineapple']],
    ['another case', 'BAN', ['Banana']],
    ['surrounding spaces', ' cherry ', ['Cherry']],
    ['text nothing contains', 'kiwi', []],
  ])('keeps the items matching %s', (_case, query, expected) => {
    expect(filterItems(fruits, query)).toEqual(expected);
  });
});

describe('highlightSegments', () => {
  it.each([
    [
      'the first match',
      'Pineapple',
      'apple',
      'first',
      [
        ['Pine', false],
        ['apple', true],
      ],
    ],
    [
      'only the first of several matches',
      'Banana',
      'an',
      'first',
      [
        ['B', false],
        ['an', true],
        ['ana', false],
      ],
    ],
    [
      'a match ignoring case',
      'Apple',
      'aP',
      'first',
      [
        ['Ap', true],
        ['ple', false],
      ],
    ],
    ['a whole match', 'Apple', 'apple', 'first', [['Apple', true]]],
    ['nothing without a match', 'Cherry', 'kiwi', 'first', [['Cherry', false]]],
    ['nothing for no text', 'Cherry', ' ', 'first', [['Cherry', false]]],
    ['nothing with none', 'Apple', 'app', 'none', [['Apple', false]]],
  ] satisfies [string, string, string, ComboboxHighlight, [string, boolean][]][])(
    'marks %s',
    (_case, text, query, mode, expected) => {
      expect(highlightSegments(text, query, mode).map(({ text, match }) => [text, match])).toEqual(expected);
    },
  );

  it('raises the not-implemented error for multiple-match highlighting', () => {
    expect(() => highlightSegments('Banana', 'an', 'all')).toThrow(
      new Error('Highlighting every match is not implemented'),
    );
    expect(() => assertHighlightSupported('all')).toThrow('Highlighting every match is not implemented');
    expect(() => assertHighlightSupported('first')).not.toThrow();
  });
});

describe('nextActiveIndex', () => {
  it.each([
    ['down from none to the first', -1, 4, 1, 0],
    ['up from none to the last', -1, 4, -1, 3],
    ['down to the next', 1, 4, 1, 2],
    ['up to the previous', 1, 4, -1, 0],
    ['down from the last, wrapping to the first', 3, 4, 1, 0],
    ['up from the first, wrapping to the last', 0, 4, -1, 3],
    ['from an index past the end, as from none', 7, 4, 1, 0],
    ['nowhere without options', 0, 0, 1, -1],
  ] satisfies [string, number, number, 1 | -1, number][])('moves %s', (_case, current, count, step, next) => {
    expect(nextActiveIndex(current, count, step)).toBe(next);
  });
});

describe('addChip', () => {
  it.each([
    ['typed text', ['a'], 'b', ['a', 'b']],
    ['trimmed text', [], '  b ', ['b']],
    ['no empty chip', ['a'], '  ', ['a']],
    ['no repeated chip', ['a', 'b'], 'b', ['a', 'b']],
  ])('adds %s', (_case, chips, text, expected) => {
    expect(addChip(chips, text)).toEqual(expected);
  });
});

describe('toggleChip', () => {
  it.each([
    [['a'], 'b', ['a', 'b']],
    [['a', 'b'], 'a', ['b']],
  ])('toggles %j with %s → %j', (chips, item, expected) => {
    expect(toggleChip(chips, item)).toEqual(expected);
  });
});
