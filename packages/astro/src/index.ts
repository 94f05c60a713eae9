export { defaultLocales } from '@lectern/theme-core';
export type { LecternUserConfig } from '@lectern/theme-core/config';
export { defineLecternConfig } from '@lectern/theme-core/config';
export { lectern } from './integration.js';
export type { CustomLayoutProps } from './lib/custom-layouts.js';
export type { ComponentAttributes, MarkdownComponent } from './lib/mdx-to-markdown.js';
export type { SiteData } from './lib/site-data.js';
export type { LecternOptions } from './options.generated.js';
export { lecternOptionsSchema } from './options.js';
