export type { LecternOptions } from './integration.js';
export { lectern } from './integration.js';
export type { SiteData } from './lib/site-data.js';
