import { OUTLINE_ACTIVE_TOLERANCE_PX } from './constants.js';

/** A heading of the outline as measured by the caller. */
export interface MeasuredHeading {
  /** The heading's in-page link, e.g. `#install`. */
  link: string;
  /** The heading's top edge, in CSS pixels from the top of the document. */
  top: number;
}

/** What {@link pickActiveHeading} needs to know about the page and its scroll position. */
export interface ActiveHeadingInput {
  /** The outline's headings in document order, so with ascending tops. */
  headings: readonly MeasuredHeading[];
  /** How far the page is scrolled, in CSS pixels (`window.scrollY`). */
  scrollY: number;
  /** The viewport's height (`window.innerHeight`). */
  viewportHeight: number;
  /** The document's full height (`document.body.offsetHeight`). */
  documentHeight: number;
  /** Height covered at the top of the viewport by the navigation bar and other sticky bars. */
  offset: number;
  /** A heading counts as reached when its top is at most this far below the offset line. Default: 4. */
  tolerance?: number;
}

/**
 * Decides which outline heading is active while the page scrolls. None at the top of the page; the last
 * heading at the bottom of the page (even if it never reaches the top); otherwise the last heading whose
 * top has reached the line below the sticky bars (`scrollY + offset`), within `tolerance` pixels; none
 * while no heading has reached it yet.
 *
 * @example
 * pickActiveHeading({
 *   headings: [{ link: '#install', top: 400 }, { link: '#use', top: 1200 }],
 *   scrollY: 350, viewportHeight: 800, documentHeight: 3000, offset: 64,
 * }) // '#install'
 */
export function pickActiveHeading({
  headings,
  scrollY,
  viewportHeight,
  documentHeight,
  offset,
  tolerance = OUTLINE_ACTIVE_TOLERANCE_PX,
}: ActiveHeadingInput): string | undefined {
  if (scrollY < 1) return undefined;
  if (scrollY + viewportHeight >= documentHeight - 1) return headings.at(-1)?.link;
  const line = scrollY + offset + tolerance;
  let active: string | undefined;
  for (const heading of headings) {
    if (heading.top > line) break;
    active = heading.link;
  }
  return active;
}
