import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  assertDataTableHeaders,
  cellText,
  compareValues,
  type DataTableHeader,
  type DataTableItem,
  type DataTableSort,
  type DataTableValue,
  nextSort,
  pageAfterPerPageChange,
  perPageChoices,
  sortItems,
  tablePage,
} from './data-table-rules';

describe('assertDataTableHeaders', () => {
  it('accepts unique keys with allowed alignments', () => {
    const headers: DataTableHeader[] = [
      { key: 'name', title: 'Name' },
      { key: 'size', title: 'Size', align: 'end', sortable: false },
      { key: 'kind', title: 'Kind', align: 'center' },
    ];
    expect(assertDataTableHeaders(headers)).toBe(headers);
  });

  it('accepts no headers', () => {
    expect(assertDataTableHeaders([])).toEqual([]);
  });

  it.each([
    [
      'a repeated key',
      [
        { key: 'name', title: 'Name' },
        { key: 'name', title: 'Also name' },
      ],
      'DataTable: headers[1].key "name" is used by an earlier header',
    ],
    [
      'an unknown alignment',
      [{ key: 'name', title: 'Name', align: 'left' }],
      'DataTable: headers[0].align must be one of start, center, end (got "left")',
    ],
  ])('rejects %s, naming the header', (_case, headers, message) => {
    expect(() => assertDataTableHeaders(headers as DataTableHeader[])).toThrow(message);
  });
});

describe('nextSort', () => {
  it.each<[string, DataTableSort | null, string, DataTableSort | null]>([
    ['an unsorted table sorts ascending', null, 'name', { key: 'name', order: 'asc' }],
    ['ascending turns descending', { key: 'name', order: 'asc' }, 'name', { key: 'name', order: 'desc' }],
    ['descending turns unsorted', { key: 'name', order: 'desc' }, 'name', null],
    ['another column sorts ascending', { key: 'name', order: 'desc' }, 'size', { key: 'size', order: 'asc' }],
  ])('%s', (_case, current, key, next) => {
    expect(nextSort(current, key)).toEqual(next);
  });
});

describe('ariaSort', () => {
  it.each<[DataTableSort | null, string, string | undefined]>([
    [null, 'name', undefined],
    [{ key: 'name', order: 'asc' }, 'name', 'ascending'],
    [{ key: 'name', order: 'desc' }, 'name', 'descending'],
    [{ key: 'size', order: 'asc' }, 'name', undefined],
  ])('with the sort %j, column %s is %s', (sort, key, expected) => {
    expect(ariaSort(sort, key)).toBe(expected);
  });
});

describe('compareValues', () => {
  it.each<[DataTableValue, DataTableValue, '<' | '=' | '>']>([
    [2, 10, '<'],
    [-1, -5, '>'],
    [3.5, 3.5, '='],
    ['apple', 'Banana', '<'],
    ['apple', 'APPLE', '='],
    ['Item 2', 'Item 10', '<'],
    [false, true, '<'],
    [true, true, '='],
    [10, '9', '>'],
  ])('puts %j %s %j', (a, b, order) => {
    const sign = Math.sign(compareValues(a, b));
    expect(sign).toBe({ '<': -1, '=': 0, '>': 1 }[order]);
  });
});

describe('sortItems', () => {
  const items: DataTableItem[] = [
    { name: 'Frozen yoghurt', calories: 159, vegan: false },
    { name: 'eclair', calories: 262, vegan: false },
    { name: 'Cupcake', calories: null, vegan: true },
    { name: 'Donut', calories: 159, vegan: true },
    { name: 'Apple pie', calories: '', vegan: true },
    { name: 'Brownie', calories: 24, vegan: false },
  ];
  const names = (sorted: DataTableItem[]) => sorted.map((item) => item.name);

  it.each<[string, DataTableSort | null, unknown[]]>([
    [
      'no sort, in the items’ own order',
      null,
      ['Frozen yoghurt', 'eclair', 'Cupcake', 'Donut', 'Apple pie', 'Brownie'],
    ],
    [
      'text ascending, ignoring case',
      { key: 'name', order: 'asc' },
      ['Apple pie', 'Brownie', 'Cupcake', 'Donut', 'eclair', 'Frozen yoghurt'],
    ],
    [
      'text descending',
      { key: 'name', order: 'desc' },
      ['Frozen yoghurt', 'eclair', 'Donut', 'Cupcake', 'Brownie', 'Apple pie'],
    ],
    [
      'numbers ascending, equal ones in their own order and empty ones last',
      { key: 'calories', order: 'asc' },
      ['Brownie', 'Frozen yoghurt', 'Donut', 'eclair', 'Cupcake', 'Apple pie'],
    ],
    [
      'numbers descending, empty ones still last',
      { key: 'calories', order: 'desc' },
      ['eclair', 'Frozen yoghurt', 'Donut', 'Brownie', 'Cupcake', 'Apple pie'],
    ],
    [
      'booleans, false first',
      { key: 'vegan', order: 'asc' },
      ['Frozen yoghurt', 'eclair', 'Brownie', 'Cupcake', 'Donut', 'Apple pie'],
    ],
    [
      'a key no item has, in the items’ own order',
      { key: 'missing', order: 'asc' },
      ['Frozen yoghurt', 'eclair', 'Cupcake', 'Donut', 'Apple pie', 'Brownie'],
    ],
  ])('sorts %s', (_case, sort, expected) => {
    expect(names(sortItems(items, sort))).toEqual(expected);
  });

  it('leaves the given list as it was', () => {
    const before = names(items);
    sortItems(items, { key: 'name', order: 'asc' });
    expect(names(items)).toEqual(before);
  });

  it('sorts no items to no items', () => {
    expect(sortItems([], { key: 'name', order: 'asc' })).toEqual([]);
  });
});

describe('tablePage', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ n: count - index }));
  const numbers = (page: { rows: DataTableItem[] }) => page.rows.map((row) => row.n);

  it.each<[string, number, DataTableSort | null, number, number, unknown[], number, number, string]>([
    [
      'the first page, unsorted',
      23,
      null,
      1,
      10,
      [23, 22, 21, 20, 19, 18, 17, 16, 15, 14],
      1,
      3,
      '1–10 of 23',
    ],
    ['the first page, sorted', 23, { key: 'n', order: 'asc' }, 1, 5, [1, 2, 3, 4, 5], 1, 5, '1–5 of 23'],
    ['the last partial page', 23, { key: 'n', order: 'asc' }, 3, 10, [21, 22, 23], 3, 3, '21–23 of 23'],
    [
      'a page past the end, clamped',
      23,
      { key: 'n', order: 'asc' },
      9,
      10,
      [21, 22, 23],
      3,
      3,
      '21–23 of 23',
    ],
    [
      'a page before the start, clamped',
      12,
      { key: 'n', order: 'desc' },
      0,
      5,
      [12, 11, 10, 9, 8],
      1,
      3,
      '1–5 of 12',
    ],
    ['an exact multiple', 10, { key: 'n', order: 'asc' }, 2, 5, [6, 7, 8, 9, 10], 2, 2, '6–10 of 10'],
    ['no items', 0, null, 1, 10, [], 1, 0, '0 of 0'],
  ])('takes %s', (_case, total, sort, page, perPage, expected, shown, count, range) => {
    const result = tablePage(rows(total), sort, page, perPage);
    expect(numbers(result)).toEqual(expected);
    expect(result.page).toBe(shown);
    expect(result.pageCount).toBe(count);
    expect(result.rangeText).toBe(range);
  });

  it.each([0, -1, 2.5])('rejects %d rows per page', (perPage) => {
    expect(() => tablePage(rows(3), null, 1, perPage)).toThrow(RangeError);
  });
});

describe('pageAfterPerPageChange', () => {
  it.each([
    ['the first page stays the first', 1, 10, 25, 1],
    ['row 21 at 10 a page is on page 1 at 25 a page', 3, 10, 25, 1],
    ['row 31 at 10 a page is on page 2 at 25 a page', 4, 10, 25, 2],
    ['row 26 at 25 a page is on page 6 at 5 a page', 2, 25, 5, 6],
    ['the same size keeps the page', 3, 10, 10, 3],
    ['a page below 1 counts as the first', 0, 10, 5, 1],
  ])('keeps the first row in view: %s', (_case, page, perPage, nextPerPage, expected) => {
    expect(pageAfterPerPageChange(page, perPage, nextPerPage)).toBe(expected);
  });
});

describe('perPageChoices', () => {
  it.each([
    [[5, 10, 25, 50], 10, [5, 10, 25, 50]],
    [[5, 10, 25, 50], 12, [5, 10, 12, 25, 50]],
    [[25, 5, 5], 100, [5, 25, 100]],
    [[], 10, [10]],
  ])('offers %j with %d rows per page as %j', (options, current, expected) => {
    expect(perPageChoices(options, current)).toEqual(expected);
  });
});

describe('cellText', () => {
  it.each<[DataTableValue, string]>([
    ['Cupcake', 'Cupcake'],
    [305, '305'],
    [0, '0'],
    [true, 'true'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('writes %j as %j', (value, text) => {
    expect(cellText(value)).toBe(text);
  });
});
