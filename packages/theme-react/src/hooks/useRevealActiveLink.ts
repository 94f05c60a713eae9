import { type RefObject, useEffect } from 'react';

/**
 * Scrolls the link marked `aria-current="page"` inside `container` into view — by the least scrolling
 * (`block: 'nearest'`) and only when it is not visible already, nor while the container is hidden (the
 * closed overlay; opening it focuses the link, which reveals it). Runs on mount.
 *
 * @example useRevealActiveLink(navRef);
 */
export function useRevealActiveLink(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = container.current;
    const link = element?.querySelector('[aria-current="page"]');
    if (!element || !link || getComputedStyle(element).visibility === 'hidden') return;
    const box = element.getBoundingClientRect();
    const rect = link.getBoundingClientRect();
    if (rect.top >= box.top && rect.bottom <= box.bottom) return;
    // jsdom and very old browsers have no scrollIntoView.
    link.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [container]);
}
