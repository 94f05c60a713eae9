import { type OutlineHeader, outlineTitle } from '@lectern/theme-core';
import type { Labels } from '../../labels';
import * as styles from './LocalNav.css';
import { LocalNavMenuButton } from './LocalNavMenuButton';
import { LocalNavOutlineDropdown } from './LocalNavOutlineDropdown';

export interface LocalNavProps {
  /** The page's outline; the dropdown is left out when it is empty. */
  headers: OutlineHeader[];
  /** The page has a sidebar: the bar shows the Menu button that opens it. */
  hasSidebar: boolean;
  /** The dropdown's title; default the `outline.onThisPage` text ("On this page"). */
  outlineTitle?: string | undefined;
  labels?: Labels | undefined;
  /** The current page: the dropdown closes when it changes. */
  currentPath: string;
}

/**
 * The bar under the nav bar on narrow screens: the Menu button that opens the sidebar (hidden from
 * 960 px, where the sidebar is a column) and the outline dropdown (hidden where the aside shows the
 * outline: from 1280 px beside a sidebar, else from 960 px). Renders nothing when it has neither.
 *
 * @example <LocalNav headers={outline} hasSidebar currentPath={path} />
 */
export function LocalNav({ headers, hasSidebar, outlineTitle: title, labels, currentPath }: LocalNavProps) {
  const hasOutline = headers.length > 0;
  if (!hasSidebar && !hasOutline) return null;
  const outlineHiddenWhere = hasSidebar
    ? styles.hiddenWhere.asideShowsBesideSidebar
    : styles.hiddenWhere.sidebarShows;
  const barHiddenWhere = hasOutline ? outlineHiddenWhere : styles.hiddenWhere.sidebarShows;
  return (
    <div className={`${styles.localNav} ${barHiddenWhere}`}>
      {hasSidebar && <LocalNavMenuButton labels={labels} className={styles.hiddenWhere.sidebarShows} />}
      {hasOutline && (
        <LocalNavOutlineDropdown
          headers={headers}
          title={title ?? outlineTitle(undefined, labels)}
          currentPath={currentPath}
          labels={labels}
          className={outlineHiddenWhere}
        />
      )}
    </div>
  );
}
