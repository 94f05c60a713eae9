import {
  NAV_BAR_ATTRIBUTE,
  NAV_BAR_ITEMS_ATTRIBUTE,
  NAV_BAR_TITLE_ATTRIBUTE,
  NAV_FIT_ATTRIBUTE,
  NAV_FIT_STEPS,
} from '../components/NavBar/nav-bar-fit';

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

// The two functions below also run in the page's first-paint script (see `navBarFitScript`).

/** Measures the bar: its items' box, each shown item's box, and the title's text. */
export function measureNavBar(header: HTMLElement): NavBarBoxes | undefined {
  const items = header.querySelector(`[${NAV_BAR_ITEMS_ATTRIBUTE}]`);
  if (!items) return undefined;
  const title = header.querySelector(`[${NAV_BAR_TITLE_ATTRIBUTE}]`);
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
export function fitNavBarNow(header: HTMLElement): void {
  const root = header.ownerDocument.documentElement;
  const steps = [undefined, ...NAV_FIT_STEPS];
  for (const [index, step] of steps.entries()) {
    if (step === undefined) root.removeAttribute(NAV_FIT_ATTRIBUTE);
    else root.setAttribute(NAV_FIT_ATTRIBUTE, step);
    const boxes = measureNavBar(header);
    if (!boxes || index === steps.length - 1 || navBarFits(boxes)) return;
  }
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
