import { describe, expect, it } from 'vitest';
import {
  keyedRating,
  normaliseRating,
  pressedRating,
  type RatingKeyOptions,
  ratingLabel,
  ratingOptions,
  starFill,
} from './rating-rules';

describe('ratingOptions', () => {
  it.each([
    [{ length: 5, half: false }, [1, 2, 3, 4, 5]],
    [{ length: 3, half: true }, [0.5, 1, 1.5, 2, 2.5, 3]],
    [{ length: 1, half: false }, [1]],
  ])('offers %j as %j', (scale, options) => {
    expect(ratingOptions(scale)).toEqual(options);
  });

  it.each([0, -1, 2.5, Number.NaN])('rejects a length of %d', (length) => {
    expect(() => ratingOptions({ length, half: false })).toThrow(RangeError);
  });
});

describe('normaliseRating', () => {
  it.each([
    [3, false, 3],
    [3.7, false, 3],
    [3.7, true, 3.5],
    [9, false, 5],
    [-2, false, 0],
    [Number.NaN, false, 0],
  ])('shows %d (halves %j) as %d', (value, half, shown) => {
    expect(normaliseRating(value, { length: 5, half })).toBe(shown);
  });
});

describe('keyedRating', () => {
  const whole: RatingKeyOptions = { length: 5, half: false, clearable: false, direction: 'ltr' };

  it.each([
    ['ArrowRight adds a star', 3, 'ArrowRight', whole, 4],
    ['ArrowUp adds a star', 3, 'ArrowUp', whole, 4],
    ['ArrowLeft takes one away', 3, 'ArrowLeft', whole, 2],
    ['ArrowDown takes one away', 3, 'ArrowDown', whole, 2],
    ['adding stops at the last star', 5, 'ArrowRight', whole, 5],
    ['taking away stops at one star', 1, 'ArrowLeft', whole, 1],
    ['taking away reaches 0 when clearable', 1, 'ArrowDown', { ...whole, clearable: true }, 0],
    ['adding from no rating gives one star', 0, 'ArrowRight', whole, 1],
    ['Home goes to the first star', 4, 'Home', whole, 1],
    ['End goes to the last star', 2, 'End', whole, 5],
    ['halves add half a star', 2, 'ArrowRight', { ...whole, half: true }, 2.5],
    ['Home goes to half a star with halves', 3, 'Home', { ...whole, half: true }, 0.5],
    ['ArrowLeft adds a star in right-to-left text', 3, 'ArrowLeft', { ...whole, direction: 'rtl' }, 4],
    ['ArrowRight takes one away in right-to-left text', 3, 'ArrowRight', { ...whole, direction: 'rtl' }, 2],
    ['other keys are not handled', 3, 'a', whole, null],
  ] satisfies [string, number, string, RatingKeyOptions, number | null][])(
    '%s',
    (_case, value, key, options, next) => {
      expect(keyedRating(value, key, options)).toBe(next);
    },
  );
});

describe('pressedRating', () => {
  it.each([
    [2, 4, false, 4],
    [4, 4, false, 4],
    [4, 4, true, 0],
    [2, 4, true, 4],
  ])('from %d, pressing %d (clearable %j) gives %d', (value, pressed, clearable, next) => {
    expect(pressedRating(value, pressed, clearable)).toBe(next);
  });
});

describe('starFill', () => {
  it.each([
    [1, 3, 'full'],
    [3, 3, 'full'],
    [3, 2.5, 'half'],
    [4, 2.5, 'empty'],
    [1, 0, 'empty'],
  ])('fills star %d for %d: %s', (star, value, fill) => {
    expect(starFill(star, value)).toBe(fill);
  });
});

describe('ratingLabel', () => {
  it.each([
    [3, 5, '3 of 5 stars'],
    [2.5, 5, '2.5 of 5 stars'],
    [1, 10, '1 of 10 stars'],
  ])('names %d of %d as %s', (value, length, label) => {
    expect(ratingLabel(value, length)).toBe(label);
  });
});
