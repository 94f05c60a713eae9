import { describe, expect, it } from 'vitest';
import { type ActiveHeadingInput, pickActiveHeading } from './active-heading.js';

const headings = [
  { link: '#install', top: 400 },
  { link: '#configure', top: 1200 },
  { link: '#use', top: 2000 },
];

/** A 3000 px page in an 800 px viewport under a 64 px navigation bar: the bottom is at scrollY 2200. */
const page = (overrides: Partial<ActiveHeadingInput>): ActiveHeadingInput => ({
  headings,
  scrollY: 0,
  viewportHeight: 800,
  documentHeight: 3000,
  offset: 64,
  ...overrides,
});

describe('pickActiveHeading', () => {
  it.each<[string, Partial<ActiveHeadingInput>, string | undefined]>([
    ['no heading is active at the top of the page', { scrollY: 0 }, undefined],
    ['no heading is active less than a pixel from the top', { scrollY: 0.5 }, undefined],
    ['no heading is active before the first one is reached', { scrollY: 200 }, undefined],
    ['a heading is active exactly at the tolerance', { scrollY: 400 - 64 - 4 }, '#install'],
    ['a heading is not active one pixel past the tolerance', { scrollY: 400 - 64 - 5 }, undefined],
    ['a heading is active when it sits right under the navigation bar', { scrollY: 336 }, '#install'],
    ['a heading stays active until the next one is reached', { scrollY: 1000 }, '#install'],
    ['the next heading takes over once reached', { scrollY: 1200 - 64 }, '#configure'],
    ['the last reached heading is active', { scrollY: 2100 }, '#use'],
    [
      'the last heading is active at the bottom of the page',
      { headings: headings.slice(0, 2), scrollY: 2200 },
      '#configure',
    ],
    [
      'the last heading is active within a pixel of the bottom',
      { scrollY: 2199, headings: [...headings, { link: '#faq', top: 2900 }] },
      '#faq',
    ],
    [
      'the bottom rule needs the very bottom',
      { scrollY: 2198, headings: [...headings, { link: '#faq', top: 2900 }] },
      '#use',
    ],
    [
      'a page shorter than the viewport shows the last heading once scrolled',
      { scrollY: 1, documentHeight: 700 },
      '#use',
    ],
    [
      'a page shorter than the viewport shows nothing when not scrolled',
      { scrollY: 0, documentHeight: 700 },
      undefined,
    ],
    ['no heading is active on a page without headings', { headings: [], scrollY: 1000 }, undefined],
    [
      'no heading is active at the bottom of a page without headings',
      { headings: [], scrollY: 2200 },
      undefined,
    ],
    ['a taller navigation bar reaches headings sooner', { scrollY: 300, offset: 100 }, '#install'],
    ['a custom tolerance is respected', { scrollY: 300, tolerance: 36 }, '#install'],
    ['a zero tolerance needs the heading at the line', { scrollY: 335, tolerance: 0 }, undefined],
  ])('%s', (_sentence, overrides, expected) => {
    expect(pickActiveHeading(page(overrides))).toBe(expected);
  });
});
