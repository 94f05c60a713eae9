import type { ComponentType, ReactNode } from 'react';
import { isFilledSlot } from '../Doc/is-filled-slot';
import * as styles from './LayoutCustom.css';

/** A site's own layout: it receives the page's content as `children`. */
export type CustomLayout = ComponentType<{ children?: ReactNode }>;

export interface LayoutCustomProps {
  /** The site's layout component, picked by the page's `layout` name. */
  component: CustomLayout;
  /** Slot for the sidebar (custom layouts keep it); leave it out for none. */
  sidebar?: ReactNode;
  /** The page's content, handed to the custom layout. */
  children?: ReactNode;
}

/**
 * Frames a custom named layout: the sidebar slot (a column from 960 px) and the main landmark the skip
 * link targets; inside it, the custom layout draws the rest.
 */
export function LayoutCustom({ component: Custom, sidebar, children }: LayoutCustomProps) {
  const hasSidebar = isFilledSlot(sidebar);
  return (
    <div className={styles.custom} data-has-sidebar={hasSidebar || undefined}>
      {hasSidebar && <div className={styles.sidebar}>{sidebar}</div>}
      <main id="main-content" tabIndex={-1} className={styles.main} data-pagefind-body="">
        <Custom>{children}</Custom>
      </main>
    </div>
  );
}
