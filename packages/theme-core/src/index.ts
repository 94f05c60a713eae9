export type { ActiveHeadingInput, MeasuredHeading } from './active-heading.js';
export { pickActiveHeading } from './active-heading.js';
export type { ExplorerComponent, ExplorerFilters, ExplorerMember, MemberKind } from './api-explorer.js';
export {
  ALL_SETS,
  defaultExplorerFilters,
  filterComponent,
  filtersFromQuery,
  MEMBER_KINDS,
  memberAnchor,
  membersOf,
  queryOfFilters,
} from './api-explorer.js';
export type { VersionedApi } from './api-history.js';
export { apiHistory } from './api-history.js';
export type { ApiPageEntry, ApiPageSet } from './api-pages.js';
export {
  apiPageEntries,
  apiTypeLinks,
  exampleCode,
  exampleLanguage,
  firstSentence,
  isExcludedSource,
  sharedApiSlugs,
  sourceLink,
  sourcePath,
} from './api-pages.js';
export { API_RANGE_LIMITS, rangeLimits } from './api-range.js';
export type {
  AppearanceSwitch,
  InitialChoice,
  ResolveThemeOptions,
  ThemeChoice,
  ThemeName,
} from './appearance.js';
export {
  APPEARANCE_WORDS,
  appearanceSwitch,
  isThemeChoice,
  nextAppearance,
  resolveTheme,
  THEME_CHOICES,
} from './appearance.js';
export { nameSegments, unionMembers } from './code-breaks.js';
export type {
  ApiEvent,
  ApiProp,
  ApiSlot,
  Appearance,
  Banner,
  ComponentApi,
  ConfigIssue,
  ConfigSourceOptions,
  DocFooterLink,
  Feature,
  HeadTag,
  Hero,
  HeroAction,
  HouseAd,
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
  SidebarBadge,
  SidebarConfig,
  SidebarConfigMulti,
  SidebarItem,
  SidebarItemConfig,
  SidebarMulti,
  SiteNotification,
  SocialLink,
  ThemeableImage,
  ThemeConfig,
} from './config/index.js';
export {
  BREAKPOINTS,
  OUTLINE_ACTIVE_TOLERANCE_PX,
  REACH_EVENTS,
  SCROLL_THROTTLE_MS,
  SEARCH_OPEN_RETRY_MS,
  SIDEBAR_BRANCH_WINDOW,
  SIDEBAR_INLINE_LINKS,
  SIDEBAR_MAX_DEPTH,
  SIDEBAR_TRANSITION_DELAY_MS,
  SIDEBAR_TREE_FOLDER,
} from './constants.js';
export type { LastUpdatedFormat, LastUpdatedText, PagerLink, PrevNext, PrevNextInput } from './doc-footer.js';
export { editLinkUrl, formatLastUpdated, resolvePrevNext } from './doc-footer.js';
export { documentTitle } from './document-title.js';
// The names the page's pieces share (events, attributes, storage keys, cascade layers), also the entry
// `@lectern/theme-core/dom`.
export * from './dom.js';
export type { FeatureGridClass } from './feature-grid.js';
export { featureGridClass } from './feature-grid.js';
export { headTagHtml, headTagKey, mergeHeadTags } from './head-tags.js';
export type { HotkeyEvent, RetryOptions, SearchHotkey, SearchShortcutLabel } from './hotkeys.js';
export {
  APPLE_PLATFORM_PATTERN,
  isSearchHotkey,
  retryUntil,
  SEARCH_HOTKEYS,
  searchShortcutLabel,
  storedSearchHotkey,
} from './hotkeys.js';
export { builtInDictionaries, builtInDictionary } from './i18n/catalogues.js';
export type { PartialUiDictionary, UiDictionary, UiStringKey } from './i18n/en.js';
export { en } from './i18n/en.js';
export type { IslandTextKey } from './i18n/en-islands.js';
export { enIslandTexts, islandLabels } from './i18n/en-islands.js';
export type { TranslationParams } from './i18n/interpolate.js';
export { interpolate, messageProblems } from './i18n/interpolate.js';
export { fallbackLanguage } from './i18n/text-language.js';
export type { Translator, TranslatorOptions } from './i18n/translate.js';
export { createTranslator, resolveLabels, translate } from './i18n/translate.js';
export { zhCN } from './i18n/zh-cn.js';
export type { LanguageMenuItem } from './language-menu.js';
export { languageMenu } from './language-menu.js';
export type { LayoutContext, LayoutKind, LayoutRegions, ResolvedLayout } from './layout.js';
export { asideVisibleAt, resolveLayout, sidebarIsOverlayAt } from './layout.js';
export { splitPathSuffix } from './link-parts.js';
export { loadOnce } from './load-once.js';
export type { LocaleOwnField } from './locale-fields.js';
export { navOfLocale, ofLocale } from './locale-fields.js';
export { localeLink, siteLinkIn } from './locale-link.js';
export type { PreferredLocaleOptions } from './locale-negotiation.js';
export { parseAcceptLanguage, preferredLocale } from './locale-negotiation.js';
export type { LocaleRedirectOptions } from './locale-redirect.js';
export { localeRedirectTarget } from './locale-redirect.js';
export type { LocaleInPath } from './locales.js';
export { defaultLocales, enabledLocales, localeDirection, localeFromPath } from './locales.js';
export type { NavLinkAttributes, NavMatchOptions } from './nav-match.js';
export { isNavItemActive, navLinkAttributes } from './nav-match.js';
export type { OutlineHeader, OutlineRange, PageHeading } from './outline.js';
export { buildOutline, outlineTitle, resolveOutlineLevels, slugify } from './outline.js';
export type { ActivePathOptions } from './paths.js';
export {
  isActivePath,
  isExternalLink,
  joinPath,
  normalizePath,
  pageKey,
  pathSegments,
  sitePageKey,
} from './paths.js';
export type { RecentPage } from './recent-pages.js';
export {
  PAGE_TITLE_MAX_LENGTH,
  QUICKBAR_RECENT_COUNT,
  RECENT_PAGES_LIMIT,
  readPinTitles,
  readRecentPages,
  recentPagesBesides,
  rememberRecentPage,
  titleFromPath,
} from './recent-pages.js';
export type { DocSearchSettings } from './search-provider.js';
export { docSearchSettingsOf, searchProviderOf } from './search-provider.js';
export { avatarFor } from './settings/avatar.js';
export {
  SETTINGS_BODY_MAX_BYTES,
  settingsBodyTooLargeMessage,
  utf8ByteLength,
} from './settings/body-size.js';
export type {
  SettingsDocument,
  SettingsDocumentOf,
  SettingsTimestamps,
  UpdateSettingsOptions,
} from './settings/document.js';
export {
  changedSettings,
  chosenSetting,
  defaultSettingsDocument,
  SETTINGS_VERSION,
  sameSettingValue,
  serializeSettings,
  updateSettings,
} from './settings/document.js';
export type { SubscriberPerk, VisitorRole } from './settings/effective.js';
export { effectiveSettings, isSubscriberPerk, SUBSCRIBER_PERKS } from './settings/effective.js';
export type {
  BooleanField,
  ChoiceField,
  DeviceOnlySettingName,
  Direction,
  HintedSwitchName,
  ListField,
  PanelSwitch,
  PanelSwitchEntry,
  PanelSwitchName,
  SettingField,
  SettingNameOfKind,
  SyncedSettingName,
  SyncedSettings,
  TextField,
  UserSettingName,
  UserSettings,
} from './settings/fields.js';
export {
  AVATAR_URL_PATTERN,
  DEVICE_ONLY_SETTINGS,
  DIRECTIONS,
  defaultSettings,
  isSettingText,
  isSettingValue,
  PAGE_PATH_PATTERN,
  PANEL_SWITCHES,
  panelSwitches,
  SETTING_FIELDS,
  SETTING_ID_PATTERN,
  SETTINGS_LIMITS,
  SYNCED_SETTING_NAMES,
  USER_SETTING_NAMES,
} from './settings/fields.js';
export {
  canPinAnother,
  dismissBanner,
  markNotificationsRead,
  notificationsNewestFirst,
  pinPage,
  pinPathOf,
  unpinPage,
  unreadNotifications,
} from './settings/lists.js';
export type { MergeSettingsOptions, SyncedSettingsDocument } from './settings/merge.js';
export { mergeSettings, settingsForSync } from './settings/merge.js';
export type { LegacySettings, MigratedSettings, SettingsMigration } from './settings/migrate.js';
export {
  LEGACY_SETTINGS_TIME,
  migrateLegacySettings,
  migrateSettings,
  SETTINGS_MIGRATIONS,
} from './settings/migrate.js';
export type { PeekedSettings } from './settings/peek.js';
export { peekStoredSettings, storedSettingsSearchHotkey } from './settings/peek.js';
export {
  canSaveSettings,
  isPerkAllowed,
  PERK_MESSAGES,
  perkViolations,
  settingLock,
} from './settings/perks.js';
export type { SettingsStorageEvent, StoredSettings, StoredSettingsSource } from './settings/read.js';
export {
  readStoredSettings,
  settingsFromStorageEvent,
  settingsRepairWarning,
} from './settings/read.js';
export type { SettingRead, SettingsIssue } from './settings/read-setting.js';
export { readSetting, settingExpectation, settingIssues } from './settings/read-setting.js';
export type { RootFlagOptions, RootFlagSettings, RootSettingFlag } from './settings/root-flags.js';
export { ROOT_SETTING_FLAGS, rootSettingFlags } from './settings/root-flags.js';
export type { SettingsSyncMode, SyncAccount } from './settings/sync-mode.js';
export { settingsSyncMode } from './settings/sync-mode.js';
export type { SettingText } from './settings/texts.js';
export { SETTING_TEXTS, settingDescription } from './settings/texts.js';
export { isTimestamp } from './settings/timestamp.js';
export type {
  EmptySidebarDirectory,
  SidebarFromPagesOptions,
  SidebarSourcePage,
  UnknownSidebarSlug,
} from './sidebar-autogenerate.js';
export {
  emptySidebarDirectories,
  expandSidebar,
  folderKey,
  normalizeSlug,
  sidebarFromPages,
  sidebarWithoutUnknownSlugs,
  unknownSidebarSlugs,
} from './sidebar-autogenerate.js';
export type { SidebarBranchItem, SidebarBranchOptions } from './sidebar-branch.js';
export {
  sidebarBranch,
  sidebarLinkCount,
  sidebarSectionKey,
  sidebarSectionsByPage,
} from './sidebar-branch.js';
export type { NestedSidebarItem, SidebarItemTooDeep } from './sidebar-depth.js';
export { sidebarDepthMessage, sidebarItemsTooDeep } from './sidebar-depth.js';
export type { ResolvedSidebarItem, ResolveSidebarOptions, SidebarResolver } from './sidebar-resolve.js';
export {
  createSidebarResolver,
  freezeSidebarItems,
  resolveSidebar,
  SidebarDepthError,
  validateSidebarDepth,
} from './sidebar-resolve.js';
export type { SidebarSectionPage, SidebarSectionPagesOptions } from './sidebar-section-pages.js';
export { sidebarSectionPages } from './sidebar-section-pages.js';
export type { SidebarItemState, SidebarPage } from './sidebar-tree.js';
export { containsActive, flattenSidebar, initialCollapsed, sidebarItemState } from './sidebar-tree.js';
export { imageWithBase, isUnderBase, linksWithBase, withBase, withoutBase } from './site-base.js';
export { TAB_STOP_SELECTOR, tabWrapTarget } from './tab-wrap.js';
export type { ThemeColors } from './themes.js';
export { contrastRatio, relativeLuminance, themeColorSchemes, themes } from './themes.js';
export type { FontSize, Layer, LineHeight, Motion, Space } from './tokens.js';
export { FONT_SIZES, LAYERS, LINE_HEIGHTS, MOTION, SPACE } from './tokens.js';
export type { Tone, ToneName } from './tones.js';
export { calloutNameOfType, calloutTitleKey, isToneName, TONE_NAMES } from './tones.js';
export type { TypePart } from './type-links.js';
export { typeParts } from './type-links.js';
export type { VersionMarkKind, VersionMarks } from './version-lens.js';
export {
  apiVersionMarks,
  compareVersions,
  isLensVersion,
  isNewerThanUsed,
  isRemovedBy,
  LENS_VERSION_LENGTH,
  LENS_VERSION_PATTERN,
  lensChoices,
  VERSION_MARK_KINDS,
} from './version-lens.js';
export type {
  DocsVersion,
  OlderVersionBanner,
  SiteVersions,
  VersionBase,
  VersionInPath,
  VersionMenuItem,
  VersionOptions,
} from './versions.js';
export {
  canonicalVersionPath,
  olderVersionBanner,
  versionBases,
  versionLabel,
  versionMenu,
  versionNoindex,
  versionOfPath,
  versionPath,
  versionsIssues,
} from './versions.js';
