import { type RefObject, useEffect, useEffectEvent } from 'react';

/** Why a popup was dismissed: a pointer press outside it, or the Escape key. */
export type DismissReason = 'outside' | 'escape';

/**
 * While `open`, calls `onDismiss` when the pointer is pressed outside `root` or Escape is pressed — the
 * usual ways to close a dropdown. What to do with focus is the caller's choice (after Escape it belongs
 * back on the button that opened the popup).
 *
 * @example useDismiss(rootRef, open, (reason) => { setOpen(false); if (reason === 'escape') button.focus(); });
 */
export function useDismiss(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
): void {
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      dismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, root]);
}
