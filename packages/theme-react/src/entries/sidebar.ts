// The Sidebar island on its own: a page that hydrates it loads no other component.
export type { SidebarProps } from '../components/Sidebar/Sidebar';
export { Sidebar } from '../components/Sidebar/Sidebar';
