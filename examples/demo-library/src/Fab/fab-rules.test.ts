import { describe, expect, it } from 'vitest';
import { type FabHeightOptions, fabHeight, fabPlacement } from './fab-rules';

describe('fabHeight', () => {
  it.each([
    ['no options', undefined, 56],
    ['the default size', { size: 'default' }, 56],
    ['the large size: 56 plus 24', { size: 'large' }, 80],
  ] satisfies [string, FabHeightOptions | undefined, number][])('is %s → %d', (_case, options, height) => {
    expect(fabHeight(options)).toBe(height);
  });
});

describe('fabPlacement', () => {
  it.each([
    [undefined, false, null],
    [undefined, true, 'bottom-end'],
    ['top-start', false, 'top-start'],
    ['bottom-start', true, 'bottom-start'],
  ] as const)('puts location %j (app %j) at %j', (location, app, placement) => {
    expect(fabPlacement(location, app)).toBe(placement);
  });
});
