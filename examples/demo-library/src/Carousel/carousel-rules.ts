/** Milliseconds between slides when cycling, unless set. */
export const CAROUSEL_INTERVAL = 6000;

/** The carousel's height in pixels, unless set. */
export const CAROUSEL_HEIGHT = 500;

/**
 * The interval, checked: it must be a number of milliseconds greater than 0.
 *
 * @throws {Error} naming the prop, for zero, negative, non-finite or non-numeric values.
 * @example assertCarouselInterval(3000) // 3000
 */
export function assertCarouselInterval(interval: unknown): number {
  if (typeof interval === 'number' && Number.isFinite(interval) && interval > 0) return interval;
  throw new Error(
    `Carousel: the "interval" prop must be a number of milliseconds greater than 0 (got ${JSON.stringify(interval) ?? String(interval)})`,
  );
}

/**
 * A slide index brought into range, wrapping around both ends: after the last comes the first.
 *
 * @example wrapSlide(5, 5) // 0
 */
export function wrapSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * What the live region says about the current slide.
 *
 * @example slideAnnouncement(1, 5) // 'Slide 2 of 5'
 */
export function slideAnnouncement(index: number, count: number): string {
  return `Slide ${index + 1} of ${count}`;
}

/** Everything that decides whether the slides advance on their own. */
export interface AutoplayState {
  /** The `cycle` prop. */
  cycle: boolean;
  /** The number of slides. */
  count: number;
  /** The reader stopped the rotation with the pause button. */
  stopped: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Focus is inside the carousel. */
  focused: boolean;
  /** The reader's system asks for reduced motion. */
  reducedMotion: boolean;
}

/**
 * Whether the slides advance on their own: only when cycling with more than one slide, and never while
 * the reader points at it, works inside it, stopped it or prefers reduced motion.
 */
export function autoplayRuns(state: AutoplayState): boolean {
  return (
    state.cycle &&
    state.count > 1 &&
    !state.stopped &&
    !state.hovered &&
    !state.focused &&
    !state.reducedMotion
  );
}

/**
 * A CSS length from a height prop: numbers are pixels, strings pass through.
 *
 * @example cssLength(500) // '500px'
 */
export function cssLength(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}
