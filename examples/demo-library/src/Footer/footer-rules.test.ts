import { describe, expect, it } from 'vitest';
import { FOOTER_AUTO_HEIGHT, footerHeight } from './footer-rules';

describe('footerHeight', () => {
  it.each([
    ['auto', 32],
    [0, 0],
    [48, 48],
    [12.5, 12.5],
  ] as const)('gives %j as %d px', (height, pixels) => {
    expect(footerHeight(height)).toBe(pixels);
  });

  it('keeps the auto height at 32', () => {
    expect(FOOTER_AUTO_HEIGHT).toBe(32);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (height) => {
    expect(() => footerHeight(height)).toThrow(RangeError);
  });
});
