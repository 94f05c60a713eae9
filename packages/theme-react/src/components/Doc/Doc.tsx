import type { ReactNode } from 'react';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './Doc.css';
import { DocContent } from './DocContent';
import { DocFooter, type DocFooterProps } from './DocFooter';
import { isFilledSlot } from './is-filled-slot';

export interface DocProps {
  /**
   * Slot for the sidebar, rendered as given (in Astro, the site passes the Sidebar island here). Leave
   * it out when the page has no sidebar (`resolveLayout(…).regions.sidebar` is false). From 960 px it is
   * a column before the content; below, the Sidebar component draws itself as an overlay.
   */
  sidebar?: ReactNode;
  /**
   * Slot for the aside, rendered as given inside a labelled `<aside>` (in Astro, the Outline island).
   * Leave it out when the page has no aside (`regions.aside` is false). It shows from 960 px, or from
   * 1280 px beside a sidebar, and is hidden below.
   */
  aside?: ReactNode;
  /** Where the aside sits: after the content (`end`, default) or before it (`start`, `aside: 'left'`). */
  asidePosition?: 'start' | 'end' | undefined;
  /** The aside's accessible name. Default: `outline.onThisPage` ("On this page"). */
  asideLabel?: string | undefined;
  /** Slot for the quickbar (see `Quickbar`), above the content. */
  quickbar?: ReactNode;
  /** Slot for the site's own ad (see `HouseAd`), after the content. */
  ad?: ReactNode;
  /** The data of the doc footer (edit link, last updated, pager); leave it out for no doc footer. */
  docFooter?: Omit<DocFooterProps, 'labels'> | undefined;
  /** The page's rendered markdown. */
  children?: ReactNode;
  labels?: Labels | undefined;
}

/**
 * The doc layout: sidebar, content with readable typography and the doc footer, and the aside. The
 * sidebar and aside are composition slots, so the interactive parts (islands) stay separate from this
 * static frame; `data-has-sidebar` and `data-has-aside` on the root choose the grid.
 *
 * @example
 * // In Astro, named slots reach a React component as props of the same name:
 * // <Doc docFooter={…}><Sidebar slot="sidebar" client:idle … /><Outline slot="aside" client:idle … /><Content /></Doc>
 */
export function Doc({
  sidebar,
  aside,
  asidePosition = 'end',
  asideLabel,
  quickbar,
  ad,
  docFooter,
  children,
  labels,
}: DocProps) {
  const hasSidebar = isFilledSlot(sidebar);
  const hasAside = isFilledSlot(aside);
  return (
    <div
      className={styles.doc}
      data-has-sidebar={hasSidebar || undefined}
      data-has-aside={hasAside || undefined}
      data-aside-position={asidePosition}
    >
      {hasSidebar && <div className={styles.sidebar}>{sidebar}</div>}
      <main id="main-content" tabIndex={-1} className={styles.main} data-pagefind-body="">
        <div className={styles.container}>
          {quickbar}
          <DocContent>{children}</DocContent>
          {ad}
          {docFooter && <DocFooter {...docFooter} labels={labels} />}
        </div>
      </main>
      {hasAside && (
        <aside className={styles.aside} aria-label={asideLabel ?? labelText(labels, 'outline.onThisPage')}>
          <div className={styles.asideInner}>{aside}</div>
        </aside>
      )}
    </div>
  );
}
