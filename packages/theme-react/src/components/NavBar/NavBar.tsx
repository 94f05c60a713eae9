import {
  type Appearance,
  appearanceSwitch,
  type LocaleEntry,
  localeFromPath,
  localeLink,
  type NavItem,
  type ThemeableImage,
  type VersionMenuItem,
  type VisitorRole,
  withBase,
  withoutBase,
} from '@lectern/theme-core';
import { type ReactNode, useId, useRef } from 'react';
import { useAppearance } from '../../hooks/useAppearance';
import type { SocialLinkWithIcon } from '../../icons/social-icons';
import type { Labels } from '../../labels';
import { NavScreen } from '../NavScreen/NavScreen';
import { useNavScreen } from '../NavScreen/useNavScreen';
import * as styles from './NavBar.css';
import { NavBarAppearance } from './NavBarAppearance';
import { NavBarExtra } from './NavBarExtra';
import { NavBarHamburger } from './NavBarHamburger';
import { NavBarLanguageMenu } from './NavBarLanguageMenu';
import { NavBarMenu } from './NavBarMenu';
import { NavBarSearchButton } from './NavBarSearchButton';
import { NavBarSettings } from './NavBarSettings';
import { NavBarSocialLinks } from './NavBarSocialLinks';
import { NavBarTitle } from './NavBarTitle';
import { NavBarVersionMenu } from './NavBarVersionMenu';
import { NAV_BAR_ATTRIBUTE, NAV_BAR_ITEMS_ATTRIBUTE } from './nav-bar-fit';
import { navMatch } from './nav-link-state';

export interface NavBarProps {
  /** The site's title beside the logo; `false` or left out shows the logo alone. */
  siteTitle?: string | false;
  /** The logo, with light and dark variants if needed. */
  logo?: ThemeableImage;
  /** Where the title leads. Default: the home of the current page's language, else `/`. */
  logoLink?: string;
  /** The main menu. */
  nav?: NavItem[];
  /** Icons linking to the project elsewhere, with their icons (see `withSocialIcons`). */
  socialLinks?: SocialLinkWithIcon[];
  /**
   * The versions of the docs, from theme-core's `versionMenu` for this page: the version menu shows when
   * there are two or more, before the language menu (in the "…" menu and the full-screen menu where the
   * bar is narrow). Each link carries `data-lectern-version`.
   *
   * @since 0.2
   */
  versions?: readonly VersionMenuItem[] | undefined;
  /** The languages the site lists; the language menu shows when two or more are offered. */
  locales?: LocaleEntry[];
  /** The languages that have the current page; the others' links lead to their home. Default: every language. */
  pageLocales?: readonly string[] | undefined;
  /** The current page's path as the browser shows it, e.g. `/zh-CN/guide/intro` (`/docs/zh-CN/…` under a base). */
  currentPath: string;
  /**
   * The site's base path, e.g. `/docs/` for a site served under /docs/ (Astro's and Vite's `base`). The
   * `nav` links and `logoLink` are written under it already; the bar puts it in front of the links it
   * makes itself (the home, the languages, the dashboard) and matches `activeMatch` after it. Default: `/`.
   */
  base?: string;
  /** The site's appearance setting. Default: `true`. */
  appearance?: Appearance;
  /** Shows the search button. `false` when the search provider is empty. Default: `true`. */
  search?: boolean;
  /** Shows the settings button, which opens the visitor's settings (`SettingsPanel`). Default: `false`. */
  settings?: boolean;
  /**
   * Who is reading, until the accounts server says: the settings panel locks the subscriber perks for
   * anyone else. Default: the role this browser last saw the visitor have, else anonymous.
   */
  visitorRole?: VisitorRole;
  /**
   * The site has an accounts server (`@lectern/accounts`): the settings panel offers login and shows the
   * account, with a link to the dashboard (`/{locale}/user/dashboard/`). Default: `false`.
   */
  accounts?: boolean;
  /**
   * The site has components with API pages: the settings panel offers the choice between their tables
   * and the link to their page on component pages (see `SettingsPanel`). Default: `true`.
   */
  apiTables?: boolean;
  /**
   * The versions the version lens offers in the settings panel ("The version I use"): the site's versions
   * and those its API data marks. Without any, the field is left out. Default: none.
   *
   * @since 0.2
   */
  lensVersions?: readonly string[] | undefined;
  /**
   * Slot after the search button: the notifications menu (`NotificationsMenu`). Drawn as given, never
   * re-rendered by the bar, so the page's effects script can make it work.
   */
  notifications?: ReactNode;
  /** Slot after the settings button: the visitor's account, e.g. their avatar (`AccountAvatar`). Drawn as given. */
  account?: ReactNode;
  labels?: Labels;
}

/**
 * The top navigation bar (`<header>`): title, search, notifications, settings, the visitor's account, main
 * menu, versions, languages, appearance switch and social links; from 768 to 959 px the last four move
 * into the "…" menu, and below 768 px everything but the title and search moves into the full-screen menu
 * behind the hamburger. Widths are handled in CSS, so the server HTML is right at every width.
 */
export function NavBar({
  siteTitle,
  logo,
  logoLink,
  nav = [],
  socialLinks = [],
  versions = [],
  locales = [],
  pageLocales,
  currentPath,
  base = '/',
  appearance = true,
  search = true,
  settings = false,
  visitorRole,
  accounts = false,
  apiTables = true,
  lensVersions,
  notifications,
  account,
  labels,
}: NavBarProps) {
  const headerRef = useRef<HTMLElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const screenId = useId();
  const screen = useNavScreen({ currentPath, containerRef: headerRef, toggleRef: hamburgerRef });
  // Keeps `data-theme` following other tabs and the system, even where the switch is hidden.
  useAppearance(appearance);

  const match = navMatch(locales, base);
  const { locale } = localeFromPath(withoutBase(currentPath, base), locales);
  const home = logoLink ?? withBase(locale ? localeLink(locale, '/') : '/', base);

  return (
    <header ref={headerRef} className={styles.header} {...{ [NAV_BAR_ATTRIBUTE]: '' }}>
      <div className={styles.bar}>
        <NavBarTitle siteTitle={siteTitle} logo={logo} link={home} labels={labels} />
        <div className={styles.content} {...{ [NAV_BAR_ITEMS_ATTRIBUTE]: '' }}>
          {search && <NavBarSearchButton locale={locale?.locale} labels={labels} />}
          {notifications}
          {settings && (
            <NavBarSettings
              appearance={appearance}
              visitorRole={visitorRole}
              accounts={accounts}
              dashboardHref={
                accounts ? withBase(localeLink(locale ?? 'en', '/user/dashboard/'), base) : undefined
              }
              apiTables={apiTables}
              lensVersions={lensVersions}
              locale={locale?.locale}
              labels={labels}
            />
          )}
          {account}
          <div className={styles.fromTablet}>
            <NavBarMenu nav={nav} currentPath={currentPath} match={match} labels={labels} />
          </div>
          <div className={styles.fromDesktop}>
            <NavBarVersionMenu versions={versions} labels={labels} />
            <NavBarLanguageMenu
              currentPath={currentPath}
              base={base}
              locales={locales}
              pageLocales={pageLocales}
              labels={labels}
            />
            {appearanceSwitch(appearance).showSwitch && (
              <div className={styles.appearance}>
                <NavBarAppearance appearance={appearance} labels={labels} />
              </div>
            )}
            <NavBarSocialLinks links={socialLinks} labels={labels} />
          </div>
          <div className={styles.tabletOnly}>
            <NavBarExtra
              currentPath={currentPath}
              base={base}
              versions={versions}
              locales={locales}
              pageLocales={pageLocales}
              appearance={appearance}
              socialLinks={socialLinks}
              labels={labels}
            />
          </div>
          <div className={styles.mobileOnly}>
            <NavBarHamburger
              ref={hamburgerRef}
              open={screen.open}
              controls={screenId}
              onClick={screen.toggle}
              labels={labels}
            />
          </div>
        </div>
      </div>
      <NavScreen
        id={screenId}
        open={screen.open}
        nav={nav}
        versions={versions}
        locales={locales}
        pageLocales={pageLocales}
        socialLinks={socialLinks}
        currentPath={currentPath}
        base={base}
        appearance={appearance}
        labels={labels}
        onNavigate={screen.close}
      />
    </header>
  );
}
