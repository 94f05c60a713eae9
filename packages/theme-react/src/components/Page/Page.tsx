import type { ReactNode } from 'react';
import type { Labels } from '../../labels';
import * as styles from './Page.css';

export interface PageProps {
  /** The page's content, shown as it is. */
  children?: ReactNode;
  /** Interface texts; the page layout has none of its own, it takes them like every component. */
  labels?: Labels | undefined;
}

/**
 * The page layout: bare content in the main landmark, between the navigation bar and the footer —
 * no sidebar, aside, doc footer or markdown typography. For pages that draw everything themselves.
 */
export function Page({ children }: PageProps) {
  return (
    <main id="main-content" tabIndex={-1} className={styles.page} data-pagefind-body="">
      {children}
    </main>
  );
}
