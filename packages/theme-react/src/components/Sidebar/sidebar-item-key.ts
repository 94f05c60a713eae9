import type { ResolvedSidebarItem } from '@lectern/theme-core';

/**
 * A React key for a sidebar item, which has no id: its link and text, unique among siblings in any
 * sensible sidebar.
 *
 * @example sidebarItemKey({ text: 'Intro', link: '/guide/' }) // '/guide/ Intro'
 */
export function sidebarItemKey(item: ResolvedSidebarItem): string {
  return `${item.link ?? ''} ${item.text}`;
}
