import { describe, expect, it } from 'vitest';
import { featureGridClass } from './feature-grid.js';

describe('featureGridClass', () => {
  it.each([
    [0, undefined],
    [1, undefined],
    [2, 'grid-2'],
    [3, 'grid-3'],
    [4, 'grid-4'],
    [5, 'grid-4'],
    [6, 'grid-6'],
    [7, 'grid-4'],
    [9, 'grid-6'],
    [12, 'grid-6'],
    [-3, undefined],
    [2.5, undefined],
  ])('gives %s features the class %s', (count, expected) => {
    expect(featureGridClass(count)).toBe(expected);
  });
});
