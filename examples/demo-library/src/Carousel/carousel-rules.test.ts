import { describe, expect, it } from 'vitest';
import {
  type AutoplayState,
  assertCarouselInterval,
  autoplayRuns,
  cssLength,
  slideAnnouncement,
  wrapSlide,
} from './carousel-rules';

describe('assertCarouselInterval', () => {
  it.each([1, 6000, 0.5])('accepts %j', (interval) => {
    expect(assertCarouselInterval(interval)).toBe(interval);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, '6000', undefined])(
    'rejects %j, naming the prop',
    (interval) => {
      expect(() => assertCarouselInterval(interval)).toThrow(
        'Carousel: the "interval" prop must be a number of milliseconds greater than 0',
      );
    },
  );
});

describe('wrapSlide', () => {
  it.each([
    [0, 5, 0],
    [4, 5, 4],
    [5, 5, 0],
    [-1, 5, 4],
    [11, 5, 1],
    [3, 0, 0],
  ])('brings %i into %i slides as %i', (index, count, expected) => {
    expect(wrapSlide(index, count)).toBe(expected);
  });
});

describe('slideAnnouncement', () => {
  it.each([
    [0, 5, 'Slide 1 of 5'],
    [1, 5, 'Slide 2 of 5'],
    [4, 5, 'Slide 5 of 5'],
  ])('says slide %i of %i as %j', (index, count, text) => {
    expect(slideAnnouncement(index, count)).toBe(text);
  });
});

describe('autoplayRuns', () => {
  const running: AutoplayState = {
    cycle: true,
    count: 3,
    stopped: false,
    hovered: false,
    focused: false,
    reducedMotion: false,
  };

  it('runs when cycling through several slides undisturbed', () => {
    expect(autoplayRuns(running)).toBe(true);
  });

  it.each<[string, Partial<AutoplayState>]>([
    ['not cycling', { cycle: false }],
    ['with one slide', { count: 1 }],
    ['when stopped', { stopped: true }],
    ['on hover', { hovered: true }],
    ['with focus inside', { focused: true }],
    ['when reduced motion is preferred', { reducedMotion: true }],
  ])('pauses %s', (_, change) => {
    expect(autoplayRuns({ ...running, ...change })).toBe(false);
  });
});

describe('cssLength', () => {
  it.each([
    [500, '500px'],
    ['50vh', '50vh'],
  ])('writes %j as %j', (value, length) => {
    expect(cssLength(value)).toBe(length);
  });
});
