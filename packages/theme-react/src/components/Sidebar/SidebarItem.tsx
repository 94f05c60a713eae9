import { type SidebarBranchItem, sidebarItemState } from '@lectern/theme-core';
import type { Labels } from '../../labels';
import { SidebarGroup } from './SidebarGroup';
import { SidebarLink } from './SidebarLink';

export interface SidebarItemProps {
  /** The entry, its `base` already applied: a link, or a group or section when it has `items`. */
  item: SidebarBranchItem;
  currentPath: string;
  /**
   * The item's key in its group (theme-core's `sidebarSectionKey`), which names a section's list
   * (`lectern-sidebar-1.0`) the same way in every page of the group and in the group's tree.
   */
  sectionKey?: string | undefined;
  /** 1 for a top-level item; the sidebar nests up to 5. */
  depth: number;
  labels?: Labels | undefined;
}

/** One entry of a sidebar list: a link, or a group/section when the item has children. */
export function SidebarItem({ item, currentPath, depth, labels, sectionKey }: SidebarItemProps) {
  return (
    <li>
      {(item.items?.length ?? 0) > 0 || item.deferred !== undefined ? (
        <SidebarGroup
          item={item}
          currentPath={currentPath}
          depth={depth}
          labels={labels}
          sectionKey={sectionKey}
        />
      ) : (
        <SidebarLink item={item} active={sidebarItemState(item, currentPath).active} labels={labels} />
      )}
    </li>
  );
}
