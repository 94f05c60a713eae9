export type { QuickbarPage, QuickbarProps } from './Quickbar';
export { Quickbar } from './Quickbar';
