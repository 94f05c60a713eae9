export { SIDEBAR_ID } from '@lectern/theme-core/dom';
export type { SidebarProps } from './Sidebar';
export { Sidebar } from './Sidebar';
export type { SidebarGroupProps, SidebarItemProps } from './SidebarItem';
export { SidebarGroup, SidebarItem } from './SidebarItem';
export type { SidebarLinkProps } from './SidebarLink';
export { SidebarLink } from './SidebarLink';
export type { SidebarPinsProps } from './SidebarPins';
export { SidebarPins } from './SidebarPins';
