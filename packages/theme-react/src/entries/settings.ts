// The visitor's settings and account without React: for a page's own scripts, and for the site's
// server code to tell the page who is reading (`setVisitorAccount`, from `GET /api/account`).
export { applyRootSettings, followRootSettings } from '../settings/root-settings';
export {
  changeSettings,
  peekSettings,
  SETTINGS_CHANGE_EVENT,
  subscribeToSettings,
} from '../settings/settings-source';
export type { VisitorAccount } from '../settings/visitor-account';
export {
  ACCOUNT_CHANGE_EVENT,
  setVisitorAccount,
  subscribeToVisitorAccount,
  VISITOR_ROLE_STORAGE_KEY,
  visitorAccount,
} from '../settings/visitor-account';
