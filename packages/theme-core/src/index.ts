export type { ActiveHeadingInput, MeasuredHeading } from './active-heading';
export { pickActiveHeading } from './active-heading';
export type {
  AppearanceSwitch,
  InitialChoice,
  ResolveThemeOptions,
  ThemeChoice,
  ThemeName,
} from './appearance';
export { appearanceSwitch, isThemeChoice, nextAppearance, resolveTheme, THEME_CHOICES } from './appearance';
export type {
  ApiEvent,
  ApiProp,
  ApiSlot,
  Appearance,
  ComponentApi,
  ConfigIssue,
  ConfigSourceOptions,
  DocFooterLink,
  Feature,
  Hero,
  HeroAction,
  Labels,
  LocaleEntry,
  NavItem,
  OutlineLevel,
  OutlineSetting,
  PageMetadata,
  SafeParseConfigResult,
  SearchConfig,
  SettingsBodyResult,
  Sidebar,
  SidebarAutogenerate,
  SidebarItem,
  SidebarMulti,
  SocialLink,
  ThemeableImage,
  ThemeConfig,
} from './config';
export {
  BREAKPOINTS,
  OUTLINE_ACTIVE_TOLERANCE_PX,
  SCROLL_THROTTLE_MS,
  SEARCH_BUTTON_ATTRIBUTE,
  SEARCH_OPEN_RETRY_MS,
  SIDEBAR_MAX_DEPTH,
  SIDEBAR_TRANSITION_DELAY_MS,
} from './constants';
export type { LastUpdatedFormat, LastUpdatedText, PagerLink, PrevNext, PrevNextInput } from './doc-footer';
export { editLinkUrl, formatLastUpdated, resolvePrevNext } from './doc-footer';
export type { FeatureGridClass } from './feature-grid';
export { featureGridClass } from './feature-grid';
export type { HotkeyEvent, RetryOptions, SearchHotkey, SearchShortcutLabel } from './hotkeys';
export {
  isSearchHotkey,
  retryUntil,
  SEARCH_HOTKEY_STORAGE_KEY,
  SEARCH_HOTKEYS,
  searchShortcutLabel,
  storedSearchHotkey,
} from './hotkeys';
export type { PartialUiDictionary, UiDictionary, UiStringKey } from './i18n/en';
export { en } from './i18n/en';
export type { TranslationParams, Translator, TranslatorOptions } from './i18n/translate';
export { createTranslator, interpolate, translate } from './i18n/translate';
export type { LayoutContext, LayoutKind, LayoutRegions, ResolvedLayout } from './layout';
export { asideVisibleAt, resolveLayout, sidebarIsOverlayAt } from './layout';
export type { LocaleRedirectOptions } from './locale-redirect';
export { localeRedirectTarget } from './locale-redirect';
export type { LanguageMenuItem, LocaleInPath, PreferredLocaleOptions } from './locales';
export {
  defaultLocales,
  enabledLocales,
  languageMenu,
  localeFromPath,
  localeLink,
  navOfLocale,
  parseAcceptLanguage,
  preferredLocale,
} from './locales';
export type { NavLinkAttributes, NavMatchOptions } from './nav-match';
export { isNavItemActive, navLinkAttributes } from './nav-match';
export type { OutlineHeader, OutlineRange, PageHeading } from './outline';
export { buildOutline, outlineTitle, resolveOutlineLevels, slugify } from './outline';
export type { ActivePathOptions } from './paths';
export { isActivePath, isExternalLink, joinPath, normalizePath, pathSegments } from './paths';
export type { DocSearchSettings } from './search-provider';
export { docSearchSettingsOf, searchProviderOf } from './search-provider';
export { SETTINGS_BODY_MAX_BYTES, utf8ByteLength } from './settings/body-size';
export type {
  SettingsDocument,
  SettingsDocumentOf,
  SettingsTimestamps,
  UpdateSettingsOptions,
} from './settings/document';
export {
  changedSettings,
  chosenSetting,
  defaultSettingsDocument,
  SETTINGS_STORAGE_KEY,
  SETTINGS_VERSION,
  sameSettingValue,
  serializeSettings,
  updateSettings,
} from './settings/document';
export type {
  DeviceOnlySettingName,
  Direction,
  SettingRead,
  SettingsIssue,
  SyncedSettingName,
  SyncedSettings,
  UserSettingName,
  UserSettings,
} from './settings/fields';
export {
  AVATAR_URL_PATTERN,
  DEVICE_ONLY_SETTINGS,
  DIRECTIONS,
  defaultSettings,
  PAGE_PATH_PATTERN,
  readSetting,
  SETTING_ID_PATTERN,
  SETTINGS_LIMITS,
  SYNCED_SETTING_NAMES,
  settingIssues,
  USER_SETTING_NAMES,
} from './settings/fields';
export type { MergeSettingsOptions, SyncedSettingsDocument } from './settings/merge';
export { mergeSettings, settingsForSync } from './settings/merge';
export type { LegacySettings, MigratedSettings, SettingsMigration } from './settings/migrate';
export {
  LEGACY_SETTINGS_STORAGE_KEYS,
  LEGACY_SETTINGS_TIME,
  migrateLegacySettings,
  migrateSettings,
  SETTINGS_MIGRATIONS,
} from './settings/migrate';
export type { SubscriberPerk, VisitorRole } from './settings/perks';
export {
  canSaveSettings,
  effectiveSettings,
  isPerkAllowed,
  isSubscriberPerk,
  PERK_MESSAGES,
  perkViolations,
  SUBSCRIBER_PERKS,
  settingLock,
} from './settings/perks';
export type { SettingsStorageEvent, StoredSettings, StoredSettingsSource } from './settings/read';
export {
  isTimestamp,
  readStoredSettings,
  settingsFromStorageEvent,
  settingsRepairWarning,
  storedSettingsSearchHotkey,
} from './settings/read';
export type { SidebarFromPagesOptions, SidebarSourcePage } from './sidebar-autogenerate';
export { expandSidebar, sidebarFromPages } from './sidebar-autogenerate';
export type { SidebarItemTooDeep } from './sidebar-depth';
export { sidebarDepthMessage, sidebarItemsTooDeep } from './sidebar-depth';
export type { ResolvedSidebarItem, ResolveSidebarOptions } from './sidebar-resolve';
export { resolveSidebar, SidebarDepthError, validateSidebarDepth } from './sidebar-resolve';
export type { SidebarItemState, SidebarPage } from './sidebar-tree';
export { containsActive, flattenSidebar, initialCollapsed, sidebarItemState } from './sidebar-tree';
export type { ThemeColors } from './themes';
export { contrastRatio, relativeLuminance, themeColorSchemes, themes } from './themes';
