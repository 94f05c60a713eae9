import { isNavItemActive, type NavItem, type NavMatchOptions } from '@lectern/theme-core';
import { useId } from 'react';
import type { Labels } from '../../labels';
import { NavBarDropdown } from './NavBarDropdown';
import { NavBarMenuGroupItems } from './NavBarMenuGroupItems';

export interface NavBarMenuGroupProps {
  /** An item with `items`. */
  item: NavItem;
  currentPath: string;
  /** The home of each language (`/zh-CN/`), active only on that very page. */
  /** How links are matched to the current page: the languages' roots and the site's base path. */
  match?: NavMatchOptions | undefined;
  labels?: Labels;
}

/** A dropdown of the main menu, highlighted while the current page is one of its items. */
export function NavBarMenuGroup({ item, currentPath, match = {}, labels }: NavBarMenuGroupProps) {
  const idPrefix = useId();
  return (
    <NavBarDropdown text={item.text} active={isNavItemActive(item, currentPath, match)}>
      <NavBarMenuGroupItems
        items={item.items ?? []}
        currentPath={currentPath}
        match={match}
        idPrefix={idPrefix}
        labels={labels}
      />
    </NavBarDropdown>
  );
}
