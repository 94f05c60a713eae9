import { describe, expect, it } from 'vitest';
import {
  assertBottomNavigationMode,
  type BottomNavigationDensity,
  bottomNavigationHeight,
  movedIndex,
  showsLabel,
} from './bottom-navigation-rules';

describe('bottomNavigationHeight', () => {
  it.each([
    ['default', 56],
    ['comfortable', 48],
    ['compact', 40],
  ] as const)('is %s: %i px', (density, height) => {
    expect(bottomNavigationHeight(density)).toBe(height);
  });

  it('is 56 px when no density is given', () => {
    expect(bottomNavigationHeight()).toBe(56);
  });

  it('rejects an unknown density', () => {
    expect(() => bottomNavigationHeight('tight' as BottomNavigationDensity)).toThrow(
      'BottomNavigation: the "density" prop must be one of default, comfortable, compact (got "tight")',
    );
  });
});

describe('assertBottomNavigationMode', () => {
  it.each([['horizontal'], ['shift'], [undefined]])('accepts %j', (mode) => {
    expect(assertBottomNavigationMode(mode)).toBe(mode);
  });

  it('rejects an unknown mode', () => {
    expect(() => assertBottomNavigationMode('grow')).toThrow(
      'BottomNavigation: the "mode" prop must be one of horizontal, shift (got "grow")',
    );
  });
});

describe('showsLabel', () => {
  it.each([
    [undefined, false, true],
    ['horizontal', false, true],
    ['shift', true, true],
    ['shift', false, false],
  ] as const)('mode %j, active %s: label shown %s', (mode, active, shown) => {
    expect(showsLabel(mode, active)).toBe(shown);
  });
});

describe('movedIndex', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, 'first', 3, 0],
    [0, 'last', 3, 2],
  ] as const)('from %i by %j of %i items lands on %i', (current, step, count, expected) => {
    expect(movedIndex(current, step, count)).toBe(expected);
  });
});
