import { isNavItemActive, type NavItem } from '@lectern/theme-core';
import { useId } from 'react';
import type { Labels } from '../../labels';
import { NavBarDropdown } from './NavBarDropdown';
import { NavBarMenuGroupItems } from './NavBarMenuGroupItems';

export interface NavBarMenuGroupProps {
  /** An item with `items`. */
  item: NavItem;
  currentPath: string;
  /** The home of each language (`/zh-CN/`), active only on that very page. */
  localeRoots?: readonly string[];
  labels?: Labels;
}

/** A dropdown of the main menu, highlighted while the current page is one of its items. */
export function NavBarMenuGroup({ item, currentPath, localeRoots = [], labels }: NavBarMenuGroupProps) {
  const idPrefix = useId();
  return (
    <NavBarDropdown text={item.text} active={isNavItemActive(item, currentPath, { localeRoots })}>
      <NavBarMenuGroupItems
        items={item.items ?? []}
        currentPath={currentPath}
        localeRoots={localeRoots}
        idPrefix={idPrefix}
        labels={labels}
      />
    </NavBarDropdown>
  );
}
