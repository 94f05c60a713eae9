export type { PageProps } from './Page';
export { Page } from './Page';
export type { PageFrameProps } from './PageFrame';
export { PageFrame } from './PageFrame';
