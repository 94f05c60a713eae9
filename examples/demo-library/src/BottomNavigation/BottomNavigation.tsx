import { type CSSProperties, type KeyboardEvent, useState } from 'react';
import { horizontalStep, isRightToLeft } from '../shared/direction';
import { useControllableState } from '../shared/useControllableState';
import {
  assertBottomNavigationMode,
  type BottomNavigationDensity,
  type BottomNavigationMode,
  bottomNavigationHeight,
  movedIndex,
  showsLabel,
} from './bottom-navigation-rules';
import './BottomNavigation.css';

/** One destination in the bar. */
export interface BottomNavigationItem {
  /** The visible label, also the button's accessible name. */
  label: string;
  /** The value reported when the item is chosen; unique within the bar. */
  value: string;
  /** A short icon text (a symbol, an emoji or an icon-font ligature), hidden from assistive technology. */
  icon?: string;
}

/** Props of {@link BottomNavigation}. */
export interface BottomNavigationProps {
  /**
   * The destinations, in order: each with a `label` (also the button's accessible name), a unique
   * `value` and an optional short `icon` text.
   */
  items: readonly BottomNavigationItem[];
  /** The active item's value, when the parent controls it. */
  value?: string | null;
  /** The item active at first, when the component keeps its own state. */
  defaultValue?: string | null;
  /**
   * `horizontal` puts labels beside the icons; `shift` shows only the active item's label (the others
   * stay readable by screen readers). Without it, labels sit under the icons. Any other value throws an
   * error naming the prop.
   */
  mode?: BottomNavigationMode;
  /**
   * Packs the bar tighter: 56 px high by default, 48 comfortable, 40 compact. Any other value throws an
   * error naming the prop.
   */
  density?: BottomNavigationDensity;
  /** The accessible name of the navigation landmark. */
  label?: string;
  /** Called with the chosen item's value. */
  onChange?: (value: string) => void;
}

/** The defaults of {@link BottomNavigationProps}, shared with the API data test. */
export const bottomNavigationDefaults = {
  defaultValue: null,
  density: 'default',
  label: 'Bottom navigation',
} as const satisfies Partial<BottomNavigationProps>;

/**
 * A bar of destinations at the bottom of a screen, moved through with the arrow keys; the active one is
 * marked as current.
 *
 * No item is active until one is chosen or named by `value` or `defaultValue`. The bar is one tab stop:
 * the arrow keys, Home and End move between items (following the writing direction), Enter or Space
 * chooses one.
 *
 * @throws {Error} when `mode` or `density` has a value outside the allowed ones.
 * @example <BottomNavigation items={[{ label: 'Home', value: 'home', icon: '⌂' }]} mode="shift" />
 */
export function BottomNavigation({
  items,
  value,
  defaultValue = bottomNavigationDefaults.defaultValue,
  mode,
  density = bottomNavigationDefaults.density,
  label = bottomNavigationDefaults.label,
  onChange,
}: BottomNavigationProps) {
  const checkedMode = assertBottomNavigationMode(mode);
  const height = bottomNavigationHeight(density);
  const [active, setActive] = useControllableState<string | null>(
    value,
    defaultValue,
    onChange && ((next) => next !== null && onChange(next)),
  );
  const activeIndex = items.findIndex((item) => item.value === active);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const tabStop = focusIndex ?? Math.max(activeIndex, 0);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const arrow = horizontalStep(event.key, isRightToLeft(event.currentTarget));
    const step = event.key === 'Home' ? 'first' : event.key === 'End' ? 'last' : arrow || null;
    if (step === null) return;
    event.preventDefault();
    const buttons = event.currentTarget.parentElement?.querySelectorAll('button');
    buttons?.[movedIndex(index, step, items.length)]?.focus();
  };

  return (
    <nav
      aria-label={label}
      className={`ui-bottom-navigation ui-bottom-navigation--${checkedMode ?? 'stacked'}`}
      data-density={density}
      style={{ '--ui-bottom-navigation-height': `${height}px` } as CSSProperties}
    >
      {items.map((item, index) => {
        const isActive = index === activeIndex;
        return (
          <button
            key={item.value}
            type="button"
            className="ui-bottom-navigation__item"
            aria-current={isActive ? 'true' : undefined}
            tabIndex={index === tabStop ? 0 : -1}
            onClick={() => setActive(item.value)}
            onFocus={() => setFocusIndex(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.icon && (
              <span className="ui-bottom-navigation__icon" aria-hidden="true">
                {item.icon}
              </span>
            )}
            <span
              className={
                showsLabel(checkedMode, isActive)
                  ? 'ui-bottom-navigation__label'
                  : 'ui-bottom-navigation__label ui-bottom-navigation__label--hidden'
              }
            >
              {item.label}
            </span>
          </button>
        );
      })}
    </nav>
  );
}
