export type { HomeFeatureProps, HomeFeaturesProps } from './components/HomeFeatures';
export { HomeFeature, HomeFeatures } from './components/HomeFeatures';
export type { SkipLinkProps } from './components/SkipLink';
export { SkipLink } from './components/SkipLink';
export type { ThemeImageProps } from './components/ThemeImage';
export { ThemeImage } from './components/ThemeImage';
export { vars } from './theme/contract.css';

import './theme/global.css';
