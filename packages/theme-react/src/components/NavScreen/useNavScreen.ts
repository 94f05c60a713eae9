import { BREAKPOINTS } from '@lectern/theme-core';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { inertOutside } from '../../dom/inert-outside';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useOnRouteChange } from '../../hooks/useOnRouteChange';
import { NAV_SCREEN_TOP_PROPERTY } from './nav-screen-top';
import { useFocusTrap } from './useFocusTrap';
import { useScrollLock } from './useScrollLock';

export interface UseNavScreenOptions {
  /** The current page; when it changes, the screen closes. */
  currentPath: string;
  /** The region focus stays in while the screen is open (the bar and the screen). */
  containerRef: RefObject<HTMLElement | null>;
  /** The button that opens the screen; focus returns to it on Escape. */
  toggleRef: RefObject<HTMLElement | null>;
}

/**
 * The open state of the full-screen mobile menu, and what goes with it while open: the page does not
 * scroll, the rest of the page is `inert`, Tab wraps within the container, Escape closes and returns
 * focus to the toggle, and `data-nav-screen-open` is set on `<html>` for CSS, with the bar's bottom edge
 * in {@link NAV_SCREEN_TOP_PROPERTY} so the screen starts under the bar wherever it is. It closes on route change
 * (a new `currentPath`, or `popstate`) and when the window reaches 768 px.
 */
export function useNavScreen({ currentPath, containerRef, toggleRef }: UseNavScreenOptions) {
  const [open, setOpen] = useState(false);
  useOnRouteChange(currentPath, () => setOpen(false));

  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.navScreenClose}px)`);
  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide]);

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const root = document.documentElement;
    root.setAttribute('data-nav-screen-open', 'true');
    // The screen starts under the bar wherever the bar is: lower down while a banner shows above it.
    const bar = container.firstElementChild ?? container;
    root.style.setProperty(NAV_SCREEN_TOP_PROPERTY, `${Math.max(0, bar.getBoundingClientRect().bottom)}px`);
    const restoreInert = inertOutside([container]);
    return () => {
      root.removeAttribute('data-nav-screen-open');
      root.style.removeProperty(NAV_SCREEN_TOP_PROPERTY);
      restoreInert();
    };
  }, [open, containerRef]);

  useScrollLock(open);
  useFocusTrap(containerRef, open, () => {
    setOpen(false);
    toggleRef.current?.focus();
  });

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close };
}
