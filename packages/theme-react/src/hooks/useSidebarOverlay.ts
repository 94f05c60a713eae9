import { BREAKPOINTS } from '@lectern/theme-core';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { inertOutside } from './inert-outside';
import { useMediaQuery } from './useMediaQuery';
import { useOnRouteChange } from './useOnRouteChange';
import { useSidebarOpen } from './useSidebarOpen';

/** The elements of the sidebar overlay and the page it belongs to. */
export interface SidebarOverlayOptions {
  /** The sidebar; its `id` is what the Menu button's `aria-controls` names. */
  sidebar: RefObject<HTMLElement | null>;
  /** The backdrop behind it, which stays clickable while the rest of the page is inert. */
  backdrop: RefObject<HTMLElement | null>;
  /** The current page: the overlay closes when it changes. */
  currentPath: string;
}

/** The state of the sidebar overlay. */
export interface SidebarOverlay {
  /** The sidebar is open as an overlay (below 960 px). */
  open: boolean;
  /** Closes it; with `restoreFocus`, focus goes back to where it was before the overlay opened. */
  close: (options?: { restoreFocus?: boolean }) => void;
}

/** Where the sidebar stops being an overlay; the same width the CSS uses. */
const WIDE_QUERY = `(min-width: ${BREAKPOINTS.sidebar}px)`;

/**
 * The behaviour of the sidebar while it is open as an overlay below 960 px: focus moves into it (to the
 * current page's link, else the first focusable item), the rest of the page is inert, Escape closes it
 * and returns focus to the element focused before it opened (the Menu button). It closes on route change
 * (`currentPath`, `popstate`) and when the viewport grows to 960 px or more. The open state is shared
 * through `data-sidebar-open` on `<html>` ({@link useSidebarOpen}).
 */
export function useSidebarOverlay({ sidebar, backdrop, currentPath }: SidebarOverlayOptions): SidebarOverlay {
  const [open, setOpen] = useSidebarOpen();
  const wide = useMediaQuery(WIDE_QUERY);
  const overlayOpen = open && !wide;
  const restoreFocus = useRef(false);

  const close = useCallback(
    ({ restoreFocus: restore = false }: { restoreFocus?: boolean } = {}) => {
      restoreFocus.current = restore;
      setOpen(false);
    },
    [setOpen],
  );

  useOnRouteChange(currentPath, () => close());

  useEffect(() => {
    if (open && wide) close();
  }, [open, wide, close]);

  useEffect(() => {
    const element = sidebar.current;
    if (!overlayOpen || !element) return;
    const opener = focusedElement() ?? document.querySelector<HTMLElement>(`[aria-controls="${element.id}"]`);
    const restoreInert = inertOutside([element, backdrop.current].filter((node) => node !== null));
    restoreFocus.current = false;
    focusFirst(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close({ restoreFocus: true });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restoreInert();
      if (restoreFocus.current) opener?.focus();
      restoreFocus.current = false;
    };
  }, [overlayOpen, sidebar, backdrop, close]);

  return { open: overlayOpen, close };
}

/** The focused element, unless focus is nowhere in particular (on `<body>`, as after a click in Safari). */
function focusedElement(): HTMLElement | undefined {
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : undefined;
}

/** Focuses the current page's link, else the first item that takes focus. */
function focusFirst(container: HTMLElement): void {
  const candidates = [
    ...container.querySelectorAll<HTMLElement>('[aria-current="page"]'),
    ...container.querySelectorAll<HTMLElement>('a[href], summary, button'),
  ];
  for (const candidate of candidates) {
    candidate.focus();
    if (document.activeElement === candidate) return;
  }
}
