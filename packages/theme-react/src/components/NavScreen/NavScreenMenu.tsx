import type { NavItem, NavMatchOptions } from '@lectern/theme-core';
import { useId } from 'react';
import { islandLabelText, type Labels } from '../../labels';
import * as styles from './NavScreen.css';
import { NavScreenMenuGroup } from './NavScreenMenuGroup';
import { NavScreenMenuLink } from './NavScreenMenuLink';

export interface NavScreenMenuProps {
  nav: NavItem[];
  currentPath: string;
  /** How links are matched to the current page: the languages' roots and the site's base path. */
  match?: NavMatchOptions | undefined;
  labels?: Labels;
}

/** The main menu in the mobile screen, its groups expanded as titled sections. */
export function NavScreenMenu({ nav, currentPath, match, labels }: NavScreenMenuProps) {
  const idPrefix = useId();
  if (nav.length === 0) return null;
  return (
    <nav aria-label={islandLabelText(labels, 'nav.mainNavigation')}>
      <ul className={styles.list}>
        {nav.map((item, position) => {
          const titleId = `${idPrefix}-${position}`;
          return (
            <li key={titleId}>
              {item.items ? (
                <NavScreenMenuGroup
                  item={item}
                  currentPath={currentPath}
                  match={match}
                  titleId={titleId}
                  labels={labels}
                />
              ) : (
                <NavScreenMenuLink item={item} currentPath={currentPath} match={match} labels={labels} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
