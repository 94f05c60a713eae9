import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useControllableState } from '../shared/useControllableState';
import { MenuList } from './MenuList';
import {
  assertMenuLocation,
  focusMoveForKey,
  isTypeaheadKey,
  type MenuFocusMove,
  type MenuItemInput,
  type MenuLocation,
  nextFocusIndex,
  normalizeMenuItems,
  typeaheadIndex,
} from './menu-rules';
import { useOutsideInteraction } from './useOutsideInteraction';
import { useTypeahead } from './useTypeahead';
import './Menu.css';

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The activator button's text, which also names the menu for assistive technology. */
  label: string;
  /**
   * The items, in order: titles, or objects with a `title`, a `value` (the title when not given) and
   * `disabled`. Values must be unique. Disabled items are skipped by the arrow keys and typeahead and do
   * nothing when pressed.
   */
  items: readonly MenuItemInput[];
  /**
   * The side of the activator the menu opens on. `start` and `end` follow the writing direction, so they
   * swap sides in a right-to-left page. Any other value throws an error naming the prop.
   */
  location?: MenuLocation;
  /**
   * Closes the menu when an item is chosen, giving the focus back to the activator. With `false` the menu
   * stays open and the chosen item keeps the focus.
   */
  closeOnContentClick?: boolean;
  /** Whether the menu is open, when the parent controls it; follow `openChange` to update it. */
  open?: boolean;
  /** Whether the menu is open at first, when the component keeps its own state. */
  defaultOpen?: boolean;
  /** Turns the activator off; the menu stays closed. */
  disabled?: boolean;
  /**
   * Called with the new state whenever the menu opens or closes: from the activator, an item, Escape,
   * Tab, or a press or the focus outside.
   */
  onOpenChange?: (open: boolean) => void;
  /** Called with the chosen item's value when an enabled item is clicked or pressed with Enter or Space. */
  onSelect?: (value: string) => void;
}

/** The defaults of {@link MenuProps}, shared with the API data test. */
export const menuDefaults = {
  location: 'bottom',
  closeOnContentClick: true,
  defaultOpen: false,
  disabled: false,
} as const satisfies Partial<MenuProps>;

/**
 * A button that opens a menu of actions beside it, used with the mouse or entirely from the keyboard.
 *
 * It follows the WAI-ARIA menu button pattern. Enter, Space or ArrowDown on the button open the menu on
 * its first item, ArrowUp on its last; in the menu, the arrows, Home, End and typed letters move between
 * the enabled items, Enter or Space choose one, and Escape closes the menu and gives the focus back to
 * the button. A press outside closes it too.
 *
 * @throws {Error} when `location` has a value outside the allowed ones.
 * @example <Menu label="Actions" items={['Copy', { title: 'Delete', disabled: true }]} onSelect={run} />
 */
export function Menu({
  label,
  items,
  location = menuDefaults.location,
  closeOnContentClick = menuDefaults.closeOnContentClick,
  open: openProp,
  defaultOpen = menuDefaults.defaultOpen,
  disabled = menuDefaults.disabled,
  onOpenChange,
  onSelect,
}: MenuProps) {
  const checkedLocation = assertMenuLocation(location);
  const all = useMemo(() => normalizeMenuItems(items), [items]);
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const expanded = open && !disabled;
  const [focused, setFocused] = useState(-1);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const activatorRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Where the focus goes once the menu has opened: it can only move to items that are shown.
  const focusOnOpen = useRef<MenuFocusMove | null>(null);
  const search = useTypeahead();

  const focusItem = (index: number) => itemRefs.current[index]?.focus();

  useEffect(() => {
    if (!expanded || focusOnOpen.current === null) return;
    itemRefs.current[nextFocusIndex(all, -1, focusOnOpen.current)]?.focus();
    focusOnOpen.current = null;
  }, [expanded, all]);

  const close = useCallback(
    (returnFocus: boolean) => {
      setFocused(-1);
      if (open) setOpen(false);
      if (returnFocus) activatorRef.current?.focus();
    },
    [open, setOpen],
  );
  const closeFromOutside = useCallback(() => close(false), [close]);
  useOutsideInteraction(rootRef, expanded, closeFromOutside);

  function openOn(move: 'first' | 'last') {
    if (expanded) return focusItem(nextFocusIndex(all, -1, move));
    focusOnOpen.current = move;
    setOpen(true);
  }

  function onActivatorKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openOn(event.key === 'ArrowDown' ? 'first' : 'last');
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = focusMoveForKey(event.key);
    if (move) {
      event.preventDefault();
      focusItem(nextFocusIndex(all, focused, move));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      // The focus goes back to the activator, and Tab then moves on from there, past the closed menu.
      close(true);
    } else if (isTypeaheadKey(event.key, event.ctrlKey || event.altKey || event.metaKey)) {
      const index = typeaheadIndex(all, focused, search(event.key));
      if (index >= 0) focusItem(index);
    }
  }

  function choose(index: number) {
    const item = all[index];
    if (!item || item.disabled) return;
    onSelect?.(item.value);
    if (closeOnContentClick) close(true);
  }

  return (
    <div className="ui-menu" ref={rootRef} data-location={checkedLocation} data-open={expanded || undefined}>
      <button
        ref={activatorRef}
        id={`${id}-activator`}
        type="button"
        className="ui-menu__activator"
        aria-haspopup="menu"
        aria-expanded={expanded}
        aria-controls={`${id}-menu`}
        disabled={disabled}
        onClick={() => (expanded ? close(false) : openOn('first'))}
        onKeyDown={onActivatorKeyDown}
      >
        {label}
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M7 10l5 5 5-5z" fill="currentColor" />
        </svg>
      </button>
      <MenuList
        id={`${id}-menu`}
        labelledBy={`${id}-activator`}
        items={all}
        location={checkedLocation}
        open={expanded}
        itemRef={(index, element) => {
          itemRefs.current[index] = element;
        }}
        onFocusItem={setFocused}
        onChoose={choose}
        onKeyDown={onMenuKeyDown}
      />
    </div>
  );
}
