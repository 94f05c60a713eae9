export type { NavScreenProps } from './NavScreen';
export { NavScreen } from './NavScreen';
