import { type MeasuredHeading, pickActiveHeading, SCROLL_THROTTLE_MS } from '@lectern/theme-core';
import { throttle } from '../dom/throttle';

/** `--lectern-layout-nav-height`, read from the theme contract so the two never drift apart. */
// The theme contract's `vars.layout.navHeight`, named here so the page script does not load the whole
// contract (a test checks the two agree).
export const NAV_HEIGHT_PROPERTY = '--lectern-layout-nav-height';

/** Options of {@link watchActiveHeading}. */
export interface ActiveHeadingOptions {
  /**
   * Height in CSS pixels covered at the top of the viewport by sticky bars. Default: the computed
   * `--lectern-layout-nav-height` of `<html>`.
   */
  offset?: number | undefined;
}

/**
 * The scroll spy of the outline: tells `onChange` which of `links` (`#slug`, in document order) is the
 * active heading, at once and whenever it may have changed. It measures the headings (by id) on start,
 * on scroll and on resize, at most once per 100 ms with a trailing update, and leaves the decision to
 * theme-core's `pickActiveHeading`: none at the top of the page, the last at the bottom, else the last
 * heading that reached the line under the nav bar (4 px tolerance). It never touches the URL.
 *
 * @returns A function that stops watching.
 * @example const stop = watchActiveHeading(['#install', '#usage'], (link) => console.log(link));
 */
export function watchActiveHeading(
  links: readonly string[],
  onChange: (link: string | undefined) => void,
  { offset }: ActiveHeadingOptions = {},
): () => void {
  const update = () => {
    onChange(
      pickActiveHeading({
        headings: measureHeadings(links),
        scrollY: window.scrollY,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
        offset: offset ?? navHeight(),
      }),
    );
  };
  const onScroll = throttle(update, SCROLL_THROTTLE_MS);
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll);
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
    onScroll.cancel();
  };
}

/** The headings that exist on the page, with their tops relative to the document. */
function measureHeadings(links: readonly string[]): MeasuredHeading[] {
  const headings: MeasuredHeading[] = [];
  for (const link of links) {
    const element = document.getElementById(link.slice(1));
    if (element) headings.push({ link, top: element.getBoundingClientRect().top + window.scrollY });
  }
  return headings;
}

function navHeight(): number {
  const value = Number.parseFloat(
    getComputedStyle(document.documentElement).getPropertyValue(NAV_HEIGHT_PROPERTY),
  );
  return Number.isFinite(value) ? value : 0;
}

/** Where a marker beside the active link goes, in pixels inside the container's padding box. */
export interface IndicatorPosition {
  top: number;
  height: number;
}

/**
 * Where the link to `activeLink` (its `href`) sits inside `container`, so that an absolutely positioned
 * marker can slide next to it; `undefined` when nothing is active or the link is not there.
 *
 * @example indicatorPosition(outline, '#usage') // { top: 56, height: 24 }
 */
export function indicatorPosition(
  container: HTMLElement,
  activeLink: string | undefined,
): IndicatorPosition | undefined {
  if (activeLink === undefined) return undefined;
  const link = [...container.querySelectorAll('a')].find((a) => a.getAttribute('href') === activeLink);
  if (!link) return undefined;
  const box = container.getBoundingClientRect();
  const rect = link.getBoundingClientRect();
  return { top: rect.top - box.top - container.clientTop + container.scrollTop, height: rect.height };
}

/** Marks an outline whose behaviour is attached, so that attaching twice does nothing. */
const ENHANCED_ATTRIBUTE = 'data-enhanced';

/**
 * The behaviour of the outline the server drew, without React (the `Outline` component runs it too):
 * the link of the heading being read ({@link watchActiveHeading}) is marked `aria-current="true"`, and
 * the marker (`[data-outline-indicator]`) slides beside it, measured again on resize. Attaching to an
 * outline that has its behaviour already does nothing.
 *
 * @returns A function that removes the behaviour.
 * @example enhanceOutline(document.querySelector('[data-lectern-outline]'));
 */
export function enhanceOutline(outline: HTMLElement): () => void {
  if (outline.hasAttribute(ENHANCED_ATTRIBUTE)) return () => undefined;
  outline.setAttribute(ENHANCED_ATTRIBUTE, '');
  const anchors = [...outline.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const indicator = outline.querySelector<HTMLElement>('[data-outline-indicator]');
  // `null` until the first measure, so that it always draws.
  let active: string | undefined | null = null;

  const place = () => {
    if (!indicator) return;
    const position = indicatorPosition(outline, active ?? undefined);
    indicator.toggleAttribute('data-visible', position !== undefined);
    indicator.style.insetBlockStart = position ? `${position.top}px` : '';
    indicator.style.blockSize = position ? `${position.height}px` : '';
  };
  const show = (link: string | undefined) => {
    if (link === active) return;
    active = link;
    for (const anchor of anchors) {
      if (anchor.getAttribute('href') === link) anchor.setAttribute('aria-current', 'true');
      else anchor.removeAttribute('aria-current');
    }
    place();
  };

  const stop = watchActiveHeading(
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    show,
  );
  window.addEventListener('resize', place);
  return () => {
    stop();
    window.removeEventListener('resize', place);
    outline.removeAttribute(ENHANCED_ATTRIBUTE);
  };
}
