// What every page runs as it loads, without React: the effects of the visitor's settings on the
// server-drawn markup (see `startPageEffects`) and the behaviour of the server-drawn sidebar and outline
// (see `enhanceChrome`).
export { enhanceChrome } from '../behaviours/chrome';
export { startPageEffects } from '../effects/start-page-effects';
