export type { SettingsBodyResult } from '../settings/schema.js';
export {
  settingsBodySchema,
  syncedSettingsSchema,
  userSettingsSchema,
  validateSettingsBody,
} from '../settings/schema.js';
export type { Banner, HouseAd, SiteNotification } from './announcements.js';
export {
  adSchema,
  bannerSchema,
  NOTIFICATIONS_LIMIT,
  notificationSchema,
  notificationsSchema,
} from './announcements.js';
export type {
  ApiCssPart,
  ApiCssProperty,
  ApiEvent,
  ApiExposed,
  ApiProp,
  ApiRange,
  ApiSlot,
  ComponentApi,
} from './api.js';
export {
  apiEventSchema,
  apiPropSchema,
  apiRangeSchema,
  apiSlotSchema,
  componentApiSchema,
  inRange,
} from './api.js';
export type { SchemaField, SchemaSection } from './describe-schema.js';
export { describeSchema } from './describe-schema.js';
export type { ConfigIssue, ConfigSourceOptions, SafeParseConfigResult } from './errors.js';
export {
  ConfigError,
  formatConfigIssues,
  parseConfig,
  parsePageMetadata,
  parseThemeConfig,
  safeParseConfig,
  safeParsePageMetadata,
  safeParseThemeConfig,
} from './errors.js';
export type { HeadTag } from './head.js';
export { HEAD_TAGS, headSchema, headTagSchema } from './head.js';
export { formatPath } from './issue-messages.js';
export type { Labels } from './labels.js';
export { labelsSchema } from './labels.js';
export { linkSchema, relSchema, targetSchema } from './link.js';
export type { LocaleEntry } from './locale.js';
export { localeEntrySchema } from './locale.js';
export type { NavItem } from './nav.js';
export { navItemSchema, navSchema } from './nav.js';
export type { OutlineLevel, OutlineSetting } from './outline.js';
export { headingLevelSchema, outlineLevelSchema, outlineSchema } from './outline.js';
export type { DocFooterLink, Feature, Hero, HeroAction, PageMetadata, ThemeableImage } from './page.js';
export {
  docFooterLinkSchema,
  featureSchema,
  heroActionSchema,
  heroSchema,
  layoutSchema,
  pageMetadataSchema,
  themeableImageSchema,
} from './page.js';
export type { SchemaTypeScriptOptions } from './schema-types.js';
export { schemaTypeScript } from './schema-types.js';
export type {
  Sidebar,
  SidebarAutogenerate,
  SidebarBadge,
  SidebarConfig,
  SidebarConfigMulti,
  SidebarItem,
  SidebarItemConfig,
  SidebarMulti,
} from './sidebar.js';
export { sidebarBadgeSchema, sidebarItemSchema, sidebarSchema } from './sidebar.js';
export type { Appearance, SearchConfig, SocialLink, ThemeConfig } from './theme.js';
export {
  appearanceSchema,
  dateTimeFormatOptionsSchema,
  searchSchema,
  socialLinkSchema,
  themeConfigSchema,
} from './theme.js';
export { editDistance, unknownFieldErrorMap, unknownFieldMessage } from './unknown-fields.js';
export type { LecternUserConfig } from './user-config.js';
export { defineLecternConfig } from './user-config.js';
