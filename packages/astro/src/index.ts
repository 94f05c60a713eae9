export type { LecternOptions } from './integration.js';
export { lectern } from './integration.js';
export type { CustomLayoutProps } from './lib/custom-layouts.js';
export type { ComponentAttributes, MarkdownComponent } from './lib/mdx-to-markdown.js';
export type { SiteData } from './lib/site-data.js';
