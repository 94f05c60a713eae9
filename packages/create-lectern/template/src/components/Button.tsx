import type { MouseEvent, ReactNode } from 'react';
import './Button.css';

export interface ButtonProps {
  /** The look of the button: `primary` for the main action of a view, `secondary` for the others. */
  variant?: 'primary' | 'secondary';
  /**
   * Turns the button off: it cannot be pressed, and it is shown faded. Say near it why, as a button
   * that is off gives no reason of its own.
   *
   * @default false
   */
  disabled?: boolean;
  /** Called when the button is pressed, with the mouse or with Enter or Space. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The button's label: a word or two saying what it does. */
  children: ReactNode;
}

/**
 * A button that starts an action.
 *
 * @example
 * <Button onClick={save}>Save</Button>
 */
export function Button({ variant = 'primary', disabled, onClick, children }: ButtonProps) {
  return (
    <button type="button" className={`button button-${variant}`} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
