/** The kinds of alert, each with its own colour and icon. */
export const ALERT_TYPES = ['success', 'info', 'warning', 'error'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** The sides an alert border may be drawn on (logical: `start` is the left in LTR, the right in RTL). */
export const ALERT_BORDERS = ['top', 'end', 'bottom', 'start'] as const;
export type AlertBorderSide = (typeof ALERT_BORDERS)[number];

/** The `border` prop: `true` draws it on the start side, `false` draws none. */
export type AlertBorder = boolean | AlertBorderSide;

/**
 * The alert type, checked: a typo in a page's code should fail loudly, not render a grey box.
 *
 * @throws {Error} when `type` is not one of {@link ALERT_TYPES}.
 * @example assertAlertType('warning') // 'warning'
 */
export function assertAlertType(type: unknown): AlertType {
  if (ALERT_TYPES.includes(type as AlertType)) return type as AlertType;
  throw new Error(
    `Alert: the "type" prop must be one of ${ALERT_TYPES.join(', ')} (got ${JSON.stringify(type)})`,
  );
}

/**
 * The side to draw the border on, or null for none.
 *
 * @throws {Error} when `border` is neither a boolean nor one of {@link ALERT_BORDERS}.
 * @example alertBorderSide(true) // 'start'
 */
export function alertBorderSide(border: unknown): AlertBorderSide | null {
  if (border === undefined || border === false) return null;
  if (border === true) return 'start';
  if (ALERT_BORDERS.includes(border as AlertBorderSide)) return border as AlertBorderSide;
  throw new Error(
    `Alert: the "border" prop must be a boolean or one of ${ALERT_BORDERS.join(', ')} (got ${JSON.stringify(border)})`,
  );
}

/**
 * The ARIA role: errors and warnings interrupt (`alert`), success and info wait their turn (`status`).
 *
 * @example alertRole('info') // 'status'
 */
export function alertRole(type: AlertType): 'alert' | 'status' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status';
}
