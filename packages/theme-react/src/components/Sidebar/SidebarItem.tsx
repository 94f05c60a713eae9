import { type SidebarBranchItem, sidebarItemState, sidebarSectionKey } from '@lectern/theme-core';
import { SIDEBAR_DEFERRED_ATTRIBUTE, SIDEBAR_GAP_ATTRIBUTE, SIDEBAR_ID } from '@lectern/theme-core/dom';
import { type SyntheticEvent, useId, useState } from 'react';
import { islandLabelText, type Labels } from '../../labels';
import { SidebarCaret } from './SidebarCaret';
import * as styles from './SidebarItem.css';
import { SidebarLink } from './SidebarLink';
import { sidebarItemKey } from './sidebar-item-key';

// An entry of the sidebar and a section of it render each other, so they are one module.

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
      {(item.items?.length ?? 0) > 0 || item.deferred ? (
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

export interface SidebarGroupProps {
  /** An item with children, or a section whose children the page leaves to the group's tree (`deferred`). */
  item: SidebarBranchItem;
  currentPath: string;
  /** The section's key in its group (see `SidebarItem`): its list's `id` is `lectern-sidebar-<key>`. */
  sectionKey?: string | undefined;
  /** 1 for a top-level group (titled by an `<h2>`), deeper for a section. */
  depth: number;
  labels?: Labels | undefined;
}

/**
 * A sidebar item with children: a top-level group with a heading, or a nested section. With a
 * `collapsed` setting it is a `<details>` that opens and closes without JavaScript; it starts open unless
 * collapsed, and opens again whenever it comes to contain the current page (theme-core's
 * `sidebarItemState`). The `<summary>` reports its expanded state natively; `aria-expanded` is not
 * allowed on it. A title that is a link gets a separate caret toggle named "Toggle section …". A
 * `deferred` section is drawn closed with an empty list marked `data-sidebar-deferred`, which the page's
 * effects fill from the group's tree.
 */
export function SidebarGroup({ item, currentPath, depth, labels, sectionKey }: SidebarGroupProps) {
  const state = sidebarItemState(item, currentPath);
  const containsCurrent = state.active || state.hasActiveDescendant;
  const [open, setOpen] = useState(!state.collapsed);
  const [shownPath, setShownPath] = useState(currentPath);
  const generatedId = useId();
  const listId = sectionKey === undefined ? generatedId : `${SIDEBAR_ID}-${sectionKey}`;

  // On navigation, a section the user closed opens again if it holds the new page.
  if (shownPath !== currentPath) {
    setShownPath(currentPath);
    if (containsCurrent) setOpen(true);
  }

  const Title = depth === 1 ? 'h2' : 'p';
  const containerClass = depth === 1 ? styles.group : styles.section;
  const titleClass = depth === 1 ? styles.groupTitle : styles.sectionTitle;
  const list = (
    <ul id={listId} className={styles.list} {...(item.deferred ? { [SIDEBAR_DEFERRED_ATTRIBUTE]: '' } : {})}>
      {item.items?.map((child, index) => (
        <SidebarItem
          key={sidebarItemKey(child)}
          item={child}
          sectionKey={
            child.key ?? (sectionKey === undefined ? undefined : sidebarSectionKey(sectionKey, index))
          }
          currentPath={currentPath}
          depth={depth + 1}
          labels={labels}
        />
      ))}
    </ul>
  );
  const title =
    item.link === undefined ? (
      item.text
    ) : (
      <SidebarLink item={item} active={state.active} className={styles.titleLink} labels={labels} />
    );

  if (!state.collapsible) {
    return (
      <div className={containerClass}>
        <Title className={titleClass}>{title}</Title>
        {list}
      </div>
    );
  }

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open);

  if (item.link !== undefined) {
    return (
      <div className={containerClass}>
        <Title className={`${titleClass} ${styles.withToggle}`}>{title}</Title>
        <details open={open} onToggle={onToggle}>
          <summary
            className={styles.toggle}
            aria-controls={listId}
            aria-label={islandLabelText(labels, 'sidebar.toggleSection', { text: item.text })}
          >
            <SidebarCaret />
          </summary>
          {list}
        </details>
      </div>
    );
  }

  return (
    <details className={containerClass} open={open} onToggle={onToggle}>
      <summary className={styles.summary} aria-controls={listId}>
        <Title className={titleClass}>{title}</Title>
        <SidebarCaret />
      </summary>
      {list}
    </details>
  );
}
