import type { KeyboardEvent } from 'react';
import type { MenuItem, MenuLocation } from './menu-rules';

export interface MenuListProps {
  /** The id of the menu, which the activator's `aria-controls` names. */
  id: string;
  /** The id of the activator, which names the menu. */
  labelledBy: string;
  /** The items, with every field filled in. */
  items: readonly MenuItem[];
  /** The side of the activator the menu opens on. */
  location: MenuLocation;
  /** Shows the menu; it is hidden otherwise. */
  open: boolean;
  /** Keeps the item elements, by index, so the menu can move the focus to them. */
  itemRef: (index: number, element: HTMLButtonElement | null) => void;
  /** Called with the index of the item that takes the focus. */
  onFocusItem: (index: number) => void;
  /** Called with the index of the item that is pressed, disabled or not. */
  onChoose: (index: number) => void;
  /** Called for every key pressed inside the menu. */
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * The popup of a menu (`role="menu"`): one `menuitem` button per item, out of the tab order, since the
 * menu moves the focus among them itself. Disabled items are `aria-disabled` and do nothing when pressed;
 * Enter and Space press the focused item, as on any button.
 */
export function MenuList({ id, labelledBy, items, location, open, ...handlers }: MenuListProps) {
  return (
    <div
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      className={`ui-menu__list ui-menu__list--${location}`}
      hidden={!open}
      onKeyDown={handlers.onKeyDown}
    >
      {items.map((item, index) => (
        <button
          key={item.value}
          ref={(element) => {
            handlers.itemRef(index, element);
          }}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="ui-menu__item"
          aria-disabled={item.disabled || undefined}
          onFocus={() => handlers.onFocusItem(index)}
          onClick={() => handlers.onChoose(index)}
        >
          {item.title}
        </button>
      ))}
    </div>
  );
}
