import type { NavItem, NavMatchOptions } from '@lectern/theme-core';
import type { Labels } from '../../labels';
import * as styles from './NavBarMenuLink.css';
import { NavBarNewTabHint } from './NavBarNewTabHint';
import { navLinkState } from './nav-link-state';

export interface NavBarMenuLinkProps {
  /**
   * The link: its `text`, `link`, `activeMatch` (a pattern that marks it active instead of its path), and
   * `target`/`rel`. Without a `link` the text shows unlinked.
   */
  item: NavItem;
  currentPath: string;
  /** The home of each language (`/zh-CN/`), active only on that very page. */
  /** How links are matched to the current page: the languages' roots and the site's base path. */
  match?: NavMatchOptions | undefined;
  /** Inside a dropdown panel rather than in the bar. */
  nested?: boolean;
  labels?: Labels;
}

/**
 * A link of the main menu. The current page gets `aria-current="page"`; the current section (the page
 * is the link or below it) is highlighted. External links open in a new tab, which is announced.
 */
export function NavBarMenuLink({
  item,
  currentPath,
  match = {},
  nested = false,
  labels,
}: NavBarMenuLinkProps) {
  const state = navLinkState(item, currentPath, match);
  const className = nested ? styles.item : styles.link;
  if (!state) return <span className={className}>{item.text}</span>;
  return (
    <a
      className={className}
      {...state.attributes}
      aria-current={state.current ? 'page' : undefined}
      data-active={state.active || undefined}
    >
      {item.text}
      {state.newTab && <NavBarNewTabHint labels={labels} />}
    </a>
  );
}
