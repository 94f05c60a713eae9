export { linkSchema } from './link';
export { localeEntrySchema } from './locale';
export type { LocaleEntry } from './locale';
export { navItemSchema, navSchema } from './nav';
export type { NavItem } from './nav';
export { headingLevelSchema, outlineLevelSchema, outlineSchema } from './outline';
export type { OutlineLevel, OutlineSetting } from './outline';
export {
  docFooterLinkSchema,
  featureSchema,
  heroActionSchema,
  heroSchema,
  layoutSchema,
  pageMetadataSchema,
  themeableImageSchema,
} from './page';
export type { DocFooterLink, Feature, Hero, HeroAction, PageMetadata, ThemeableImage } from './page';
export { sidebarItemSchema, sidebarSchema } from './sidebar';
export type { Sidebar, SidebarItem, SidebarMulti } from './sidebar';
export { appearanceSchema, searchSchema, socialLinkSchema, themeConfigSchema } from './theme';
export type { Appearance, SearchConfig, SocialLink, ThemeConfig } from './theme';
