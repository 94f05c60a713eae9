import {
  NAV_BAR_ATTRIBUTE,
  NAV_BAR_ITEMS_ATTRIBUTE,
  NAV_BAR_TITLE_ATTRIBUTE,
  NAV_FIT_ATTRIBUTE,
  NAV_FIT_STEPS,
} from '../components/NavBar/nav-bar-fit';
import { inlineSource } from '../inline-source';
import { APPEARANCE_SWITCH_ATTRIBUTE, markAppearanceSwitches } from './appearance-switch';

/** What is measured of the bar: its items' box and each shown item's, and the title's text. */
export interface NavBarBoxes {
  items: { left: number; right: number };
  shown: readonly { left: number; right: number }[];
  title?: { scrollWidth: number; clientWidth: number } | undefined;
}

/**
 * Whether the bar's items fit: each shown item lies inside the items' box (none pushed over the title or
 * past the window's edge), and the title's text is not cut short. Half a pixel is allowed for rounding.
 */
export function navBarFits({ items, shown, title }: NavBarBoxes): boolean {
  const inside = shown.every((box) => box.left >= items.left - 0.5 && box.right <= items.right + 0.5);
  const titleWhole = title === undefined || title.scrollWidth <= title.clientWidth + 0.5;
  return inside && titleWhole;
}

/** The names the bar's markup and stylesheet share (see nav-bar-fit in components/NavBar). */
export interface NavFitNames {
  readonly fit: string;
  readonly items: string;
  readonly title: string;
  readonly steps: readonly string[];
}

const NAMES: NavFitNames = {
  fit: NAV_FIT_ATTRIBUTE,
  items: NAV_BAR_ITEMS_ATTRIBUTE,
  title: NAV_BAR_TITLE_ATTRIBUTE,
  steps: NAV_FIT_STEPS,
};

// The two functions below also run as the page's first-paint script (see `navBarFitScript`): each uses
// only its parameters and the DOM, no name from this module.

/** Measures the bar: its items' box, each shown item's box, and the title's text. */
export function measureNavBar(header: HTMLElement, names: NavFitNames): NavBarBoxes | undefined {
  const items = header.querySelector(`[${names.items}]`);
  if (!items) return undefined;
  const title = header.querySelector(`[${names.title}]`);
  const shown = [...items.children]
    .map((child) => child.getBoundingClientRect())
    .filter((box) => box.width > 0)
    .map((box) => ({ left: box.left, right: box.right }));
  const box = items.getBoundingClientRect();
  return {
    items: { left: box.left, right: box.right },
    shown,
    title: title ? { scrollWidth: title.scrollWidth, clientWidth: title.clientWidth } : undefined,
  };
}

/**
 * Takes the steps the bar needs now, one by one until its items fit (the last step always fits), and marks
 * `<html>` with the step taken, or with none when everything fits as drawn.
 */
export function fitNavBarNow(
  header: HTMLElement,
  names: NavFitNames = NAMES,
  fits: (boxes: NavBarBoxes) => boolean = navBarFits,
  measure: (header: HTMLElement, names: NavFitNames) => NavBarBoxes | undefined = measureNavBar,
): void {
  const root = header.ownerDocument.documentElement;
  const steps = [undefined, ...names.steps];
  for (const [index, step] of steps.entries()) {
    if (step === undefined) root.removeAttribute(names.fit);
    else root.setAttribute(names.fit, step);
    const boxes = measure(header, names);
    if (!boxes || index === steps.length - 1 || fits(boxes)) return;
  }
}

/** The first-paint script, written once (every page of a build has it). */
let fitScript: string | undefined;

/**
 * The first-paint script that fits the bar (placed right after its HTML, before the browser first paints):
 * the very functions the page's effects run later, so the bar is drawn as it will stay, with no step taken
 * once scripts load. It also sets the appearance switches for the theme shown (`markAppearanceSwitches`),
 * so a screen reader hears them right before any module loads. Written once, then the same string for
 * every page.
 */
export function navBarFitScript(): string {
  const header = `document.querySelector('[${NAV_BAR_ATTRIBUTE}]')`;
  fitScript ??= `(function(){var h=${header};if(h)(${inlineSource(fitNavBarNow)})(h,${JSON.stringify(NAMES)},${inlineSource(navBarFits)},${inlineSource(measureNavBar)});(${inlineSource(markAppearanceSwitches)})(document,${JSON.stringify(APPEARANCE_SWITCH_ATTRIBUTE)});})();`;
  return fitScript;
}

/**
 * Keeps the navigation bar from overlapping itself at any width and in any language: while its items do
 * not fit beside the site's title, it takes the steps of `NAV_FIT_STEPS` one by one (a search button of
 * its icon alone, then the menus gathered into the menu button), marking `<html>` with the step it
 * needed, and measures again when the bar's width changes or the fonts arrive. The stylesheet draws the
 * steps; without this script the bar keeps its breakpoints.
 *
 * @returns A function that stops following the bar's width.
 */
export function fitNavBar(doc: Document = document): () => void {
  const header = doc.querySelector<HTMLElement>(`[${NAV_BAR_ATTRIBUTE}]`);
  if (!header) return () => {};
  let lastWidth = -1;
  const measureAndFit = () => {
    const width = header.getBoundingClientRect().width;
    if (width === lastWidth) return;
    lastWidth = width;
    fitNavBarNow(header);
  };
  measureAndFit();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measureAndFit);
  observer?.observe(header);
  // The title's font may arrive after the first measure, changing its width.
  void doc.fonts?.ready.then(() => {
    lastWidth = -1;
    measureAndFit();
  });
  return () => observer?.disconnect();
}
