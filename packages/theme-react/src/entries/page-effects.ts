// What every page runs as it loads, without React: the effects of the visitor's settings on the
// server-drawn markup (see `startPageEffects`) and the behaviour of the server-drawn sidebar and outline
// (see `enhanceChrome`).

export { startAccountEffects } from '../effects/account-effects';
export { enhanceChrome } from '../effects/chrome';
export { startReadingEffects } from '../effects/reading-effects';
export { startSettingsEffects } from '../effects/settings-effects';
export { startPageEffects } from '../effects/start-page-effects';
export { applyVersionLens, startVersionLens } from '../effects/version-lens';
