/** Number of stars when `length` is not given, from the component rules. */
export const RATING_LENGTH = 5;

export type RatingDirection = 'ltr' | 'rtl';

export interface RatingScale {
  /** Number of stars. */
  length: number;
  /** Whether half stars can be chosen. */
  half: boolean;
}

export interface RatingKeyOptions extends RatingScale {
  /** Whether the rating can go back to 0 (no stars). */
  clearable: boolean;
  /** Left and right arrows swap meaning in right-to-left text. */
  direction: RatingDirection;
}

/** The smallest change in value: half a star or a whole star. */
export function ratingStep(half: boolean): number {
  return half ? 0.5 : 1;
}

/**
 * Every value a star (or half star) stands for, lowest first: 1 to `length`, or 0.5 to `length` in
 * halves. Throws a `RangeError` when `length` is not a whole number of 1 or more.
 */
export function ratingOptions({ length, half }: RatingScale): number[] {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`Rating length must be a whole number of 1 or more (got ${length})`);
  }
  const step = ratingStep(half);
  return Array.from({ length: length / step }, (_, index) => (index + 1) * step);
}

/** A value as shown: rounded down to the step and kept between 0 and `length`; not a number is 0. */
export function normaliseRating(value: number, { length, half }: RatingScale): number {
  if (!Number.isFinite(value)) return 0;
  const step = ratingStep(half);
  return Math.min(length, Math.max(0, Math.floor(value / step) * step));
}

/**
 * The value after a key press, or `null` for a key the rating does not handle. Up and the arrow pointing
 * along the text (right in left-to-right text) add a step; down and the other arrow take one away, down
 * to 0 only when `clearable`. Home goes to the first star (or half star), End to the last.
 */
export function keyedRating(value: number, key: string, options: RatingKeyOptions): number | null {
  const step = ratingStep(options.half);
  const lowest = options.clearable ? 0 : step;
  const forward = options.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = options.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case 'ArrowUp':
    case forward:
      return Math.min(options.length, value + step);
    case 'ArrowDown':
    case backward:
      return Math.max(lowest, value - step);
    case 'Home':
      return step;
    case 'End':
      return options.length;
    default:
      return null;
  }
}

/** The value after choosing a star: that star, or 0 when it is already chosen and the rating is clearable. */
export function pressedRating(value: number, pressed: number, clearable: boolean): number {
  return clearable && pressed === value ? 0 : pressed;
}

/** How much of star number `star` (1-based) is filled for a value. */
export function starFill(star: number, value: number): 'full' | 'half' | 'empty' {
  if (value >= star) return 'full';
  if (value >= star - 0.5) return 'half';
  return 'empty';
}

/** The accessible name of the radio for a value, e.g. "3 of 5 stars". */
export function ratingLabel(value: number, length: number): string {
  return `${value} of ${length} stars`;
}
