import { type RefObject, useEffect, useEffectEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether an element is rendered: browsers check the layout; without one, hidden ancestors count. */
function isShown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.closest('[hidden]') === null;
}

/**
 * While `active`, Tab and Shift+Tab wrap around within the element, and Escape calls `onEscape`.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  const handleEscape = useEffectEvent(onEscape);
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const container = ref.current;
      if (!container || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        handleEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isShown);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const current = document.activeElement;
      const target = !container.contains(current)
        ? first
        : event.shiftKey && current === first
          ? last
          : !event.shiftKey && current === last
            ? first
            : undefined;
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref, active]);
}
