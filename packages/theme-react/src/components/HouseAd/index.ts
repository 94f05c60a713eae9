export type { HouseAdProps } from './HouseAd';
export { HouseAd } from './HouseAd';
