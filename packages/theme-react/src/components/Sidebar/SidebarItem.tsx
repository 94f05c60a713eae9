import { type SidebarBranchItem, sidebarItemState } from '@lectern/theme-core';
import { SIDEBAR_GAP_ATTRIBUTE } from '@lectern/theme-core/dom';
import { islandLabelText, type Labels } from '../../labels';
import { SidebarGroup } from './SidebarGroup';
import * as styles from './SidebarItem.css';
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

/**
 * One entry of a sidebar list: a link, or a group/section when the item has children, or — for a `gap`
 * of a page's branch — a "Show 12 more" stand-in that the page's effects replace with the items left out:
 * a link to the section's page, which lists them all for readers without scripts.
 */
export function SidebarItem({ item, currentPath, depth, labels, sectionKey }: SidebarItemProps) {
  if (item.gap) {
    return (
      <li {...{ [SIDEBAR_GAP_ATTRIBUTE]: `${item.gap.from}+${item.gap.count}` }}>
        <a href={item.gap.href} className={styles.showMore}>
          {islandLabelText(labels, 'sidebar.showMore', { count: item.gap.count })}
        </a>
      </li>
    );
  }
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
