import type { NavItem, NavMatchOptions } from '@lectern/theme-core';
import type { Labels } from '../../labels';
import * as styles from './NavBarMenuGroup.css';
import { NavBarMenuLink } from './NavBarMenuLink';

export interface NavBarMenuGroupItemsProps {
  items: NavItem[];
  currentPath: string;
  /** How links are matched to the current page: the languages' roots and the site's base path. */
  match?: NavMatchOptions | undefined;
  /** A unique prefix for the ids of section titles. */
  idPrefix: string;
  /** The id of the title naming this list, for a section. */
  labelledBy?: string;
  labels?: Labels;
}

/** The items of a dropdown: links, and titled sections for items that have items of their own. */
export function NavBarMenuGroupItems({
  items,
  currentPath,
  match,
  idPrefix,
  labelledBy,
  labels,
}: NavBarMenuGroupItemsProps) {
  return (
    <ul aria-labelledby={labelledBy}>
      {items.map((item, position) => {
        const titleId = `${idPrefix}-${position}`;
        return (
          <li key={titleId}>
            {item.items ? (
              <div className={styles.section}>
                <p id={titleId} className={styles.sectionTitle}>
                  {item.text}
                </p>
                <NavBarMenuGroupItems
                  items={item.items}
                  currentPath={currentPath}
                  match={match}
                  idPrefix={titleId}
                  labelledBy={titleId}
                  labels={labels}
                />
              </div>
            ) : (
              <NavBarMenuLink item={item} currentPath={currentPath} match={match} nested labels={labels} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
