export { Alert, type AlertProps, alertDefaults } from './Alert';
export {
  ALERT_BORDERS,
  ALERT_TYPES,
  type AlertBorder,
  type AlertBorderSide,
  type AlertType,
  alertBorderSide,
  alertRole,
  assertAlertType,
} from './alert-rules';
