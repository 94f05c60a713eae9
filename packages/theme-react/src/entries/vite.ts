// For Node (vite.config and build scripts): the Vite plugin that puts the first-paint script into
// index.html, and the script itself for any other tool. No React.
export type { FirstPaintOptions } from '../first-paint/appearance-script';
export { appearanceScript } from '../first-paint/appearance-script';
export type { AppearanceScriptPluginOptions } from '../vite/appearance-script-plugin';
export { appearanceScriptPlugin, checkAppearanceScriptPluginOptions } from '../vite/appearance-script-plugin';
