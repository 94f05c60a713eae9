import { type RefObject, useEffect, useEffectEvent } from 'react';
import { wrapTab } from '../../effects/tab-wrap';

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
      wrapTab(container, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref, active]);
}
