import { describe, expect, it } from 'vitest';
import { horizontalStep, isRightToLeft } from './direction';

describe('isRightToLeft', () => {
  it.each([
    ['rtl', true],
    ['RTL', true],
    ['ltr', false],
    [null, false],
  ])('reads dir=%j as right to left: %s', (dir, expected) => {
    const outer = document.createElement('div');
    if (dir) outer.setAttribute('dir', dir);
    const inner = outer.appendChild(document.createElement('span'));
    expect(isRightToLeft(inner)).toBe(expected);
  });
});

describe('horizontalStep', () => {
  it.each([
    ['ArrowRight', false, 1],
    ['ArrowLeft', false, -1],
    ['ArrowRight', true, -1],
    ['ArrowLeft', true, 1],
    ['ArrowUp', false, 0],
    ['a', true, 0],
  ] as const)('%s (rtl: %s) steps %i', (key, rtl, step) => {
    expect(horizontalStep(key, rtl)).toBe(step);
  });
});
