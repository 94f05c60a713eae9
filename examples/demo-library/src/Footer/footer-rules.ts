/** The least height of a footer whose height is `auto`, in pixels, from the component rules. */
export const FOOTER_AUTO_HEIGHT = 32;

/** A footer height: `auto` (at least 32 px, growing with its content) or a fixed number of pixels. */
export type FooterHeight = 'auto' | number;

/**
 * The footer's height in pixels: 32 for `auto`, which is then a minimum the content may exceed, or the
 * given number, which is exact. Throws a `RangeError` for a negative or non-finite number.
 */
export function footerHeight(height: FooterHeight): number {
  if (height === 'auto') return FOOTER_AUTO_HEIGHT;
  if (!Number.isFinite(height) || height < 0) {
    throw new RangeError(`Footer height must be 'auto' or a number of pixels of 0 or more (got ${height})`);
  }
  return height;
}
