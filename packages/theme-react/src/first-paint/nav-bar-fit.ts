import { NAV_BAR_ATTRIBUTE } from '../components/NavBar/nav-bar-fit';
import { markAppearanceSwitches } from '../effects/appearance-switch';
import { fitNavBarNow } from '../effects/nav-bar-fit';

// The navigation bar's first-paint script: this module, bundled and minified at build time, runs inline
// right after the bar's HTML (see `navBarFitScript`).

/**
 * Fits the bar to the window as the page's effects will (`fitNavBarNow`), so it is drawn as it will stay,
 * and sets the appearance switches for the theme shown (`markAppearanceSwitches`), so a screen reader
 * hears them right before any module loads.
 */
export default function fitNavBarAtFirstPaint(): void {
  const header = document.querySelector<HTMLElement>(`[${NAV_BAR_ATTRIBUTE}]`);
  if (header) fitNavBarNow(header);
  markAppearanceSwitches(document);
}
