export type { SidebarProps } from './Sidebar';
export { Sidebar } from './Sidebar';
export type { SidebarGroupProps } from './SidebarGroup';
export { SidebarGroup } from './SidebarGroup';
export type { SidebarItemProps } from './SidebarItem';
export { SidebarItem } from './SidebarItem';
export type { SidebarLinkProps } from './SidebarLink';
export { SidebarLink } from './SidebarLink';
export { SIDEBAR_ID } from './sidebar-id';
