import { type ResolvedSidebarItem, sidebarItemState } from '@lectern/theme-core';
import type { Labels } from '../../labels';
import { SidebarGroup } from './SidebarGroup';
import { SidebarLink } from './SidebarLink';

export interface SidebarItemProps {
  /** The entry, its `base` already applied: a link, or a group or section when it has `items`. */
  item: ResolvedSidebarItem;
  currentPath: string;
  /** 1 for a top-level item; the sidebar nests up to 5. */
  depth: number;
  labels?: Labels | undefined;
}

/** One entry of a sidebar list: a link, or a group/section when the item has children. */
export function SidebarItem({ item, currentPath, depth, labels }: SidebarItemProps) {
  return (
    <li>
      {(item.items?.length ?? 0) > 0 ? (
        <SidebarGroup item={item} currentPath={currentPath} depth={depth} labels={labels} />
      ) : (
        <SidebarLink item={item} active={sidebarItemState(item, currentPath).active} labels={labels} />
      )}
    </li>
  );
}
