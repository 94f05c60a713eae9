export type { ApiEvent, ApiProp, ApiSlot, ComponentApi } from './api';
export { apiEventSchema, apiPropSchema, apiSlotSchema, componentApiSchema } from './api';
export type { SchemaField, SchemaSection } from './describe-schema';
export { describeSchema } from './describe-schema';
export type { ConfigIssue, ConfigSourceOptions, SafeParseConfigResult } from './errors';
export {
  ConfigError,
  formatConfigIssues,
  parseConfig,
  parsePageMetadata,
  parseThemeConfig,
  safeParseConfig,
  safeParsePageMetadata,
  safeParseThemeConfig,
} from './errors';
export type { Labels } from './labels';
export { labelsSchema } from './labels';
export { linkSchema, relSchema, targetSchema } from './link';
export type { LocaleEntry } from './locale';
export { localeEntrySchema } from './locale';
export type { NavItem } from './nav';
export { navItemSchema, navSchema } from './nav';
export type { OutlineLevel, OutlineSetting } from './outline';
export { headingLevelSchema, outlineLevelSchema, outlineSchema } from './outline';
export type { DocFooterLink, Feature, Hero, HeroAction, PageMetadata, ThemeableImage } from './page';
export {
  docFooterLinkSchema,
  featureSchema,
  heroActionSchema,
  heroSchema,
  layoutSchema,
  pageMetadataSchema,
  themeableImageSchema,
} from './page';
export type { SettingsBodyResult } from './settings';
export {
  settingsBodySchema,
  syncedSettingsSchema,
  userSettingsSchema,
  validateSettingsBody,
} from './settings';
export type { Sidebar, SidebarAutogenerate, SidebarItem, SidebarMulti } from './sidebar';
export { sidebarItemSchema, sidebarSchema } from './sidebar';
export type { Appearance, SearchConfig, SocialLink, ThemeConfig } from './theme';
export {
  appearanceSchema,
  dateTimeFormatOptionsSchema,
  searchSchema,
  socialLinkSchema,
  themeConfigSchema,
} from './theme';
