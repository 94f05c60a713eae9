export type { SettingsChoiceProps } from './SettingsChoice';
export { SettingsChoice } from './SettingsChoice';
export type { SettingsPanelProps } from './SettingsPanel';
export { SettingsPanel } from './SettingsPanel';
export type { SettingsPerksProps } from './SettingsPerks';
export { SettingsPerks } from './SettingsPerks';
export type { SettingsSwitchProps } from './SettingsSwitch';
export { SettingsSwitch } from './SettingsSwitch';
