import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageRangeText, pageSlice } from './data-iterator-rules';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('pageCount', () => {
  it.each([
    ['no items', 0, 5, 0],
    ['fewer items than a page', 3, 5, 1],
    ['an exact multiple', 10, 5, 2],
    ['a last partial page', 23, 5, 5],
    ['one item a page', 4, 1, 4],
  ])('counts %s: %d items at %d a page → %d', (_case, total, perPage, count) => {
    expect(pageCount(total, perPage)).toBe(count);
  });

  it.each([0, -5, 2.5, Number.NaN])('rejects %d items per page', (perPage) => {
    expect(() => pageCount(10, perPage)).toThrow(RangeError);
  });
});

describe('clampPage', () => {
  it.each([
    [1, 5, 1],
    [3, 5, 3],
    [0, 5, 1],
    [-2, 5, 1],
    [9, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [4, 0, 1],
  ])('shows page %d of %d as page %d', (page, count, shown) => {
    expect(clampPage(page, count)).toBe(shown);
  });
});

describe('pageSlice', () => {
  it.each([
    ['no items', 0, 1, 5, []],
    ['the first page', 23, 1, 5, [1, 2, 3, 4, 5]],
    ['a middle page', 23, 3, 5, [11, 12, 13, 14, 15]],
    ['the last partial page', 23, 5, 5, [21, 22, 23]],
    ['the last page of an exact multiple', 10, 2, 5, [6, 7, 8, 9, 10]],
    ['a page past the end, clamped to the last', 23, 99, 5, [21, 22, 23]],
    ['a page before the start, clamped to the first', 23, 0, 5, [1, 2, 3, 4, 5]],
  ])('takes %s', (_case, total, page, perPage, expected) => {
    expect(pageSlice(numbers(total), page, perPage)).toEqual(expected);
  });
});

describe('pageRangeText', () => {
  it.each([
    [23, 1, 5, '1–5 of 23'],
    [23, 5, 5, '21–23 of 23'],
    [10, 2, 5, '6–10 of 10'],
    [23, 42, 5, '21–23 of 23'],
    [3, 1, 5, '1–3 of 3'],
    [0, 1, 5, '0 of 0'],
  ])('shows %d items, page %d at %d a page, as %s', (total, page, perPage, text) => {
    expect(pageRangeText(total, page, perPage)).toBe(text);
  });
});
