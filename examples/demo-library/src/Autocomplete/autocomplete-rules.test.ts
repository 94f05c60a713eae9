import { describe, expect, it } from 'vitest';
import { filterItems, menuQuery, nextActive, normalizeItems } from './autocomplete-rules';

const fruit = normalizeItems([
  'Apple',
  'Banana',
  'Cherry',
  'Mango',
  { title: 'Blood orange', value: 'blood-orange' },
]);
const titles = (query: string) => filterItems(fruit, query).map((item) => item.title);

describe('normalizeItems', () => {
  it('turns strings into items and keeps items', () => {
    expect(normalizeItems(['Kiwi', { title: 'Lime', value: 'lime' }])).toEqual([
      { title: 'Kiwi', value: 'Kiwi' },
      { title: 'Lime', value: 'lime' },
    ]);
  });
});

describe('filterItems', () => {
  it.each([
    ['', ['Apple', 'Banana', 'Cherry', 'Mango', 'Blood orange']],
    ['   ', ['Apple', 'Banana', 'Cherry', 'Mango', 'Blood orange']],
    ['an', ['Banana', 'Mango', 'Blood orange']],
    ['AN', ['Banana', 'Mango', 'Blood orange']],
    [' cher ', ['Cherry']],
    ['d o', ['Blood orange']],
    ['xyz', []],
  ])('%j keeps %j', (query, expected) => {
    expect(titles(query)).toEqual(expected);
  });
});

describe('menuQuery', () => {
  it.each([
    ['Apple', 'Apple', ''],
    ['App', 'Apple', 'App'],
    ['App', undefined, 'App'],
  ])('text %j with %j chosen filters by %j', (text, chosen, query) => {
    expect(menuQuery(text, chosen)).toBe(query);
  });
});

describe('nextActive', () => {
  it.each([
    [-1, 'ArrowDown', 3, 0],
    [0, 'ArrowDown', 3, 1],
    [2, 'ArrowDown', 3, 0],
    [-1, 'ArrowUp', 3, 2],
    [0, 'ArrowUp', 3, 2],
    [2, 'ArrowUp', 3, 1],
    [-1, 'ArrowDown', 0, -1],
  ] as const)('from %i, %s among %i goes to %i', (current, key, count, expected) => {
    expect(nextActive(current, key, count)).toBe(expected);
  });
});
