import { describe, expect, it } from 'vitest';
import { TAB_STOP_SELECTOR, tabWrapTarget } from './tab-wrap.js';

describe('tabWrapTarget', () => {
  it.each([
    ['Tab on the last stop wraps to the first', 3, 2, false, 0],
    ['Shift+Tab on the first stop wraps to the last', 3, 0, true, 2],
    ['Tab between stops is the browser’s', 3, 1, false, undefined],
    ['Shift+Tab between stops is the browser’s', 3, 2, true, undefined],
    ['Tab from an element after the last stop (a scroll box) wraps to the first', 3, 2.5, false, 0],
    ['Shift+Tab from an element after the last stop is the browser’s', 3, 2.5, true, undefined],
    ['Tab from the container itself is the browser’s: its next stop is the first', 3, -0.5, false, undefined],
    ['Shift+Tab from the container itself wraps to the last', 3, -0.5, true, 2],
    ['focus outside comes back to the first stop', 3, undefined, false, 0],
    ['focus outside comes back to the last stop with Shift+Tab', 3, undefined, true, 2],
    ['a single stop keeps focus on Tab', 1, 0, false, 0],
    ['a single stop keeps focus on Shift+Tab', 1, 0, true, 0],
    ['no stops: nothing to wrap to', 0, undefined, false, undefined],
  ] as const)('%s', (_name, count, at, backwards, expected) => {
    expect(tabWrapTarget(count, at, backwards)).toBe(expected);
  });
});

describe('TAB_STOP_SELECTOR', () => {
  it('leaves out what is taken out of the Tab order', () => {
    const parts = TAB_STOP_SELECTOR.split(', ');
    expect(parts).toContain('a[href]:not([tabindex^="-"])');
    expect(parts.every((part) => part.endsWith(':not([tabindex^="-"])'))).toBe(true);
  });
});
