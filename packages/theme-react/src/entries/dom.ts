// For the page's own scripts outside React (an Astro client directive, a live example's loader): DOM
// helpers with no React and no styles.
export type { HeldClick } from '../dom/held-click';
export { HELD_CLICK_CONTROLS, heldClick } from '../dom/held-click';
