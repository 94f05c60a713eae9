// The Outline island on its own: a page that hydrates it loads no other component.
export type { OutlineProps } from '../components/Outline/Outline';
export { Outline } from '../components/Outline/Outline';
