import type { ReactNode } from 'react';
import * as styles from './Page.css';

export interface PageFrameProps {
  /** What the page shows inside the frame. */
  children?: ReactNode;
}

/**
 * The frame most pages of the `page` layout want around their content, since that layout styles nothing:
 * centred, up to 1152 px wide, with room at the top and bottom and the bar's side margins (24 px, 48 px
 * from 768 px).
 *
 * @example <Page><PageFrame><h1>Account</h1>…</PageFrame></Page>
 */
export function PageFrame({ children }: PageFrameProps) {
  return <div className={styles.frame}>{children}</div>;
}
