import { describe, expect, it } from 'vitest';
import {
  assertMenuLocation,
  focusMoveForKey,
  isTypeaheadKey,
  MENU_LOCATIONS,
  type MenuFocusMove,
  nextFocusIndex,
  normalizeMenuItems,
  typeaheadIndex,
  typeaheadQuery,
} from './menu-rules';

/** Items from a picture: `x` is a disabled item, anything else an enabled one. */
const flags = (picture: string) => [...picture].map((letter) => ({ disabled: letter === 'x' }));

describe('assertMenuLocation', () => {
  it.each(MENU_LOCATIONS)('accepts %s', (location) => {
    expect(assertMenuLocation(location)).toBe(location);
  });

  it.each([['left'], ['right'], ['Bottom'], [''], [undefined], [1]])(
    'rejects %j, naming the prop and the allowed values',
    (location) => {
      expect(() => assertMenuLocation(location)).toThrow(
        `Menu: the "location" prop must be one of top, bottom, start, end (got ${JSON.stringify(location)})`,
      );
    },
  );
});

describe('normalizeMenuItems', () => {
  it('fills in the value and the disabled flag', () => {
    expect(
      normalizeMenuItems([
        'Copy',
        { title: 'Paste', disabled: true },
        { title: 'Delete', value: 'delete' },
        { title: 'Share', value: 'share', disabled: false },
      ]),
    ).toEqual([
      { title: 'Copy', value: 'Copy', disabled: false },
      { title: 'Paste', value: 'Paste', disabled: true },
      { title: 'Delete', value: 'delete', disabled: false },
      { title: 'Share', value: 'share', disabled: false },
    ]);
  });

  it('keeps no items as no items', () => {
    expect(normalizeMenuItems([])).toEqual([]);
  });
});

describe('focusMoveForKey', () => {
  it.each([
    ['ArrowDown', 'next'],
    ['ArrowUp', 'previous'],
    ['Home', 'first'],
    ['End', 'last'],
    ['ArrowLeft', null],
    ['ArrowRight', null],
    ['PageDown', null],
    ['a', null],
  ])('moves %s to %s', (key, move) => {
    expect(focusMoveForKey(key)).toBe(move);
  });
});

describe('nextFocusIndex', () => {
  it.each([
    ['next from the first', '....', 0, 'next', 1],
    ['next from the last, wrapping to the first', '....', 3, 'next', 0],
    ['previous from the first, wrapping to the last', '....', 0, 'previous', 3],
    ['previous from a middle item', '....', 2, 'previous', 1],
    ['next from none to the first', '....', -1, 'next', 0],
    ['previous from none to the last', '....', -1, 'previous', 3],
    ['next from an index past the end, as from none', '....', 9, 'next', 0],
    ['next past a disabled item', '.x..', 0, 'next', 2],
    ['previous past a disabled item', '..x.', 3, 'previous', 1],
    ['next past disabled items at the end, wrapping', '.x.xx', 2, 'next', 0],
    ['previous past disabled items at the start, wrapping', 'xx..', 2, 'previous', 3],
    ['first, skipping disabled items', 'x..x', 2, 'first', 1],
    ['last, skipping disabled items', 'x..x', 1, 'last', 2],
    ['next with one enabled item, staying', 'x.x', 1, 'next', 1],
    ['nowhere when every item is disabled', 'xxx', 0, 'next', -1],
    ['nowhere without items', '', -1, 'first', -1],
  ] satisfies [string, string, number, MenuFocusMove, number][])(
    'moves %s',
    (_case, picture, current, move, expected) => {
      expect(nextFocusIndex(flags(picture), current, move)).toBe(expected);
    },
  );
});

describe('isTypeaheadKey', () => {
  it.each([
    ['a', false, true],
    ['Z', false, true],
    ['3', false, true],
    ['a', true, false],
    [' ', false, false],
    ['Enter', false, false],
    ['ArrowDown', false, false],
  ])('counts %j (modified: %s) as typeahead: %s', (key, modified, expected) => {
    expect(isTypeaheadKey(key, modified)).toBe(expected);
  });
});

describe('typeaheadQuery', () => {
  it.each([
    ['', 'c', 'c'],
    ['', 'C', 'c'],
    ['c', 'o', 'co'],
    ['co', 'P', 'cop'],
    ['c', 'c', 'c'],
    ['cc', 'c', 'c'],
    ['co', 'c', 'coc'],
  ])('after %j and %j searches %j', (previous, key, query) => {
    expect(typeaheadQuery(previous, key)).toBe(query);
  });
});

describe('typeaheadIndex', () => {
  const items = normalizeMenuItems([
    'Copy',
    'Cut',
    { title: 'Crop', disabled: true },
    'Paste',
    ' Clear',
    'Delete',
  ]);

  it.each([
    ['the first match after the focused item', 0, 'c', 1],
    ['past a disabled match', 1, 'c', 4],
    ['a match ignoring leading spaces', 3, 'cl', 4],
    ['around the end, wrapping', 4, 'c', 0],
    ['from no focused item, the first match', -1, 'p', 3],
    ['the focused item while a longer search still matches it', 0, 'co', 0],
    ['the next item a longer search matches', 0, 'cu', 1],
    ['ignoring case', 0, 'DEL', 5],
    ['nowhere for no match', 0, 'z', -1],
    ['nowhere for a disabled item only', 0, 'cr', -1],
    ['nowhere for no search', 0, '', -1],
  ])('lands on %s', (_case, current, query, expected) => {
    expect(typeaheadIndex(items, current, query)).toBe(expected);
  });

  it('lands nowhere without items', () => {
    expect(typeaheadIndex([], -1, 'a')).toBe(-1);
  });
});
