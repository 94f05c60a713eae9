import { type MeasuredHeading, pickActiveHeading, SCROLL_THROTTLE_MS } from '@lectern/theme-core';
import { useEffect, useState } from 'react';
import { throttle } from './throttle';

/** Options of {@link useActiveHeading}. */
export interface UseActiveHeadingOptions {
  /**
   * Height in CSS pixels covered at the top of the viewport by sticky bars. Default: the computed
   * `--lectern-layout-nav-height` of `<html>`.
   */
  offset?: number | undefined;
}

/** `--lectern-layout-nav-height`, read from the theme contract so the two never drift apart. */
// The theme contract's `vars.layout.navHeight`, named here so the island does not load the whole contract
// (a test checks the two agree).
export const NAV_HEIGHT_PROPERTY = '--lectern-layout-nav-height';

/**
 * The scroll spy of the outline: which of `links` (`#slug`, in document order) is the active heading.
 * It measures the headings (by id) on mount, on scroll and on resize, at most once per 100 ms with a
 * trailing update, and leaves the decision to theme-core's `pickActiveHeading`: none at the top of the
 * page, the last at the bottom, else the last heading that reached the line under the nav bar (4 px
 * tolerance). It never touches the URL. `undefined` on the server.
 *
 * @example const active = useActiveHeading(['#install', '#usage']);
 */
export function useActiveHeading(
  links: readonly string[],
  { offset }: UseActiveHeadingOptions = {},
): string | undefined {
  const [active, setActive] = useState<string | undefined>();
  // One string, so a new array with the same links does not restart the listeners.
  const linkKey = links.join('\n');

  useEffect(() => {
    const list = linkKey === '' ? [] : linkKey.split('\n');
    const update = () => {
      setActive(
        pickActiveHeading({
          headings: measureHeadings(list),
          scrollY: window.scrollY,
          viewportHeight: window.innerHeight,
          documentHeight: document.documentElement.scrollHeight,
          offset: offset ?? navHeight(),
        }),
      );
    };
    const onChange = throttle(update, SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    return () => {
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
      onChange.cancel();
    };
  }, [linkKey, offset]);

  return active;
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
