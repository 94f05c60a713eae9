export { APPEARANCE_STORAGE_KEY, readAppearanceChoice, storeAppearanceChoice } from './appearance-storage';
