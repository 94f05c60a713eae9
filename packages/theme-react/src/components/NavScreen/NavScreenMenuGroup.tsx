import { isNavItemActive, type NavItem, type NavMatchOptions } from '@lectern/theme-core';
import type { Labels } from '../../labels';
import * as styles from './NavScreen.css';
import { NavScreenMenuLink } from './NavScreenMenuLink';

export interface NavScreenMenuGroupProps {
  /** An item with `items`. */
  item: NavItem;
  currentPath: string;
  /** How links are matched to the current page: the languages' roots and the site's base path. */
  match?: NavMatchOptions | undefined;
  /** A unique id for the group's title. */
  titleId: string;
  labels?: Labels;
}

/** A group of the main menu in the mobile screen: always expanded, a title over its links. */
export function NavScreenMenuGroup({
  item,
  currentPath,
  match = {},
  titleId,
  labels,
}: NavScreenMenuGroupProps) {
  const active = isNavItemActive(item, currentPath, match);
  return (
    <div className={styles.section}>
      <p id={titleId} className={styles.sectionTitle} data-active={active || undefined}>
        {item.text}
      </p>
      <ul className={`${styles.list} ${styles.nestedList}`} aria-labelledby={titleId}>
        {(item.items ?? []).map((child, position) => {
          const childId = `${titleId}-${position}`;
          return (
            <li key={childId}>
              {child.items ? (
                <NavScreenMenuGroup
                  item={child}
                  currentPath={currentPath}
                  match={match}
                  titleId={childId}
                  labels={labels}
                />
              ) : (
                <NavScreenMenuLink item={child} currentPath={currentPath} match={match} labels={labels} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
