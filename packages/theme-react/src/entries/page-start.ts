// What every page of an Astro site runs as it loads: a few hundred bytes that load each part of the
// page's behaviour (see `startPage`) only when it is needed.
export type { PagePart, PagePartLoaders, PartCause } from '../effects/start-page';
export { FIRST_ACTION_EVENTS, REACH_EVENTS, startPage } from '../effects/start-page';
