export type { VersionBannerProps } from './VersionBanner';
export { VersionBanner } from './VersionBanner';
