import { describe, expect, it } from 'vitest';
import { FONT_SIZES, LAYERS, LINE_HEIGHTS, MOTION, SPACE } from './tokens.js';

describe('FONT_SIZES', () => {
  it('is a scale in rem, smallest first, with no size twice', () => {
    const sizes = Object.values(FONT_SIZES).map((size) => {
      expect(size).toMatch(/^\d+(\.\d+)?rem$/);
      return Number.parseFloat(size);
    });
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(sizes.length);
  });
});

describe('LAYERS', () => {
  it('stacks lowest first, no two layers at one height', () => {
    const heights = Object.values(LAYERS);
    expect(heights).toEqual([...heights].sort((a, b) => a - b));
    expect(new Set(heights).size).toBe(heights.length);
  });

  it('puts the overlay sidebar over its backdrop, both over the bars, and the skip link over all', () => {
    expect(LAYERS.drawer).toBeGreaterThan(LAYERS.backdrop);
    expect(LAYERS.backdrop).toBeGreaterThan(LAYERS.navBar);
    expect(LAYERS.navBar).toBeGreaterThan(LAYERS.localNav);
    expect(Math.max(...Object.values(LAYERS))).toBe(LAYERS.skipLink);
  });
});

/** The numbers of a scale of `value + unit` strings, after checking each has that unit. */
function amounts(scale: Readonly<Record<string, string>>, unit: RegExp): number[] {
  return Object.values(scale).map((value) => {
    expect(value).toMatch(unit);
    return Number.parseFloat(value);
  });
}

function expectAscending(values: readonly number[]) {
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(new Set(values).size).toBe(values.length);
}

describe('SPACE', () => {
  it('is a scale in whole pixels, smallest first, with no distance twice', () => {
    expectAscending(amounts(SPACE, /^\d+px$/));
  });

  it('steps by 4 px, but for the half step of a list row', () => {
    const offGrid = Object.entries(SPACE).filter(([, value]) => Number.parseFloat(value) % 4 !== 0);
    expect(offGrid).toEqual([['xsmall', '6px']]);
  });
});

describe('LINE_HEIGHTS', () => {
  it('are unitless factors from 1 up, tightest first, no height twice', () => {
    const heights = Object.values(LINE_HEIGHTS);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(1);
    expectAscending(heights);
    expect(LINE_HEIGHTS.none).toBe(1);
  });
});

describe('MOTION', () => {
  it('are durations in milliseconds, shortest first, none longer than a third of a second', () => {
    const durations = amounts(MOTION, /^\d+ms$/);
    expectAscending(durations);
    expect(Math.max(...durations)).toBeLessThanOrEqual(333);
  });
});
