import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

const ITEM_SELECTOR = 'a[href], button:not([disabled])';

type FocusTarget = 'first' | 'last';

/**
 * The behaviour of a disclosure dropdown (a button and a panel of links): click toggles it; Enter,
 * Space or ArrowDown on the button opens it and focuses the first item (ArrowUp: the last); arrow keys,
 * Home and End move between items; Escape closes it and returns focus to the button; moving focus out
 * (Tab) or clicking outside closes it.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | undefined>(undefined);

  const items = useCallback(
    () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []),
    [],
  );
  const focusItem = useCallback(
    (target: FocusTarget | number) => {
      const list = items();
      if (list.length === 0) return;
      const index = target === 'first' ? 0 : target === 'last' ? list.length - 1 : target;
      list[(index + list.length) % list.length]?.focus();
    },
    [items],
  );
  const openAndFocus = (target: FocusTarget) => {
    if (open) focusItem(target);
    else {
      pendingFocus.current = target;
      setOpen(true);
    }
  };
  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    if (pendingFocus.current) focusItem(pendingFocus.current);
    pendingFocus.current = undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusItem]);

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A click from the keyboard (Enter, Space) has no pointer detail: it opens onto the first item.
    if (!open && event.detail === 0) openAndFocus('first');
    else setOpen(!open);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeToButton();
      return;
    }
    if (!panelRef.current?.contains(event.target as Node)) return;
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const moves: Record<string, FocusTarget | number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 'first',
      End: 'last',
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusItem(target);
  };

  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return {
    open,
    rootRef,
    buttonRef,
    panelRef,
    buttonProps: { onClick: onButtonClick, onKeyDown: onButtonKeyDown },
    rootProps: { onKeyDown: onRootKeyDown, onBlur: onRootBlur },
  };
}
