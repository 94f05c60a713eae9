import fitNavBarAtFirstPaint from './nav-bar-fit?inline-script';
import placeSidebarAtFirstPaint from './sidebar-place?inline-script';

// The first-paint scripts a page writes inline after the parts they fix up, each built from its module
// in this folder with what it imports, minified, when the package is built: the very functions the
// page's effects run later. (The settings' script, which takes the site's options, is `appearanceScript`.)

/**
 * The first-paint script that fits the navigation bar (placed right after its HTML, before the browser
 * first paints): `fitNavBarNow`, so the bar is drawn as it will stay, with no step taken once scripts
 * load; and `markAppearanceSwitches`, so a screen reader hears the switches right before any module loads.
 *
 * @example <script is:inline set:html={navBarFitScript()} />
 */
export function navBarFitScript(): string {
  return `${fitNavBarAtFirstPaint}()`;
}

/**
 * The first-paint script that puts the sidebar back where the reader left it (placed right after the
 * sidebar's HTML): `restoreSidebarPlace`, so the sidebar is drawn in its place; then the current page's
 * link is scrolled into the sidebar's view when it is out of it (`revealActiveLink`), and the place is
 * kept for the next page (`keepSidebarPlace`).
 */
export function sidebarPlaceScript(): string {
  return `${placeSidebarAtFirstPaint}()`;
}
