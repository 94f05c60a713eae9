import { type RefObject, useEffect } from 'react';

/**
 * Calls `onOutside` when, while `active`, the pointer is pressed or the focus moves anywhere outside
 * `ref`'s element. The listeners are on the document only while they are needed.
 */
export function useOutsideInteraction(
  ref: RefObject<Element | null>,
  active: boolean,
  onOutside: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    const listener = (event: Event) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) onOutside();
    };
    document.addEventListener('pointerdown', listener);
    document.addEventListener('focusin', listener);
    return () => {
      document.removeEventListener('pointerdown', listener);
      document.removeEventListener('focusin', listener);
    };
  }, [active, ref, onOutside]);
}
