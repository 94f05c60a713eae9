import { describe, expect, it } from 'vitest';
import { FONT_SIZES, LAYERS } from './tokens.js';

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
