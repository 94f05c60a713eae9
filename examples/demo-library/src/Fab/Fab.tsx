import './Fab.css';
import type { MouseEvent, ReactNode } from 'react';
import { type FabLocation, type FabSize, fabHeight, fabPlacement } from './fab-rules';

/** Props of {@link Fab}. */
export interface FabProps {
  /**
   * What the button does, e.g. "New message": always its accessible name, and its visible text when
   * `extended`.
   */
  label: string;
  /** The icon; a plus sign when not given. It is decorative, since the label names the button. */
  icon?: ReactNode;
  /** Shows the label beside the icon; the button grows wider, not taller. */
  extended?: boolean;
  /** The default size is 56 px tall; `large` adds 24 px, for 80 px. */
  size?: FabSize;
  /**
   * Corner to float in, inside the nearest positioned ancestor (or the viewport with `app`); `start` and
   * `end` follow the writing direction. Without it the button stays in the flow of the page.
   */
  location?: FabLocation;
  /** Fixes the button to the viewport, at `location` or else the bottom-end corner. */
  app?: boolean;
  /** Turns the button off. */
  disabled?: boolean;
  /** Called when the button is pressed, with the mouse or with Enter or Space. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * A floating action button: one prominent button for the main action of a screen, optionally floating
 * in a corner.
 *
 * Without `location` or `app` it stays in the flow of the page.
 *
 * @example <Fab label="Compose" location="bottom-end" extended />
 */
export function Fab({
  label,
  icon,
  extended = false,
  size = 'default',
  location,
  app = false,
  disabled = false,
  onClick,
}: FabProps) {
  const placement = fabPlacement(location, app);
  const classes = ['ui-fab', `ui-fab--${size}`];
  if (extended) classes.push('ui-fab--extended');
  if (placement) classes.push('ui-fab--floating', `ui-fab--${placement}`);
  if (app) classes.push('ui-fab--app');
  return (
    <button
      type="button"
      className={classes.join(' ')}
      style={{ blockSize: fabHeight({ size }) }}
      disabled={disabled}
      onClick={onClick}
    >
      <span className="ui-fab-icon" aria-hidden="true">
        {icon ?? <PlusIcon />}
      </span>
      <span className={extended ? 'ui-fab-label' : 'ui-fab-label ui-fab-label--hidden'}>{label}</span>
    </button>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
    </svg>
  );
}
