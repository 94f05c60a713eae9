export type { AccountAvatarProps } from './AccountAvatar';
export { AccountAvatar } from './AccountAvatar';
export type { AvatarProps } from './Avatar';
export { Avatar } from './Avatar';
