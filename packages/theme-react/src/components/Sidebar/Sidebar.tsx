import { type SidebarBranchItem, sidebarSectionKey } from '@lectern/theme-core';
import { SIDEBAR_ID, SIDEBAR_TREE_ATTRIBUTE } from '@lectern/theme-core/dom';
import { type ReactNode, useEffect, useRef } from 'react';
import { enhanceSidebar, setSidebarOpen } from '../../effects/sidebar';
import { revealActiveLink } from '../../effects/sidebar-place';
import { useOnRouteChange } from '../../hooks/useOnRouteChange';
import { islandLabelText, type Labels } from '../../labels';
import * as styles from './Sidebar.css';
import { SidebarItem } from './SidebarItem';
import { sidebarItemKey } from './sidebar-item-key';

export interface SidebarProps {
  /**
   * The sidebar for this page, as theme-core's `resolveSidebar` gives it, or the page's branch of it
   * (`sidebarBranch`), whose `deferred` sections are drawn closed and filled from `tree`.
   */
  items: SidebarBranchItem[];
  /**
   * The address of the group's whole tree (this component drawn with every item, e.g. on the server):
   * the page's effects fill the `deferred` sections from it once the page has loaded, or at once when
   * the reader opens one. Needed only when `items` is a branch.
   */
  tree?: string | undefined;
  /** The current page's path: its link is marked `aria-current="page"`. */
  currentPath: string;
  /**
   * Slot at the top of the sidebar, above its items: the visitor's pinned pages (`SidebarPins`, which
   * the page's effects script fills). Drawn as given, never re-rendered by the sidebar.
   */
  top?: ReactNode;
  labels?: Labels | undefined;
}

/**
 * The sidebar navigation: groups with headings, collapsible sections nested up to 5 levels, the current
 * page's link marked and scrolled into view. From 960 px it is a column beside the content (sticky under
 * the nav bar, with its own scroll); below, an off-canvas overlay with a backdrop, opened by the local
 * nav bar's Menu button through `data-sidebar-open` on `<html>`. While open as an overlay it holds focus
 * (the rest of the page is inert) and closes on Escape, on the backdrop, on route change and when the
 * viewport grows to 960 px. Transitions stay off for the first 300 ms. The `top` slot (the pinned pages)
 * heads it. Renders nothing without items.
 *
 * The behaviour is `enhanceSidebar` (exported by `@lectern/theme-react`), which needs no React: a site
 * can draw this component on the server only and run that function on the page instead of hydrating it.
 *
 * @example <Sidebar items={resolveSidebar(config.sidebar, path)} currentPath={path} />
 */
export function Sidebar({ items, currentPath, top, labels, tree }: SidebarProps) {
  const sidebarRef = useRef<HTMLElement>(null);
  const backdropRef = useRef<HTMLButtonElement>(null);
  const drawn = items.length > 0;
  useEffect(() => {
    const sidebar = sidebarRef.current;
    if (!drawn || !sidebar) return undefined;
    revealActiveLink(sidebar);
    return enhanceSidebar(sidebar, backdropRef.current);
  }, [drawn]);
  useOnRouteChange(currentPath, () => setSidebarOpen(false));

  if (!drawn) return null;
  return (
    <>
      <button
        ref={backdropRef}
        type="button"
        className={styles.backdrop}
        // Out of the tab order: keyboard users close with Escape; pointer and screen-reader users find it.
        tabIndex={-1}
        aria-label={islandLabelText(labels, 'sidebar.close')}
        data-sidebar-backdrop=""
      />
      <nav
        ref={sidebarRef}
        id={SIDEBAR_ID}
        className={styles.sidebar}
        aria-label={islandLabelText(labels, 'sidebar.label')}
        {...(tree === undefined ? {} : { [SIDEBAR_TREE_ATTRIBUTE]: tree })}
      >
        {top}
        <ul id={`${SIDEBAR_ID}-root`} className={styles.rootList}>
          {items.map((item, index) => (
            <SidebarItem
              key={sidebarItemKey(item)}
              item={item}
              sectionKey={item.key ?? sidebarSectionKey(undefined, index)}
              currentPath={currentPath}
              depth={1}
              labels={labels}
            />
          ))}
        </ul>
      </nav>
    </>
  );
}
