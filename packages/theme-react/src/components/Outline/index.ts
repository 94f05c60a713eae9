export type { OutlineProps } from './Outline';
export { Outline } from './Outline';
export type { OutlineItemProps } from './OutlineItem';
export { OutlineItem } from './OutlineItem';
