import { type MouseEvent, type ReactNode, useState } from 'react';
import { type AlertBorder, type AlertType, alertBorderSide, alertRole, assertAlertType } from './alert-rules';
import './Alert.css';

/** Props of {@link Alert}. */
export interface AlertProps {
  /**
   * The kind of message: sets the colour, the icon and the ARIA role (`alert` for error and warning,
   * `status` otherwise). Any other value throws an error naming the prop.
   */
  type?: AlertType;
  /**
   * Draws a coloured border on one side: `true` on the start side, or on the side named; `start` and
   * `end` follow the writing direction. Any other value throws an error naming the prop.
   */
  border?: AlertBorder;
  /** A short title shown in bold above the message. */
  title?: string;
  /** Shows a close button that hides the alert. */
  closable?: boolean;
  /** The accessible name of the close button. */
  closeLabel?: string;
  /** Called when the close button is pressed, just before the alert hides. */
  onClose?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The message. */
  children?: ReactNode;
}

/** The defaults of {@link AlertProps}, shared with the API data test. */
export const alertDefaults = {
  type: 'info',
  border: false,
  closable: false,
  closeLabel: 'Close',
} as const satisfies Partial<AlertProps>;

const ICONS: Record<AlertType, string> = { success: '✓', info: 'i', warning: '!', error: '×' };

/**
 * A message that stands out from the page, coloured by its type, optionally with a title, a border and a
 * close button.
 *
 * Errors and warnings are announced at once (`role="alert"`); success and info politely
 * (`role="status"`).
 *
 * @throws {Error} when `type` or `border` has a value outside the allowed ones.
 * @example <Alert type="warning" title="Heads up" closable>Saving is disabled.</Alert>
 */
export function Alert({
  type = alertDefaults.type,
  border = alertDefaults.border,
  title,
  closable = alertDefaults.closable,
  closeLabel = alertDefaults.closeLabel,
  onClose,
  children,
}: AlertProps) {
  const checkedType = assertAlertType(type);
  const side = alertBorderSide(border);
  const [open, setOpen] = useState(true);
  if (!open) return null;

  const className = ['ui-alert', `ui-alert--${checkedType}`, side && `ui-alert--border-${side}`]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      role={alertRole(checkedType)}
      data-type={checkedType}
      data-border={side ?? undefined}
    >
      <span className="ui-alert__icon" aria-hidden="true">
        {ICONS[checkedType]}
      </span>
      <div className="ui-alert__content">
        {title && <p className="ui-alert__title">{title}</p>}
        {children}
      </div>
      {closable && (
        <button
          type="button"
          className="ui-alert__close"
          aria-label={closeLabel}
          onClick={(event) => {
            onClose?.(event);
            setOpen(false);
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
