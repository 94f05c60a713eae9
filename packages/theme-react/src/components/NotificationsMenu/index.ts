export type { NotificationsMenuProps } from './NotificationsMenu';
export { NotificationsMenu } from './NotificationsMenu';
