import { type ReactNode, useId } from 'react';
import { IconChevronDown } from '../../icons/IconChevronDown';
import { visuallyHidden } from '../../theme/primitives.css';
import * as styles from './NavBarDropdown.css';
import { useDropdown } from './useDropdown';

export interface NavBarDropdownProps {
  /** The button's visible text. Without it the button shows its icon only and `label` names it. */
  text?: string;
  /**
   * The button's accessible name when it has no visible text; beside `text`, what the button does, read
   * before the text and not shown ("Change version" before "v0.2").
   */
  label?: string;
  /** An icon before the text. */
  icon?: ReactNode;
  /** Highlights the button: the current page is in this dropdown. */
  active?: boolean;
  /** Which edge of the button the panel lines up with. Default: `start`. */
  align?: 'start' | 'end';
  /** Shows a chevron after the text or icon. Default: `true`. */
  chevron?: boolean;
  /** The panel's content: lists of links and buttons. */
  children: ReactNode;
}

/**
 * A disclosure dropdown of the navigation bar: a button (`aria-expanded`, `aria-controls`) and a panel
 * of links, usable by keyboard (see `useDropdown`). The panel is in the server HTML, hidden.
 */
export function NavBarDropdown({
  text,
  label,
  icon,
  active = false,
  align = 'start',
  chevron = true,
  children,
}: NavBarDropdownProps) {
  const panelId = useId();
  const { open, rootRef, buttonRef, panelRef, buttonProps, rootProps } = useDropdown();
  return (
    <div ref={rootRef} className={styles.dropdown} {...rootProps}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={text ? undefined : label}
        data-active={active || undefined}
        {...buttonProps}
      >
        {icon && <span className={styles.iconSlot}>{icon}</span>}
        {text && label && (
          <>
            <span className={visuallyHidden}>{label}</span>{' '}
          </>
        )}
        {text && <span>{text}</span>}
        {chevron && <IconChevronDown className={styles.chevron} />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={`${styles.panel} ${align === 'end' ? styles.alignEnd : styles.alignStart}`}
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
}
