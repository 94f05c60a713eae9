import {
  type Appearance,
  appearanceSwitch,
  type LocaleEntry,
  type NavItem,
  type VersionMenuItem,
} from '@lectern/theme-core';
import { useEffect, useRef } from 'react';
import type { SocialLinkWithIcon } from '../../icons/social-icons';
import type { Labels } from '../../labels';
import { NavBarAppearance } from '../NavBar/NavBarAppearance';
import { NavBarSocialLinks } from '../NavBar/NavBarSocialLinks';
import { navMatch } from '../NavBar/nav-link-state';
import * as styles from './NavScreen.css';
import { NavScreenLanguages } from './NavScreenLanguages';
import { NavScreenMenu } from './NavScreenMenu';
import { NavScreenVersions } from './NavScreenVersions';

export interface NavScreenProps {
  /** The element's id, which the hamburger's `aria-controls` names. */
  id?: string;
  /** Shown or hidden. It is in the server HTML either way. */
  open?: boolean;
  /** The main menu: its links, and each group as a title over its links (always expanded). */
  nav?: NavItem[];
  /** From theme-core's `versionMenu`: the screen has a version section when there are two or more. */
  versions?: readonly VersionMenuItem[] | undefined;
  /** The languages the site lists; the screen has a language section when two or more are offered. */
  locales?: LocaleEntry[];
  /** The languages that have the current page; the others' links lead to their home. Default: every language. */
  pageLocales?: readonly string[] | undefined;
  /** Icons linking to the project elsewhere, with their icons (see `withSocialIcons`). */
  socialLinks?: SocialLinkWithIcon[];
  /**
   * The current page's path, e.g. `/zh-CN/guide/intro`: marks the menu's links that lead to it, and each
   * language's link leads to this page in that language.
   */
  currentPath: string;
  /** The site's base path (`/docs/`), which `currentPath` and the links are written under. Default: `/`. */
  base?: string | undefined;
  /**
   * The site's appearance setting; the screen shows the switch when it offers a choice (`true`, `'dark'`),
   * not with `false`, `'force-dark'` or `'force-auto'`. Default: `true`.
   */
  appearance?: Appearance;
  labels?: Labels;
  /** Called when a link in the screen is followed, so the owner can close it. */
  onNavigate?: () => void;
}

/**
 * The full-screen mobile menu under the bar: the main menu (groups expanded), the versions, the languages, the
 * appearance switch and the social links. `NavBar` opens it with its hamburger and owns its behaviour
 * (see `useNavScreen`).
 */
export function NavScreen({
  id,
  open = false,
  nav = [],
  versions = [],
  locales = [],
  pageLocales,
  socialLinks = [],
  currentPath,
  base = '/',
  appearance,
  labels,
  onNavigate,
}: NavScreenProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !onNavigate) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) onNavigate();
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [onNavigate]);

  return (
    <div ref={ref} id={id} className={styles.screen} hidden={!open}>
      <div className={styles.container}>
        <NavScreenMenu nav={nav} currentPath={currentPath} match={navMatch(locales, base)} labels={labels} />
        <NavScreenVersions versions={versions} labels={labels} />
        <NavScreenLanguages
          currentPath={currentPath}
          base={base}
          locales={locales}
          pageLocales={pageLocales}
          labels={labels}
        />
        {appearanceSwitch(appearance).showSwitch && (
          <div className={styles.appearance}>
            <NavBarAppearance appearance={appearance} withLabel labels={labels} />
          </div>
        )}
        {socialLinks.length > 0 && (
          <div className={styles.social}>
            <NavBarSocialLinks links={socialLinks} labels={labels} />
          </div>
        )}
      </div>
    </div>
  );
}
