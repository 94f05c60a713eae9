import './Footer.css';
import type { ReactNode } from 'react';
import { type FooterHeight, footerHeight } from './footer-rules';

/** Props of {@link Footer}. */
export interface FooterProps {
  /**
   * `auto` grows with the content from a least height of 32 px; a number is an exact height in pixels.
   * A negative or non-finite number throws a `RangeError`.
   *
   * @minimum 0
   */
  height?: FooterHeight;
  /** Fixes the footer to the bottom of the viewport, across its full inline size. */
  app?: boolean;
  /** Text and links. */
  children?: ReactNode;
}

/**
 * A footer for a page or an application that holds text and links, optionally fixed to the bottom of
 * the viewport.
 *
 * It is a `<footer>`, so it is the page's `contentinfo` landmark unless it sits inside `main` or a
 * sectioning element (article, aside, nav, section).
 *
 * @example <Footer app>© 2026 Example · <a href="/privacy">Privacy</a></Footer>
 */
export function Footer({ height = 'auto', app = false, children }: FooterProps) {
  const pixels = footerHeight(height);
  return (
    <footer
      className={app ? 'ui-footer ui-footer--app' : 'ui-footer'}
      style={height === 'auto' ? { minBlockSize: pixels } : { blockSize: pixels }}
    >
      {children}
    </footer>
  );
}
