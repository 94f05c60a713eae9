import type { KeyboardEvent } from 'react';
import type { MenuItem, MenuLocation } from './menu-rules';

export interface MenuListProps {
  id: string;
  /** The id of the activator, which names the menu. */
  labelledBy: string;
  items: readonly MenuItem[];
  location: MenuLocation;
  open: boolean;
  /** Keeps the item elements, by index, so the menu can move the focus to them. */
  itemRef: (index: number, element: HTMLButtonElement | null) => void;
  onFocusItem: (index: number) => void;
  onChoose: (index: number) => void;
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
