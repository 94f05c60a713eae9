export {
  ACCOUNT_HINT_STORAGE_KEY,
  BASE_ATTRIBUTE,
  OPEN_SEARCH_EVENT,
  SETTINGS_CHANGE_EVENT,
  SIDEBAR_ID,
  SIDEBAR_PLACE_STORAGE_KEY,
} from '@lectern/theme-core/dom';
export type { AccountState, AccountUser, LoginProvider } from './account/account-api';
export { ACCOUNT_ROUTES, accountRoute, LOGIN_PROVIDERS, loginHref, roleOf } from './account/account-api';
export type { AccountDashboardProps, AccountSectionProps } from './components/Account';
export { AccountDashboard, AccountSection } from './components/Account';
export type { ApiTableProps, ApiTextProps } from './components/ApiTable';
export { ApiTable, ApiText } from './components/ApiTable';
export type { AccountAvatarProps, AvatarProps } from './components/Avatar';
export { AccountAvatar, Avatar } from './components/Avatar';
export type { BadgeProps } from './components/Badge';
export { Badge } from './components/Badge';
export type { BannerProps } from './components/Banner';
export { Banner } from './components/Banner';
export type { DeveloperPanelProps } from './components/DeveloperPanel';
export { DeveloperPanel } from './components/DeveloperPanel';
export type {
  DocContentProps,
  DocFooterEditLinkProps,
  DocFooterLastUpdatedProps,
  DocFooterPagerLinkProps,
  DocFooterPagerProps,
  DocFooterProps,
  DocFooterTheme,
  DocProps,
  Timestamp,
} from './components/Doc';
export {
  Doc,
  DocContent,
  DocFooter,
  DocFooterEditLink,
  DocFooterLastUpdated,
  DocFooterPager,
  DocFooterPagerLink,
} from './components/Doc';
export type { FooterProps } from './components/Footer';
export { Footer } from './components/Footer';
export type { HomeHeroActionProps, HomeHeroActionsProps, HomeHeroProps, HomeProps } from './components/Home';
export { Home, HomeHero, HomeHeroAction, HomeHeroActions } from './components/Home';
export type { HomeFeatureProps, HomeFeaturesProps } from './components/HomeFeatures';
export { HomeFeature, HomeFeatures } from './components/HomeFeatures';
export type { HouseAdProps } from './components/HouseAd';
export { HouseAd } from './components/HouseAd';
export type { CustomLayout, LayoutPage, LayoutProps, LayoutTheme } from './components/Layout';
export { Layout } from './components/Layout';
export type {
  LocalNavMenuButtonProps,
  LocalNavOutlineDropdownProps,
  LocalNavProps,
} from './components/LocalNav';
export { LocalNav, LocalNavMenuButton, LocalNavOutlineDropdown } from './components/LocalNav';
export type {
  NavBarAppearanceProps,
  NavBarExtraProps,
  NavBarHamburgerProps,
  NavBarLanguageMenuProps,
  NavBarMenuGroupProps,
  NavBarMenuLinkProps,
  NavBarMenuProps,
  NavBarProps,
  NavBarSearchButtonProps,
  NavBarSettingsProps,
  NavBarSocialLinksProps,
  NavBarTitleProps,
  NavBarVersionMenuProps,
} from './components/NavBar';
export {
  NavBar,
  NavBarAppearance,
  NavBarExtra,
  NavBarHamburger,
  NavBarLanguageMenu,
  NavBarMenu,
  NavBarMenuGroup,
  NavBarMenuLink,
  NavBarSearchButton,
  NavBarSettings,
  NavBarSocialLinks,
  NavBarTitle,
  NavBarVersionMenu,
} from './components/NavBar';
export type { NavScreenProps } from './components/NavScreen';
export { NavScreen } from './components/NavScreen';
export type { NotFoundProps } from './components/NotFound';
export { NotFound } from './components/NotFound';
export type { NotificationsMenuProps } from './components/NotificationsMenu';
export { NotificationsMenu } from './components/NotificationsMenu';
export type { OutlineItemProps, OutlineProps } from './components/Outline';
export { Outline, OutlineItem } from './components/Outline';
export type { PageFrameProps, PageProps } from './components/Page';
export { Page, PageFrame } from './components/Page';
export type { PinButtonProps } from './components/PinButton';
export { PinButton } from './components/PinButton';
export type { QuickbarPage, QuickbarProps } from './components/Quickbar';
export { Quickbar } from './components/Quickbar';
export type { RefreshPromptProps } from './components/RefreshPrompt';
export { RefreshPrompt } from './components/RefreshPrompt';
export type {
  SettingsAnnouncementsProps,
  SettingsAvatarProps,
  SettingsChoiceProps,
  SettingsPagesProps,
  SettingsPanelProps,
  SettingsPerksProps,
  SettingsPinsProps,
  SettingsSwitchProps,
} from './components/Settings';
export {
  SettingsAnnouncements,
  SettingsAvatar,
  SettingsChoice,
  SettingsPages,
  SettingsPanel,
  SettingsPerks,
  SettingsPins,
  SettingsSwitch,
} from './components/Settings';
export type {
  SidebarGroupProps,
  SidebarItemProps,
  SidebarLinkProps,
  SidebarPinsProps,
  SidebarProps,
} from './components/Sidebar';
export { Sidebar, SidebarGroup, SidebarItem, SidebarLink, SidebarPins } from './components/Sidebar';
export type { SkipLinkProps } from './components/SkipLink';
export { SkipLink } from './components/SkipLink';
export type { ThemeImageProps } from './components/ThemeImage';
export { ThemeImage } from './components/ThemeImage';
export type { VersionBadgeProps } from './components/VersionBadge';
export { VersionBadge } from './components/VersionBadge';
export type { VersionBannerProps } from './components/VersionBanner';
export { VersionBanner } from './components/VersionBanner';
export { siteBase } from './dom/page-attributes';
export { startAccountEffects } from './effects/account-effects';
export { enhanceChrome } from './effects/chrome';
export type { PinnedPageLink } from './effects/device-pages';
export type { ActiveHeadingOptions, IndicatorPosition } from './effects/outline';
export { enhanceOutline, indicatorPosition, watchActiveHeading } from './effects/outline';
export { startReadingEffects } from './effects/reading-effects';
export { watchForNewerBuild } from './effects/refresh-prompt';
export { startSettingsEffects } from './effects/settings-effects';
export { enhanceSidebar, setSidebarOpen } from './effects/sidebar';
export type { SidebarPlace } from './effects/sidebar-place';
export {
  keepSidebarPlace,
  restoreSidebarPlace,
  revealActiveLink,
  sidebarPlaceOf,
} from './effects/sidebar-place';
export { fillDeferredSections, fillGap, loadSidebarTree, parseSidebarTree } from './effects/sidebar-tree';
export type { PagePart, PagePartLoaders, PartCause } from './effects/start-page';
export { FIRST_ACTION_EVENTS, REACH_EVENTS, startPage } from './effects/start-page';
export { startPageEffects } from './effects/start-page-effects';
export { useAccount } from './hooks/useAccount';
export type { UseActiveHeadingOptions } from './hooks/useActiveHeading';
export { useActiveHeading } from './hooks/useActiveHeading';
export type { AppearanceState } from './hooks/useAppearance';
export { useAppearance } from './hooks/useAppearance';
export { useMediaQuery } from './hooks/useMediaQuery';
export { useRootAttribute } from './hooks/useRootAttribute';
export { useRootSettings } from './hooks/useRootSettings';
export type { SettingsState } from './hooks/useSettings';
export { useSettings } from './hooks/useSettings';
export { useSidebarOpen } from './hooks/useSidebarOpen';
export { useVisitorAccount } from './hooks/useVisitorAccount';
export type { IconProps, SocialLinkWithIcon } from './icons';
export {
  IconBell,
  IconBluesky,
  IconChevronDown,
  IconClose,
  IconDiscord,
  IconExternal,
  IconGitHub,
  IconLanguages,
  IconMastodon,
  IconMoon,
  IconMoreHorizontal,
  IconNpm,
  IconPin,
  IconSearch,
  IconSettings,
  IconSun,
  IconX,
  IconYouTube,
  SOCIAL_ICON_PATHS,
  socialIcon,
  withSocialIcons,
} from './icons';
export { labelText } from './label-text';
export type { Labels } from './labels';
export { islandLabelText } from './labels';
export {
  APPEARANCE_STORAGE_KEY,
  readAppearanceChoice,
  storeAppearanceChoice,
} from './settings/appearance-choice';
export { applyRootSettings, followRootSettings } from './settings/root-settings';
export { changeSettings } from './settings/settings-source';
export { peekSettings, subscribeToSettings } from './stores/stored-settings';
export type { VisitorAccount } from './stores/visitor-account';
export { subscribeToVisitorAccount, visitorAccount } from './stores/visitor-account';
export { vars } from './theme/contract.css';
export { media } from './theme/media';
export { visuallyHidden } from './theme/primitives.css';

import './theme/global.css';

export type { FirstPaintOptions } from './first-paint/appearance-script';
export { appearanceScript } from './first-paint/appearance-script';
export { navBarFitScript, sidebarPlaceScript } from './first-paint/scripts';
