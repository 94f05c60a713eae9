import type { NavItem, NavMatchOptions } from '@lectern/theme-core';
import { islandLabelText, type Labels } from '../../labels';
import * as styles from './NavBarMenu.css';
import { NavBarMenuGroup } from './NavBarMenuGroup';
import { NavBarMenuLink } from './NavBarMenuLink';

export interface NavBarMenuProps {
  /** The items of the menu: links, and groups (items with `items`) shown as dropdowns. Empty: no menu. */
  nav: NavItem[];
  currentPath: string;
  /** The home of each language (`/zh-CN/`), active only on that very page. */
  /** How links are matched to the current page: the languages' roots and the site's base path. */
  match?: NavMatchOptions | undefined;
  labels?: Labels;
}

/** The main menu of the bar: links and dropdown groups, in a navigation landmark. */
export function NavBarMenu({ nav, currentPath, match, labels }: NavBarMenuProps) {
  if (nav.length === 0) return null;
  return (
    <nav aria-label={islandLabelText(labels, 'nav.mainNavigation')}>
      <ul className={styles.list}>
        {nav.map((item) => (
          <li key={`${item.text}|${item.link ?? ''}`}>
            {item.items ? (
              <NavBarMenuGroup item={item} currentPath={currentPath} match={match} labels={labels} />
            ) : (
              <NavBarMenuLink item={item} currentPath={currentPath} match={match} labels={labels} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
