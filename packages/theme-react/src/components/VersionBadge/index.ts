export type { VersionBadgeProps } from './VersionBadge';
export { VersionBadge } from './VersionBadge';
