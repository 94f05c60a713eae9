// The effects of the visitor's settings on a page's server-drawn markup, without React: one small
// module every page runs as it loads (see `startPageEffects`).
export { startPageEffects } from '../effects/start-page-effects';
