import { describe, expect, it } from 'vitest';
import {
  sparklineAreaPath,
  sparklineBars,
  sparklinePath,
  sparklinePoints,
  sparklineSummary,
} from './sparkline-rules';

const xy = (points: { x: number; y: number }[]) => points.map(({ x, y }) => [x, y]);

describe('sparklinePoints', () => {
  it.each([
    ['no values', [], 100, 50, 0, []],
    ['one value, centred', [4], 100, 50, 0, [[50, 25]]],
    [
      'two values, start bottom to end top',
      [0, 10],
      100,
      50,
      0,
      [
        [0, 50],
        [100, 0],
      ],
    ],
    [
      'all equal values, flat through the middle',
      [3, 3, 3],
      100,
      50,
      0,
      [
        [0, 25],
        [50, 25],
        [100, 25],
      ],
    ],
    [
      'negative values',
      [-5, 0, 5],
      100,
      50,
      0,
      [
        [0, 50],
        [50, 25],
        [100, 0],
      ],
    ],
    [
      'only negative values',
      [-10, -20],
      100,
      50,
      0,
      [
        [0, 0],
        [100, 50],
      ],
    ],
    [
      'padding on every side',
      [0, 10],
      100,
      50,
      10,
      [
        [10, 40],
        [90, 10],
      ],
    ],
    ['padding with one value stays centred', [7], 300, 75, 8, [[150, 37.5]]],
  ])('places %s', (_case, values, width, height, padding, expected) => {
    expect(xy(sparklinePoints(values, width, height, padding))).toEqual(expected);
  });

  it('keeps each value with its point', () => {
    expect(sparklinePoints([2, 9], 100, 50, 0).map((point) => point.value)).toEqual([2, 9]);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('rejects %s', (bad) => {
    expect(() => sparklinePoints([1, bad], 100, 50, 0)).toThrow(RangeError);
  });
});

describe('sparklineBars', () => {
  const boxes = (values: number[]) =>
    sparklineBars(values, 100, 50, 0).map(({ x, y, width, height }) => [x, y, width, height]);

  it.each([
    ['no values', [], []],
    [
      'positive values from the zero line',
      [1, 2],
      [
        [5, 25, 40, 25],
        [55, 0, 40, 50],
      ],
    ],
    [
      'negative values hang below zero',
      [-1, 1],
      [
        [5, 25, 40, 25],
        [55, 0, 40, 25],
      ],
    ],
    [
      'all zero values as flat bars',
      [0, 0],
      [
        [5, 25, 40, 0],
        [55, 25, 40, 0],
      ],
    ],
  ])('lays out %s', (_case, values, expected) => {
    expect(boxes(values)).toEqual(expected);
  });
});

describe('sparklinePath', () => {
  const points = sparklinePoints([0, 10, 0], 100, 50, 0);

  it.each([
    ['nothing for no points', [], false, ''],
    ['a move for one point', sparklinePoints([1], 100, 50, 0), false, 'M50 25'],
    ['straight segments', points, false, 'M0 50 L50 0 L100 50'],
    ['curves through midpoints when smooth', points, true, 'M0 50 Q50 0 75 25 L100 50'],
  ])('draws %s', (_case, input, smooth, expected) => {
    expect(sparklinePath(input, smooth)).toBe(expected);
  });

  it('closes the area down to the baseline', () => {
    expect(sparklineAreaPath(points, false, 50)).toBe('M0 50 L50 0 L100 50 L100 50 L0 50 Z');
    expect(sparklineAreaPath([], false, 50)).toBe('');
  });
});

describe('sparklineSummary', () => {
  it.each([
    [[], 'line', 'Trend of no values'],
    [[4], 'line', 'Trend of 1 value: 4'],
    [[1, 4, 10, 2, 6, 3, 5], 'line', 'Trend of 7 values from 1 to 10'],
    [[-3, 2], 'bar', 'Bar chart of 2 values from -3 to 2'],
  ] as const)('summarises %j as a %s', (values, type, expected) => {
    expect(sparklineSummary(values, type)).toBe(expected);
  });
});
