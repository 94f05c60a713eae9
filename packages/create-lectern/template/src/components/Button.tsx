import type { ReactNode } from 'react';
import './Button.css';

export interface ButtonProps {
  /** The look of the button: `primary` for the main action of a view, `secondary` for the others. */
  variant?: 'primary' | 'secondary';
  /** Called when the button is pressed. */
  onClick?: () => void;
  /** The button's label. */
  children: ReactNode;
}

/** A button that starts an action. */
export function Button({ variant = 'primary', onClick, children }: ButtonProps) {
  return (
    <button type="button" className={`button button-${variant}`} onClick={onClick}>
      {children}
    </button>
  );
}
