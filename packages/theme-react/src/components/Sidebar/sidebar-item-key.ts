import type { SidebarBranchItem } from '@lectern/theme-core';

/**
 * A React key for a sidebar item, which has no id: its link and text, unique among siblings in any
 * sensible sidebar.
 *
 * @example sidebarItemKey({ text: 'Intro', link: '/guide/' }) // '/guide/ Intro'
 */
export function sidebarItemKey(item: SidebarBranchItem): string {
  return item.gap ? `gap ${item.gap.from}` : `${item.link ?? ''} ${item.text}`;
}
