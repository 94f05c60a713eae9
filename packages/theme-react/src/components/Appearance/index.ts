export type { FirstPaintOptions } from './appearance-script';
export { appearanceScript } from './appearance-script';
export { APPEARANCE_STORAGE_KEY, readAppearanceChoice, storeAppearanceChoice } from './appearance-storage';
