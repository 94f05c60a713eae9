import type { NavItem, NavMatchOptions } from '@lectern/theme-core';
import type { Labels } from '../../labels';
import { NavBarNewTabHint } from '../NavBar/NavBarNewTabHint';
import { navLinkState } from '../NavBar/nav-link-state';
import * as styles from './NavScreen.css';

export interface NavScreenMenuLinkProps {
  item: NavItem;
  currentPath: string;
  /** How links are matched to the current page: the languages' roots and the site's base path. */
  match?: NavMatchOptions | undefined;
  labels?: Labels;
}

/** A link of the mobile menu: `aria-current="page"` on the current page, the current section highlighted. */
export function NavScreenMenuLink({ item, currentPath, match = {}, labels }: NavScreenMenuLinkProps) {
  const state = navLinkState(item, currentPath, match);
  if (!state) return <span className={styles.link}>{item.text}</span>;
  return (
    <a
      className={styles.link}
      {...state.attributes}
      aria-current={state.current ? 'page' : undefined}
      data-active={state.active || undefined}
    >
      {item.text}
      {state.newTab && <NavBarNewTabHint labels={labels} />}
    </a>
  );
}
