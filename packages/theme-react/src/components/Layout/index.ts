export type { LayoutPage, LayoutProps, LayoutTheme } from './Layout';
export { Layout } from './Layout';
export type { LayoutBodyProps } from './LayoutBody';
export { LayoutBody } from './LayoutBody';
export type { CustomLayout, LayoutCustomProps } from './LayoutCustom';
export { LayoutCustom } from './LayoutCustom';
