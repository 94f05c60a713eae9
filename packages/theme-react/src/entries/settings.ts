// The visitor's settings and account without React, for a page's own scripts.
export { SETTINGS_CHANGE_EVENT } from '@lectern/theme-core/dom';
export { applyRootSettings, followRootSettings } from '../settings/root-settings';
export { changeSettings } from '../settings/settings-source';
export { peekSettings, subscribeToSettings } from '../stores/stored-settings';
export type { VisitorAccount } from '../stores/visitor-account';
export { subscribeToVisitorAccount, visitorAccount } from '../stores/visitor-account';
