export type { ThemeImageProps } from './ThemeImage';
export { ThemeImage } from './ThemeImage';
