export type { HomeFeatureProps } from './HomeFeature';
export { HomeFeature } from './HomeFeature';
export type { HomeFeaturesProps } from './HomeFeatures';
export { HomeFeatures } from './HomeFeatures';
