import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './tab-navigation.js';

describe('nextTabIndex', () => {
  it.each([
    ['ArrowRight', 0, 3, 'ltr', 1],
    ['ArrowRight', 2, 3, 'ltr', 0],
    ['ArrowLeft', 0, 3, 'ltr', 2],
    ['ArrowLeft', 2, 3, 'ltr', 1],
    ['ArrowLeft', 0, 3, 'rtl', 1],
    ['ArrowRight', 0, 3, 'rtl', 2],
    ['Home', 2, 3, 'ltr', 0],
    ['End', 0, 3, 'rtl', 2],
    ['ArrowRight', 0, 1, 'ltr', 0],
    ['ArrowDown', 0, 3, 'ltr', undefined],
    ['Enter', 1, 3, 'ltr', undefined],
    ['ArrowRight', 0, 0, 'ltr', undefined],
  ])('%s from tab %i of %i (%s) goes to %s', (key, current, count, direction, expected) => {
    expect(nextTabIndex(key, current, count, direction)).toBe(expected);
  });

  it('reads left to right by default', () => {
    expect(nextTabIndex('ArrowRight', 0, 2)).toBe(1);
  });
});
